// Characters an author cannot see: they arrive with text copied from web pages, word processors and
// chat tools. Between the parts of a JSON file they break it, inside a property name they make it
// another name, inside a path or an address they make it another address. Messages name them, since
// "this looks right" is all the author can see.
const names: Record<string, string> = {
  '\u00A0': 'no-break space',
  '\u00AD': 'soft hyphen',
  '\u1680': 'Ogham space',
  '\u180E': 'Mongolian vowel separator',
  '\u200B': 'zero-width space',
  '\u200C': 'zero-width non-joiner',
  '\u200D': 'zero-width joiner',
  '\u200E': 'left-to-right mark',
  '\u200F': 'right-to-left mark',
  '\u2028': 'line separator',
  '\u2029': 'paragraph separator',
  '\u202A': 'left-to-right embedding',
  '\u202B': 'right-to-left embedding',
  '\u202C': 'pop directional formatting',
  '\u202D': 'left-to-right override',
  '\u202E': 'right-to-left override',
  '\u202F': 'narrow no-break space',
  '\u205F': 'medium mathematical space',
  '\u2060': 'word joiner',
  '\u3000': 'ideographic space',
  '\uFEFF': 'zero-width no-break space (a byte-order mark)',
};

/** Characters that show as nothing, or as an ordinary space, but are not one. */
export const invisibleCharacter = /[\u00A0\u00AD\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F\u2060\u3000\uFEFF]/;
const invisibleCharacters = new RegExp(invisibleCharacter.source, 'g');

export const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** "a no-break space (U+00A0)". */
export function nameOf(char: string): string {
  const name = names[char] ?? (char >= '\u2000' && char <= '\u200A' ? 'typographic space' : 'invisible character');
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name} (${codePoint(char)})`;
}

/** The invisible characters in `text`, each named once, in order: "a zero-width space (U+200B)". */
export function invisiblesIn(text: string): string[] {
  return [...new Set(text.match(invisibleCharacters) ?? [])].map(nameOf);
}

export const withoutInvisibles = (text: string) => text.replace(invisibleCharacters, '');

/** `text` with each invisible character written as its code, so a message shows where it is: "ti\u200Btle". */
export const showInvisibles = (text: string) =>
  text.replace(invisibleCharacters, (char) => `\\u${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);

/** `text` in double quotes, invisible characters shown by their code and named after it. */
export function quoted(text: string): string {
  const invisibles = invisiblesIn(text);
  const note =
    invisibles.length > 0 ? ` (with ${invisibles.join(' and ')} in it, which cannot be seen: delete it)` : '';
  return `${showInvisibles(JSON.stringify(text))}${note}`;
}
