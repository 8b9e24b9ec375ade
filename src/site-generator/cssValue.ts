// A theme value from pages/_site.json as the value of a CSS custom property inside <style>. Whatever
// the text, it stays one declaration: it cannot end the declaration, the rule or the <style> element,
// open a comment, or leave a string or a bracket open that would swallow the declarations after it.
// A well-formed colour, gradient or font list comes out unchanged; anything else is escaped into
// harmless identifier characters (the content validation reports such values to the author).

/** Characters of colours, gradients and font lists that have no power over the CSS around them ("*" is not one: "/*" opens a comment). */
const plain = /[A-Za-z0-9 #%.,+\-_/]/;
const closerOf: Record<string, string> = { '(': ')', '[': ']' };

/** A CSS hex escape: the character stands for itself and has no syntactic meaning. */
const escaped = (char: string) => `\\${char.codePointAt(0)!.toString(16)} `;

export function cssDeclarationValue(value: string): string {
  let out = '';
  let quote: string | undefined;
  const open: string[] = [];
  for (const char of value) {
    if (quote) {
      // Inside a string only a backslash, a line break or "<" could change its end or the element's.
      out += /[\\<>\n\r\f]/.test(char) ? escaped(char) : char;
      if (char === quote) quote = undefined;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      out += char;
    } else if (closerOf[char]) {
      open.push(closerOf[char]);
      out += char;
    } else if ((char === ')' || char === ']') && open.at(-1) === char) {
      open.pop();
      out += char;
    } else if (plain.test(char)) {
      out += char;
    } else {
      out += escaped(char);
    }
  }
  return out + (quote ?? '') + open.reverse().join('');
}
