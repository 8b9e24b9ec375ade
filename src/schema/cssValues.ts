// Values of _site.json that are written into CSS and HTML as they are: colours, gradients and the
// font family into the theme's CSS, the language into <html lang>, the site's address into canonical
// links and the sitemap. Escaping keeps them from breaking out of their place; these grammars make
// sure they also mean something there (a gradient typo must not crash the build, a font family
// pasted with "font-family:" must not switch the site to a serif font). Each pattern also goes into
// the JSON Schema; the message says what is wrong and gives an example of the right form. Each value
// has a length limit checked first, and no two quantifiers of a pattern may match the same text in
// turn (a number as "\d+\.?\d*" can split a run of digits in as many ways as it is long), so a check
// takes time in proportion to the value.
import { say } from '../problems/messages';
import { editorHints } from './editorHints';
import { boundedText, lengthLimits } from './limits';
import { coded, foundText, matching, type Explained } from './patterns';

// ---------------------------------------------------------------------------------------------
// Colours: "#" and 3, 4, 6 or 8 hexadecimal digits (the theme derives shades from them).

const hexDigits = '[0-9a-fA-F]';
const hexColourSource = `#(?:${hexDigits}{3,4}|${hexDigits}{6}|${hexDigits}{8})`;
const hexColour = new RegExp(`^${hexColourSource}$`);

/** "rgb(68, 206, 111)" as "#44ce6f", for the message. */
function rgbAsHex(value: string): string | undefined {
  const separator = '(?:\\s*,\\s*|\\s+)';
  const match = new RegExp(
    `^rgba?\\(\\s*(\\d{1,3})${separator}(\\d{1,3})${separator}(\\d{1,3})\\s*(?:[,/]\\s*[\\d.]+%?\\s*)?\\)$`,
    'i',
  ).exec(value.trim());
  if (!match) return undefined;
  const channels = match.slice(1, 4).map(Number);
  if (channels.some((channel) => channel > 255)) return undefined;
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** What a colour written otherwise was meant to be. */
function colourExplained(value: string): Explained {
  const text = value.trim();
  const rgb = rgbAsHex(text);
  if (hexColour.test(text)) return { candidates: [text] };
  if (rgb) return { candidates: [rgb] };
  if (new RegExp(`^(?:${hexDigits}{3}|${hexDigits}{6})$`).test(text)) return { candidates: [`#${text}`] };
  if (/^#[0-9a-fA-F]*$/.test(text))
    return {
      fix: `it has ${text.length - 1} digit${text.length === 2 ? '' : 's'}, and a colour has 6 (or 3, or 8 with transparency): check the code in your colour picker`,
    };
  return { fix: "write the colour's code instead (a colour picker, in your editor or online, gives it)" };
}

export const colour = matching(boundedText('a colour', lengthLimits.cssValue), hexColour, {
  code: 'theme.colour-form',
  kind: 'colour',
  explain: colourExplained,
}).register(editorHints, { editor: 'colour' });

// ---------------------------------------------------------------------------------------------
// Gradients: linear-gradient(direction?, colour stop, colour stop…) or radial-gradient(shape?, …).

const number = '-?(?:\\d+(?:\\.\\d*)?|\\.\\d+)';
const stopPosition = `(?:${number}(?:%|px)|0)`;
const colourStop = `${hexColourSource}(?:\\s+${stopPosition}){0,2}`;
const side = '(?:left|right|top|bottom)';
const angle = `${number}(?:deg|turn|rad|grad)`;
const linearStart = `(?:${angle}|to\\s+${side}(?:\\s+${side})?)`;
const place = '(?:center|left|right|top|bottom)';
const radialStart = `(?:(?:circle|ellipse)(?:\\s+at\\s+${place}(?:\\s+${place})?)?|at\\s+${place}(?:\\s+${place})?)`;
const stops = `${colourStop}(?:\\s*,\\s*${colourStop})+`;
const gradientPattern = new RegExp(
  `^(?:repeating-)?(?:linear-gradient\\(\\s*(?:${linearStart}\\s*,\\s*)?${stops}\\s*\\)|radial-gradient\\(\\s*(?:${radialStart}\\s*,\\s*)?${stops}\\s*\\))$`,
);

/** What is wrong in a gradient, part by part, so the author knows which part to fix (and the gradient meant, when that is clear). */
function gradientExplained(text: string): Explained {
  const value = text.trim();
  const declaration = /^background(-image)?\s*:/i.exec(value);
  if (declaration) {
    const rest = value.slice(declaration[0].length).trim().replace(/;$/, '').trimEnd();
    return { fix: `write only what comes after "${declaration[0].replace(/\s*:$/, '')}:"`, candidates: [rest] };
  }
  if (value.endsWith(';')) return { fix: 'remove the ";" at the end', candidates: [value.slice(0, -1).trimEnd()] };
  const opening = value.indexOf('(');
  const name = opening === -1 ? value : value.slice(0, opening).trim();
  const names = ['linear-gradient', 'radial-gradient', 'repeating-linear-gradient', 'repeating-radial-gradient'];
  if (!names.includes(name)) return { fix: `start it with "linear-gradient(" or "radial-gradient(", not "${name}"` };
  const depth = [...value].reduce((open, char) => open + (char === '(' ? 1 : char === ')' ? -1 : 0), 0);
  if (depth > 0) return { fix: 'add the missing ")" at the end', candidates: [`${value}${')'.repeat(depth)}`] };
  if (depth < 0 || !value.endsWith(')'))
    return { fix: 'there is more after the last ")"; remove it, or a ")" too many' };
  const parts = value
    .slice(opening + 1, -1)
    .split(',')
    .map((part) => part.trim());
  const isStop = (part: string) => new RegExp(`^${colourStop}$`).test(part);
  const start =
    parts[0] !== undefined && !isStop(parts[0]) && !/^#|^rgb|^hsl/i.test(parts[0]) ? parts.shift()! : undefined;
  const startPattern = name.includes('linear') ? linearStart : radialStart;
  const glued = start === undefined ? null : new RegExp(`^(${startPattern})\\s+(#.*)$`).exec(start);
  if (glued)
    return {
      fix: `a comma is missing after the direction: "${glued[1]}, ${glued[2]}"`,
      candidates: [`${name}(${[`${glued[1]}, ${glued[2]}`, ...parts].join(', ')})`],
    };
  if (start !== undefined && !new RegExp(`^${startPattern}$`).test(start)) {
    return {
      fix: name.includes('linear')
        ? `"${start}" is not a direction; write an angle such as "135deg" or a side such as "to right" (or leave it out)`
        : `"${start}" is not a shape; write "circle" or "ellipse", optionally with "at center" (or leave it out)`,
    };
  }
  const wrong = parts.find((part) => !isStop(part));
  if (wrong !== undefined)
    return {
      fix: `"${wrong}" is not a colour stop; write a colour as "#" and six hexadecimal digits, optionally followed by a position such as "50%"`,
    };
  if (parts.length < 2) return { fix: 'a gradient needs at least two colours: add another' };
  return { fix: 'check the commas and spaces between its parts' };
}

export const gradient = matching(boundedText('a gradient', lengthLimits.cssValue), gradientPattern, {
  code: 'theme.gradient-form',
  kind: 'colour',
  explain: gradientExplained,
});

// ---------------------------------------------------------------------------------------------
// Font family: a CSS font-family list ending with a generic family, for visitors without the fonts.

const genericFamilies = [
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
];
/** A word of an unquoted font name; CSS reads a generic family or a keyword such as "inherit" as itself, not as part of a name. */
const keywords = [...genericFamilies, 'inherit', 'initial', 'unset', 'revert', 'revert-layer', 'default'];
const nameWord = `(?!(?:${keywords.join('|')})(?![\\w-]))-?[A-Za-z][\\w-]*`;
const family = `(?:'[^'"\\\\<>{};]+'|"[^'"\\\\<>{};]+"|${nameWord}(?: +${nameWord})*)`;
const generic = `(?:${genericFamilies.join('|')})`;
/** Names and generic families in any order, the last one generic. */
const fontFamilyPattern = new RegExp(`^\\s*(?:(?:${family}|${generic})\\s*,\\s*)*${generic}\\s*$`);

function fontFamilyExplained(text: string): Explained {
  const value = text.trim();
  const declaration = /^font-family\s*:/i.exec(value);
  if (declaration) {
    const list = value.slice(declaration[0].length).trim();
    return {
      fix: 'write only the list after "font-family:", without the ";"',
      candidates: [list.endsWith(';') ? list.slice(0, -1).trimEnd() : list],
    };
  }
  if (value.endsWith(';')) return { fix: 'remove the ";" at the end', candidates: [value.slice(0, -1).trim()] };
  if (/[{}<>;\\]/.test(value))
    return { fix: 'a font family list holds only font names, commas and quotes; remove the other characters' };
  if ((value.match(/'/g) ?? []).length % 2 === 1 || (value.match(/"/g) ?? []).length % 2 === 1)
    return { fix: 'a quote is not closed; put each name with spaces between two quotes of the same kind' };
  const names = value.split(',').map((name) => name.trim());
  const unquoted = names.find((name) => !/^['"]/.test(name) && !new RegExp(`^(?:${family}|${generic})$`).test(name));
  if (unquoted !== undefined) {
    const quoted = `'${unquoted.replace(/['"]/g, '')}'`;
    return {
      fix: `put the name "${unquoted}" between quotes: ${quoted}`,
      candidates: [names.map((name) => (name === unquoted ? quoted : name)).join(', ')],
    };
  }
  return {
    fix: 'end the list with a generic family, such as sans-serif, which visitors without these fonts see instead',
    candidates: [`${value}, sans-serif`],
  };
}

export const fontFamily = matching(boundedText('a font family list', lengthLimits.cssValue), fontFamilyPattern, {
  code: 'theme.font-family-form',
  kind: 'text',
  explain: fontFamilyExplained,
});

// ---------------------------------------------------------------------------------------------
// Language: a BCP 47 language tag, as <html lang> needs ("en", "en-US", "pt-BR", "zh-Hant").

const languageTag =
  /^[a-zA-Z]{2,3}(?:-[a-zA-Z]{4})?(?:-(?:[a-zA-Z]{2}|\d{3}))?(?:-(?:[a-zA-Z\d]{5,8}|\d[a-zA-Z\d]{3}))*$/;
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** "english" → "en", found by asking Intl for the name of every two-letter code, once and only when needed. */
let codesByName: Map<string, string> | undefined;
function codeForName(name: string): string | undefined {
  if (!codesByName) {
    codesByName = new Map();
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (const first of letters) {
      for (const second of letters) {
        const shown = languageNames.of(first + second);
        if (shown && !codesByName.has(shown.toLowerCase())) codesByName.set(shown.toLowerCase(), first + second);
      }
    }
  }
  return codesByName.get(name.trim().toLowerCase());
}

function languageExplained(value: string): Explained {
  if (languageTag.test(value))
    return {
      fix: `"${value.split('-')[0]}" is no language code known to browsers; write the code of the site's language, for example "en"`,
    };
  const underscored = value.trim().replace(/_/g, '-');
  if (underscored !== value && languageTag.test(underscored))
    return { fix: 'write it with a dash', candidates: [underscored] };
  const code = codeForName(value);
  return code
    ? { fix: `write the code of ${value.trim()}`, candidates: [code] }
    : { fix: 'write the code of the site\'s language, for example "en" for English or "de" for German' };
}

const knownLanguage = (value: string) => languageNames.of(value.split('-')[0]) !== undefined;

export const language = matching(boundedText('a language code', lengthLimits.name), languageTag, {
  code: 'site.language-form',
  kind: 'text',
  explain: languageExplained,
}).superRefine((value, ctx) => {
  if (!languageTag.test(value) || knownLanguage(value)) return;
  ctx.addIssue({
    code: 'custom',
    message: say('site.language-form', { found: foundText(value), fix: languageExplained(value).fix }).message,
    params: coded('site.language-form'),
  });
});

// ---------------------------------------------------------------------------------------------
// The site's public address: an https origin, the address of its home page.

const siteOriginPattern = /^https:\/\/(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}(?::\d{1,5})?\/?$/;

function siteOriginExplained(text: string): Explained {
  const value = text.trim();
  if (value !== text) return { fix: 'remove the spaces around it', candidates: [value] };
  if (/^http:\/\//i.test(value)) return { fix: 'use https', candidates: [value.replace(/^http:/i, 'https:')] };
  if (!/^[a-z]+:\/\//i.test(value))
    return { fix: 'start it with "https://"', candidates: [`https://${value.replace(/^\/+/, '')}`] };
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' && (url.pathname !== '/' || url.search || url.hash)) {
      return {
        fix: "write only the address of the home page, without a path (the pages' paths are added to it)",
        candidates: [url.origin],
      };
    }
    if (url.protocol === 'https:' && !url.hostname.includes('.'))
      return { fix: 'the name of the site has a dot in it, as in "nexus.example.com": write the whole name' };
  } catch {
    // not an address at all: the general advice below
  }
  return { fix: "write the address of the site's home page" };
}

export const siteOrigin = matching(boundedText("the site's address", lengthLimits.siteAddress), siteOriginPattern, {
  code: 'site.address-form',
  kind: 'text',
  explain: siteOriginExplained,
});
