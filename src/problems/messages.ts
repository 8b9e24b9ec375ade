// Every message an author can meet, in one table: a stable code for each kind of problem, its title,
// the words of the message (a function of what was found) and, in a few words, what to do. The
// loader, the schemas' own messages and the SEO lint all take their words from here; the table of
// messages in docs/authoring.md is generated from it (src/cli/messageReference.ts), and tests assert
// codes rather than sentences, so rewording a message here changes no test. Shared code: the
// editor's page may read it too.
import { carouselWidths } from '../schema/carouselWidths';

export interface MessageEntry<P> {
  /** The kind of problem, in a few words. */
  title: string;
  /** What to do, in a few words (the message itself says it for the case at hand). */
  hint: string;
  /** The message as printed after "file:line:column path: ". */
  message: (params: P) => string;
  /**
   * For a rule a text pattern checks: the rule in plain words, with an example, as a code editor
   * shows it under a value that breaks it (the JSON Schemas' "patternErrorMessage").
   */
  rule?: string;
  /** A warning of the SEO lint (docs/seo.md): stops nothing unless npm run validate -- --strict. */
  warning?: true;
}

const entry = <P = void>(definition: MessageEntry<P>): MessageEntry<P> => definition;

/**
 * A rule a pattern checks: the rule, what was found, and the checked fix (`suggestion`) or else
 * what to do in words (`fix` as the case needs it, or the entry's own).
 */
function patternEntry(definition: { title: string; hint: string; rule: string; fix: string }) {
  return entry<{ found: string; suggestion?: string; fix?: string }>({
    ...definition,
    message: ({ found, suggestion, fix }) =>
      `${definition.rule}, ${found}; ${suggestion === undefined ? (fix ?? definition.fix) : fix ? `${fix}: ${JSON.stringify(suggestion)}` : write(suggestion)}`,
  });
}

/** A syntax message: JSON is broken at this place, and nothing else of the file can be checked. */
const malformed = (words: string) => `malformed JSON: ${words}`;
/** "; did you mean "x"?" or nothing. */
const didYouMean = (suggestion: string | undefined) =>
  suggestion ? `; did you mean ${JSON.stringify(suggestion)}?` : '';
/** "…, found the text "x"; fix" for the rules of a pattern: the rule, what was found, what to do. */
const write = (value: string) => `write ${JSON.stringify(value)}`;

const pagePathRule =
  'a page path starts with "/" and uses lowercase letters, digits and dashes, for example "/web-hosting"';
const imagePathRule =
  'an image path starts with "/" and points into public/, without spaces, for example "/images/products/t-shirt.svg"';
const anchorIdRule = 'an anchor id uses lowercase letters, digits and dashes, for example "pricing"';
const sharedNameRule =
  'a shared section name is the name of its file in pages/_sections/ without ".json", in lowercase letters, digits and dashes, for example "hosting-plans"';
const colourRule = 'a colour is written as "#" and six hexadecimal digits (0-9, a-f), for example "#44ce6f"';
const gradientRule = 'a gradient is written as CSS, for example "linear-gradient(135deg, #23bdb8 0%, #43e794 100%)"';
const fontFamilyRule = `a font family is a CSS list of font names separated by commas, ending with a generic family, for example "Poppins, system-ui, 'Segoe UI', Roboto, sans-serif"`;
const languageRule = 'a language is written as its code (BCP 47), for example "en", "en-US" or "pt-BR"';
const currencyCodeRule =
  'a currency is named by its ISO 4217 code, three capital letters, for example "USD", "EUR" or "GBP"';
const siteAddressRule =
  'the site\'s address is "https://" and the name of the site, for example "https://www.example.com"';
const fieldNameRule =
  'a form field name is lowercase letters and underscores, for example "email" or "first_name" (it is the name the form sends the value under)';
const formNameRule = 'a form name is lowercase letters and digits, words joined by dashes, for example "contact-sales"';
const autofillRule =
  'an autofill hint is lowercase words as browsers know them, for example "given-name", "email" or "address-line1"';
const dateRule =
  'a date and time is written year-month-day, "T", hours:minutes:seconds and the offset from UTC, for example "2026-08-23T17:00:00-07:00" (or "Z" for UTC)';
const dayRule = 'a day is written year-month-day in digits, for example "2026-08-23"';
const breakpointRule = `a breakpoint is one of the screen widths carousels change at: ${['0', ...carouselWidths].map((width) => `"${width}"`).join(', ')}`;
const saveAsUtf8 =
  'save it as UTF-8 (in VS Code: click the encoding in the status bar at the bottom, choose "Save with Encoding", then "UTF-8")';
const seeDeploy = 'docs/deploy.md, "Form delivery"';

export const messages = {
  // ---------------------------------------------------------------------------------------------
  // Reading a file: its name, its place, its encoding.
  'file.symbolic-link': entry<{ fix: string }>({
    title: 'A symbolic link',
    hint: 'put the file (or the folder) itself in its place',
    message: ({ fix }) =>
      `a symbolic link, which the build does not follow (it would publish whatever the link points to); ${fix}`,
  }),
  'file.not-a-file': entry<{ what?: string }>({
    title: 'Something that is not a file where a file belongs',
    hint: 'remove it',
    message: ({ what }) => `this is not a file${what ? ` (${what})` : ''}; remove it`,
  }),
  'file.image-in-pages': entry<{ name: string }>({
    title: 'An image saved among the pages',
    hint: 'move it to public/images/',
    message: ({ name }) =>
      `this image is not read here: images belong in public/images/; move it there and write its path as "/images/${name}"`,
  }),
  'file.shared-section-in-a-subfolder': entry<{ target: string }>({
    title: 'A shared section in a subfolder',
    hint: 'move it directly into pages/_sections/',
    message: ({ target }) =>
      `a shared section is read only directly in pages/_sections/, not in a subfolder; move it to ${target}`,
  }),
  'file.page-in-a-subfolder': entry<{ target: string }>({
    title: 'A page in a subfolder',
    hint: 'move the page file directly into pages/',
    message: ({ target }) =>
      `files in subfolders of pages/ are not read (but for the collections' folders, pages/blog/ and pages/projects/, and their layouts in pages/_layouts/): every page file sits directly in pages/ (its address comes from its "path", not from its folder); move it to ${target}`,
  }),
  'file.extension-in-capitals': entry<{ target: string }>({
    title: 'A file ending in ".JSON"',
    hint: 'rename the file to end in ".json"',
    message: ({ target }) =>
      `content files end in ".json" in lower case, so this one is not read; rename it to ${target}`,
  }),
  'file.extension-after-json': entry<{ ending: string; target: string }>({
    title: 'A file ending in ".json.txt" or another ending after ".json"',
    hint: 'rename the file to end in ".json", or delete a spare copy',
    message: ({ ending, target }) =>
      `this file is not read because its name ends in "${ending}" after ".json" (some editors add it); rename it to ${target}, or delete it if it is a spare copy`,
  }),
  'file.jsonc': entry<{ target: string }>({
    title: 'A ".jsonc" or ".json5" file',
    hint: 'rename the file to end in ".json"',
    message: ({ target }) =>
      `only plain JSON files (".json") are read; rename it to ${target} (JSON allows no comments: remove any)`,
  }),
  'file.no-extension': entry<{ target: string }>({
    title: 'A file without ".json"',
    hint: 'add ".json" to its name',
    message: ({ target }) =>
      `this file has no ".json" at the end of its name, so it is not read; rename it to ${target}`,
  }),
  'file.spare-copy': entry<{ target: string }>({
    title: 'A spare copy of a content file',
    hint: 'delete it, or move it out of pages/',
    message: ({ target }) =>
      `this file is not read, and its name is ${target} with something added, a file that is there already; if this is a spare copy, delete it or move it out of pages/ (renaming it would replace ${target})`,
  }),
  'file.not-content': entry<{ place: string; target: string }>({
    title: 'Another kind of file among the pages',
    hint: 'move it out of pages/',
    message: ({ place, target }) =>
      `this file is not read: ${place}/ holds only content files ending in ".json"; move it out of pages/, or rename it to ${target} if it is content`,
  }),
  'file.reserved-name': entry<{ own: string; hint: string; pageName: string }>({
    title: 'A page file whose name starts with "_"',
    hint: 'rename it: "_" starts only the site\'s own files',
    message: ({ own, hint, pageName }) =>
      `a name starting with "_" is kept for the site's own files (${own} and the folder _sections), so this file is not read; ${hint}to make it a page, rename it to ${pageName}`,
  }),
  'file.site-file-missing': entry({
    title: 'The site file is missing',
    hint: 'restore pages/_site.json',
    message: () =>
      "the site-wide content file is missing, and every page needs it; restore pages/_site.json from your last copy or the project's repository",
  }),
  'file.catalogue-missing': entry<{ count: number; first: string }>({
    title: 'The catalogue is missing while pages name products',
    hint: 'restore pages/_catalogue.json',
    message: ({ count, first }) =>
      `the shop's catalogue is missing, and ${count === 1 ? `${first} names a product` : `${count} files name products (${first} first)`}; restore pages/_catalogue.json from your last copy or the project's repository (the products named are checked once it is back)`,
  }),
  'file.special-file-renamed': entry<{ file: string; what: string; target: string }>({
    title: 'The site file or the catalogue under another name',
    hint: 'rename it back',
    message: ({ what, target }) =>
      `this file holds ${what}, and ${target} is missing, so the site is built without it; rename this file back to ${target}`,
  }),
  'file.special-file-copy': entry<{ what: string; target: string }>({
    title: 'A copy of the site file or the catalogue among the pages',
    hint: 'make the changes in the real file, then delete the copy',
    message: ({ what, target }) =>
      `this file holds ${what}, but the site reads only ${target}, which is there too; if you made changes here, make them in ${target}, then delete this file (or move it out of pages/ to keep it as a backup)`,
  }),
  'file.holds-a-section': entry<{ what: string }>({
    title: 'A page file that holds one section',
    hint: 'put the section into a page, or move the file to pages/_sections/',
    message: ({ what }) =>
      `this file holds ${what}, not a page: a page has "path", "title", "description", "header" and its sections in "sections": [ … ]; put this section into the "sections" of a page, or move the file to pages/_sections/ to share it`,
  }),
  'file.shared-section-name': entry<{ usable: string }>({
    title: 'A shared section file that "use" cannot name',
    hint: 'rename the file in lowercase letters, digits and dashes',
    message: ({ usable }) =>
      `pages use a shared section by its file name, which may hold only lowercase letters, digits and dashes; rename this file to pages/_sections/${usable}.json and use it as { "use": "${usable}" }`,
  }),
  'encoding.utf-16': entry<{ order: string; evidence: string }>({
    title: 'A file saved as UTF-16',
    hint: 'save the file again as UTF-8',
    message: ({ order, evidence }) =>
      `this file is saved as UTF-16 ${order} (${evidence}), and content files are UTF-8; ${saveAsUtf8}`,
  }),
  'encoding.not-utf-8': entry<{ what: string }>({
    title: 'A file saved in an older encoding',
    hint: 'save the file again as UTF-8, then check its accented letters',
    message: ({ what }) => `this file is not saved as UTF-8: ${what}; ${saveAsUtf8}, then check that character`,
  }),

  // ---------------------------------------------------------------------------------------------
  // Text that is not JSON, or JSON with a mistake in its punctuation.
  'json.merge-conflict': entry<{ start: number; middle?: number; end?: number }>({
    title: 'Both sides of a git merge left in the file',
    hint: 'keep one side and delete the marker lines',
    message: ({ start, middle, end }) =>
      `this file still has both sides of a git merge: the lines between "<<<<<<<" (line ${start}) and "=======" ${middle ? `(line ${middle}) ` : ''}are one version, those between "=======" and ">>>>>>>" ${end ? `(line ${end}) ` : ''}the other; keep one version and delete the other and the three marker lines`,
  }),
  'json.code-fence': entry<{ lines: string }>({
    title: 'A Markdown code fence pasted with the JSON',
    hint: 'delete the ``` lines',
    message: ({ lines }) =>
      `this file holds a Markdown code fence (${lines}), pasted with the JSON from a chat or a web page; delete the fence lines and keep what is between them`,
  }),
  'json.not-json': entry<{ looksLike: string }>({
    title: 'A file that is not JSON',
    hint: 'write the file as JSON: one object between { and }',
    message: ({ looksLike }) =>
      `this file is not JSON (it looks like ${looksLike}); a content file is one JSON object, starting with { and ending with }: copy a page from pages/ or run npm run new-page to start from one`,
  }),
  'json.empty-file': entry({
    title: 'An empty file',
    hint: 'write one object, { … }',
    message: () => malformed('the file is empty; write one object, starting with { and ending with }'),
  }),
  'json.invisible-character': entry<{ character: string }>({
    title: 'An invisible character between entries',
    hint: 'delete it and type an ordinary space',
    message: ({ character }) =>
      malformed(
        `${character} stands here, where JSON allows only ordinary spaces, tabs and line breaks (it often comes with text copied from a web page or a word processor); delete it and type an ordinary space if one is needed`,
      ),
  }),
  'json.tab-in-text': entry({
    title: 'A tab typed inside a text',
    hint: 'replace the tab with a space',
    message: () =>
      malformed(
        'a tab character is typed inside this text, and JSON texts may not hold one as it is; replace it with a space (or write \\t for a tab)',
      ),
  }),
  'json.control-character': entry<{ codePoint: string }>({
    title: 'An invisible control character inside a text',
    hint: 'delete it',
    message: ({ codePoint }) =>
      malformed(
        `an invisible control character (${codePoint}) is inside this text, and JSON texts may not hold one; delete it (it often comes with text copied from another program)`,
      ),
  }),
  'json.text-closed-with-a-curly-quote': entry<{ quote: string }>({
    title: 'A text closed with a curly quote',
    hint: 'type a straight double quote',
    message: ({ quote }) =>
      malformed(
        `this text ends with the curly quote ${quote} instead of a straight one; type a straight double quote (") instead (word processors curl quotes: edit JSON in a code editor)`,
      ),
  }),
  'json.decimal-comma': entry<{ whole: string; part: string; thousands: boolean }>({
    title: 'A number written with a decimal comma or a thousands separator',
    hint: 'write the number with a point, and no separator',
    message: ({ whole, part, thousands }) =>
      malformed(
        `a number is written with a point for decimals and no separator between thousands: write ${thousands ? `${whole}${part} or ${whole}.${part}` : `${whole}.${part} or ${whole}${part}`}, not ${whole},${part}`,
      ),
  }),
  'json.number-range': entry<{ written: string }>({
    title: 'A range where one number belongs',
    hint: 'write one number',
    message: ({ written }) =>
      malformed(
        `"${written}" is a range, and a number here is one value; write one number (without quotes), or, where the field takes a text, the range in double quotes`,
      ),
  }),
  'json.number-with-unit': entry<{ written: string; number: string }>({
    title: 'A number with a currency sign or a unit',
    hint: 'write the number alone',
    message: ({ written, number }) =>
      malformed(
        `"${written}" is a number with a currency sign or a unit, and JSON numbers are digits alone; write the number alone, ${number}, or, where the field takes a text, the whole in double quotes`,
      ),
  }),
  'json.comment': entry({
    title: 'A comment',
    hint: 'remove the comment',
    message: () =>
      malformed(
        'JSON does not allow comments; remove this comment (notes for other authors belong in a separate document)',
      ),
  }),
  'json.curly-quote': entry<{ quote: string }>({
    title: 'Curly quotes',
    hint: 'retype the quotes in a code editor',
    message: ({ quote }) =>
      malformed(
        `the curly quote ${quote} is not allowed; type a straight double quote (") instead (word processors curl quotes: edit JSON in a code editor)`,
      ),
  }),
  'json.single-quotes': entry({
    title: 'Single quotes',
    hint: 'replace \' with "',
    message: () =>
      malformed(`texts and property names need double quotes ("), not single quotes ('); replace ' with "`),
  }),
  'json.comma-after-last-entry': entry<{ closer: string }>({
    title: 'A comma after the last entry',
    hint: 'remove the comma before } or ]',
    message: ({ closer }) =>
      malformed(
        `there is a comma after the last entry; remove this comma (the last entry before ${closer} has no comma after it)`,
      ),
  }),
  'json.bracket-not-closed': entry<{ kind: string; at: string; closer: string; found: string }>({
    title: 'A bracket or brace not closed',
    hint: 'add the closing bracket or brace',
    message: ({ kind, at, closer, found }) =>
      malformed(`the ${kind} opened at ${at} is not closed; add ${closer} before this ${found}`),
  }),
  'json.property-in-a-list': entry<{ at: string }>({
    title: 'A property directly in a list',
    hint: 'put the properties between { and }',
    message: ({ at }) =>
      malformed(
        `a property (a name and a colon) stands directly in the list [ opened at ${at}, where each entry is a value; if it belongs to a section, put the section's properties between { and }`,
      ),
  }),
  'json.comma-missing': entry({
    title: 'A comma missing between two entries',
    hint: 'add the comma at that line and column',
    message: () => malformed('a comma is missing between two entries; add a comma (,) here'),
  }),
  'json.colon-missing': entry({
    title: 'A colon missing after a property name',
    hint: 'add the colon',
    message: () =>
      malformed('a colon is missing after the property name; add a colon (:) here, as in "title": "Hello"'),
  }),
  'json.file-ends-open': entry<{ count: number; kind: string; at: string; closers: string }>({
    title: 'The file ends before its brackets are closed',
    hint: 'close each bracket where it belongs',
    message: ({ count, kind, at, closers }) =>
      malformed(
        count <= 1
          ? `the file ends before the ${kind} opened at ${at} is closed; add ${closers} at the end`
          : `the file ends with ${count} brackets still open, the last one the ${kind} opened at ${at}; close each where it belongs (${closers}, innermost first)`,
      ),
  }),
  'json.text-after-the-end': entry({
    title: 'Text after the closing brace of the file',
    hint: 'remove it, or move it inside',
    message: () => malformed('there is more after the closing } of the file; remove it, or move it inside the object'),
  }),
  'json.text-not-closed': entry({
    title: 'A text without its closing quote',
    hint: 'add the closing quote; keep each text on one line',
    message: () =>
      malformed(
        'this text has no closing double quote before the end of the line; add the closing " and keep each text on one line (write \\n for a line break)',
      ),
  }),
  'json.backslash': entry<{ path: boolean }>({
    title: 'A backslash that starts no escape',
    hint: 'write \\\\ for a backslash, or / in a path',
    message: ({ path }) =>
      malformed(
        path
          ? 'a backslash (\\) starts an escape in JSON, and paths and links are written with forward slashes; replace each \\ in this path with /'
          : 'a backslash (\\) starts an escape; write \\\\ for a backslash, \\" for a double quote, \\n for a line break',
      ),
  }),
  'json.number-form': entry({
    title: 'A number not written as JSON numbers are',
    hint: 'write digits with an optional decimal point',
    message: () =>
      malformed(
        'this number is not written as JSON numbers are; write digits with an optional decimal point, for example 3.95 (no leading zero, no + sign)',
      ),
  }),
  'json.name-without-quotes': entry<{ name: string }>({
    title: 'A property name without quotes',
    hint: 'put the name in double quotes',
    message: ({ name }) => malformed(`property names need double quotes; write "${name}"`),
  }),
  'json.keyword-case': entry<{ word: string }>({
    title: 'True, False or Null with a capital',
    hint: 'write true, false or null in lower case',
    message: ({ word }) => malformed(`write ${word} in lower case, without quotes`),
  }),
  'json.equals-sign': entry({
    title: 'An equals sign instead of a colon',
    hint: 'write a colon',
    message: () => malformed('a name and its value are joined by a colon in JSON; write a colon (:) instead of ='),
  }),
  'json.semicolon': entry({
    title: 'A semicolon instead of a comma',
    hint: 'write a comma',
    message: () => malformed('entries are separated by commas in JSON; write a comma (,) instead of ;'),
  }),
  'json.plus-sign': entry<{ number: string }>({
    title: 'A number with a + sign',
    hint: 'remove the + sign',
    message: ({ number }) => malformed(`a number has no + sign in JSON; write ${number}`),
  }),
  'json.hexadecimal-number': entry<{ decimal: number; written: string }>({
    title: 'A hexadecimal number',
    hint: 'write the number in decimal digits',
    message: ({ decimal, written }) => malformed(`write numbers in decimal digits: ${decimal}, not ${written}`),
  }),
  'json.not-a-number': entry<{ word: string }>({
    title: 'NaN or Infinity',
    hint: 'write a number',
    message: ({ word }) => malformed(`JSON has no ${word}; write a number`),
  }),
  'json.undefined': entry({
    title: 'undefined',
    hint: 'write a value, or leave the property out',
    message: () => malformed('JSON has no undefined; write a value, or leave the property out if it is optional'),
  }),
  'json.text-without-quotes': entry<{ word: string; quoted: boolean }>({
    title: 'A text without quotes',
    hint: 'put the text in double quotes',
    message: ({ word, quoted }) =>
      malformed(
        quoted
          ? `texts need double quotes; write "${word}"`
          : `"${word}" is no JSON value: texts need double quotes, and numbers, true and false are written without; write the value in one of those forms`,
      ),
  }),
  'json.name-expected': entry({
    title: 'A property name expected',
    hint: 'write a name in double quotes, then a colon',
    message: () => malformed('a property name in double quotes is expected here, as in "title": "Hello"'),
  }),
  'json.value-missing': entry({
    title: 'A value missing',
    hint: 'write a value',
    message: () =>
      malformed(
        'a value is missing here; write a text in double quotes, a number, true, false, a list [ … ] or an object { … }',
      ),
  }),
  'json.unexpected': entry<{ expected: string }>({
    title: 'Something else than JSON expects',
    hint: 'write what the message names',
    message: ({ expected }) => malformed(`expected ${expected} here; write it, or remove what stands here instead`),
  }),
  'json.nested-too-deep': entry<{ limit: number }>({
    title: 'Lists and objects nested far too deep',
    hint: 'remove the extra brackets',
    message: ({ limit }) =>
      `lists and objects are nested more than ${limit} levels deep here; page content never needs that many: remove the extra brackets`,
  }),
  'json.name-written-twice': entry<{ name: string; at: string }>({
    title: 'A property written twice in one object',
    hint: 'keep one of the two entries',
    message: ({ name, at }) =>
      `"${name}" is written twice in this object, here and at ${at}, and only the last one would count; keep one of the two and remove the other`,
  }),
  'json.invisible-character-in-a-name': entry<{ shown: string; invisibles: string; meant: string }>({
    title: 'An invisible character inside a property name',
    hint: 'type the name again',
    message: ({ shown, invisibles, meant }) =>
      `the property name "${shown}" holds ${invisibles}, which cannot be seen but makes it another name; delete the name and type it again as "${meant}"`,
  }),
  'json.space-in-a-name': entry<{ name: string; where: string; meant: string }>({
    title: 'A space inside the quotes of a property name',
    hint: 'remove the space',
    message: ({ name, where, meant }) =>
      `the property name "${name}" has a space ${where} it inside the quotes, which makes it another name; write "${meant}"`,
  }),

  // ---------------------------------------------------------------------------------------------
  // Properties: unknown, missing, misplaced.
  'property.unknown': entry<{ key: string; suggestion?: string; allowed: string }>({
    title: 'An unknown property',
    hint: 'correct the name; the allowed names follow',
    message: ({ key, suggestion, allowed }) =>
      `unknown property ${JSON.stringify(key)}${suggestion ? didYouMean(suggestion) : '; remove it.'}${allowed ? ` Allowed here: ${allowed}.` : ''}`,
  }),
  'property.prop-beside-the-type': entry<{ key: string; allowed: string }>({
    title: 'A prop written beside "type" instead of inside "props"',
    hint: 'move the entry inside "props"',
    message: ({ key, allowed }) =>
      `unknown property ${JSON.stringify(key)}; the props of a block go inside "props": { … }, so move it there. Allowed here: ${allowed}.`,
  }),
  'property.missing': entry<{ name: string; expected: string; note?: string }>({
    title: 'A required property missing',
    hint: 'add the named entry',
    message: ({ name, expected, note }) =>
      `missing required property ${JSON.stringify(name)}: add it, with ${expected} as its value${note ?? ''}`,
  }),
  'property.name-not-allowed': entry<{ key: string; rule: string }>({
    title: 'A name not allowed in this object',
    hint: 'rename it as the message says',
    message: ({ key, rule }) => `the name "${key}" is not allowed here: ${rule}; rename it`,
  }),
  'section.outside-the-list': entry<{ key: string; allowed: string }>({
    title: 'A section outside the "sections" list',
    hint: 'move it into "sections"',
    message: ({ key, allowed }) =>
      `unknown property ${JSON.stringify(key)}; a section belongs in the "sections" list: move it into "sections": [ … ]. Allowed here: ${allowed}.`,
  }),
  'section.use-and-type': entry<{ allowed: string }>({
    title: 'A section with both "use" and "type"',
    hint: 'remove one of the two',
    message: ({ allowed }) =>
      `unknown property "type"; a section either reuses a shared section ("use") or is a block ("type" and "props"), not both: remove one. Allowed here: ${allowed}.`,
  }),

  // ---------------------------------------------------------------------------------------------
  // Values of the wrong kind, form or size.
  'value.wrong-kind': entry<{ expected: string; found: string; fix: string }>({
    title: 'A value of the wrong kind',
    hint: 'write the kind of value the message names',
    message: ({ expected, found, fix }) => `expected ${expected}, found ${found}${fix}`,
  }),
  'value.not-one-of': entry<{ values: string; found: string; suggestion?: string }>({
    title: 'A value that is not one of the choices',
    hint: 'use one of the listed values',
    message: ({ values, found, suggestion }) => `expected ${values}, found ${found}${didYouMean(suggestion)}`,
  }),
  'value.icon-unknown': entry<{ found: string; suggestion?: string }>({
    title: 'An unknown icon',
    hint: 'use a name from the icon list in docs/blocks.md',
    message: ({ found, suggestion }) =>
      `unknown icon ${found}${suggestion ? `${didYouMean(suggestion)} Otherwise use` : '; use'} a name from the icon list in docs/blocks.md`,
  }),
  'value.form': entry<{ rule: string; found: string; fix?: string }>({
    title: 'A text not in the form its field takes',
    hint: 'write the text in the form the message gives',
    message: ({ rule, found, fix }) =>
      `${rule}, found ${found}; ${fix ?? "write it in that form (the field's description in docs/blocks.md gives an example)"}`,
  }),
  'value.no-form-matches': entry<{ found: string; forms: string }>({
    title: 'A value in none of the forms a field takes',
    hint: 'write one of the forms the field takes',
    message: ({ found, forms }) =>
      `this does not match any allowed form, found ${found}; write ${forms || "one of the forms the field's description in docs/blocks.md gives"}`,
  }),
  'value.rule': entry<{ text: string }>({
    title: 'A value that breaks a rule of its block',
    hint: 'do what the message says',
    message: ({ text }) => text,
  }),
  'text.empty': entry({
    title: 'An empty text where words are needed',
    hint: 'write some text',
    message: () => 'must not be empty: write some text',
  }),
  'text.too-long': entry<{ bound: string; limit: string; found: string }>({
    title: 'A text longer than its field takes',
    hint: 'shorten it',
    message: ({ bound, limit, found }) => `expected ${bound} ${limit}, found ${found}; shorten it`,
  }),
  'text.too-short': entry<{ bound: string; limit: string; found: string }>({
    title: 'A text shorter than its field takes',
    hint: 'write more',
    message: ({ bound, limit, found }) => `expected ${bound} ${limit}, found ${found}; write more`,
  }),
  'text.over-its-limit': entry<{ what: string; max: string; count: string; start: string }>({
    title: 'A text far longer than any value of its kind',
    hint: 'write the value alone',
    message: ({ what, max, count, start }) =>
      `${what} is at most ${max} characters; this one has ${count}: ${start}…"; shorten it`,
  }),
  'list.too-short': entry<{ bound: string; limit: string; found: string; difference: number }>({
    title: 'A list with too few items',
    hint: 'add items',
    message: ({ bound, limit, found, difference }) =>
      `expected ${bound} ${limit}, found ${found}; add ${difference} more`,
  }),
  'list.too-long': entry<{ bound: string; limit: string; found: string; difference: number }>({
    title: 'A list with too many items',
    hint: 'remove items',
    message: ({ bound, limit, found, difference }) =>
      `expected ${bound} ${limit}, found ${found}; remove ${difference}`,
  }),
  'number.too-small': entry<{ bound: string; limit: string; found: string }>({
    title: "A number below its field's range",
    hint: 'write a larger number',
    message: ({ bound, limit, found }) => `expected ${bound} ${limit}, found ${found}; write a larger number`,
  }),
  'number.too-large': entry<{ bound: string; limit: string; found: string }>({
    title: "A number above its field's range",
    hint: 'write a smaller number',
    message: ({ bound, limit, found }) => `expected ${bound} ${limit}, found ${found}; write a smaller number`,
  }),
  'number.out-of-range': entry<{ range: string; found: string; fix: string }>({
    title: 'A timing or size outside its range (or in the wrong unit)',
    hint: 'timings are in milliseconds: write 2000 for two seconds',
    message: ({ range, found, fix }) => `expected ${range}, found the number ${found}; ${fix}`,
  }),
  'number.above-another': entry<{ text: string }>({
    title: 'A number beyond what another prop allows',
    hint: 'write a number in the range the message gives',
    message: ({ text }) => text,
  }),
  'money.too-many-decimals': entry<{ found: number; shown: string; suggestion: number }>({
    title: 'A price with more than two decimals',
    hint: 'write the price in whole cents',
    message: ({ found, shown, suggestion }) =>
      `a price has at most two decimals (whole cents), found the number ${found}: the site would show it rounded, ${shown}, while the cart's totals and the prices search results publish would use ${found}; write ${suggestion}, or the price you mean in whole cents`,
  }),
  'date.form': patternEntry({
    title: 'A date not written as year-month-day and time',
    hint: 'write the date as in "2026-08-23T17:00:00-07:00"',
    rule: dateRule,
    fix: 'write the date in that form',
  }),
  'day.form': patternEntry({
    title: 'A day not written as year-month-day',
    hint: 'write the day as in "2026-08-23"',
    rule: dayRule,
    fix: 'write the day as year-month-day, for example "2026-08-23"',
  }),
  'date.does-not-exist': entry<{ found: string; reason: string; fix: string }>({
    title: 'A date that does not exist',
    hint: 'write a day that the month has',
    message: ({ found, reason, fix }) => `${found} is written in the right form, but ${reason}; ${fix}`,
  }),

  // ---------------------------------------------------------------------------------------------
  // Sections, shared sections and block types.
  'section.not-an-object': entry<{ found: string }>({
    title: 'A section that is not an object',
    hint: 'write the section as { "type": …, "props": { … } }',
    message: ({ found }) =>
      `expected a section object { "type": …, "props": { … } }, found ${found}; write the section between { and }`,
  }),
  'section.type-missing': entry<{ types: string }>({
    title: 'A section without its block type',
    hint: 'add "type", or "use" for a shared section',
    message: ({ types }) =>
      `missing block type: add "type" with one of ${types}, or "use" with the name of a shared section`,
  }),
  'section.type-unknown': entry<{ type: string; suggestion?: string; types: string }>({
    title: 'An unknown block type',
    hint: "correct the block's name",
    message: ({ type, suggestion, types }) =>
      `unknown block type ${type}.${suggestion ? ` Did you mean "${suggestion}"?` : ''} The block types are: ${types} (each is described in docs/blocks.md)`,
  }),
  'section.shared-file-with-sections': entry({
    title: 'A shared section file holding a "sections" list',
    hint: 'keep one section, without "sections" around it',
    message: () =>
      'a shared section file holds one section, { "type": …, "props": { … } }, without a "sections" list around it; keep one section and remove "sections"',
  }),
  'section.shared-uses-shared': entry<{ used: string }>({
    title: 'A shared section that uses another',
    hint: 'write the section itself',
    message: ({ used }) =>
      `a shared section cannot use another shared section; write the section itself here, { "type": …, "props": { … } }, for example by copying it from pages/_sections/${used}.json`,
  }),
  'section.shared-unknown': entry<{ name: string; written: string; suggestion?: string }>({
    title: 'An unknown shared section',
    hint: 'correct the name: a file name in pages/_sections/ without ".json"',
    message: ({ name, written, suggestion }) =>
      `unknown shared section ${name}: there is no file pages/_sections/${written}.json (renamed or deleted?); ${suggestion ? `did you mean "${suggestion}"? Otherwise use` : 'use'} the name of a file in pages/_sections/ (without ".json"), or create that file`,
  }),
  'section.shared-name-form': patternEntry({
    title: 'A shared section name not written as its file name',
    hint: 'write the file name without ".json"',
    rule: sharedNameRule,
    fix: 'write the name of a file in pages/_sections/ without ".json"',
  }),
  'section.id-form': patternEntry({
    title: 'A section id with spaces or capitals',
    hint: 'write the id in lowercase letters, digits and dashes',
    rule: anchorIdRule,
    fix: 'write the id in lowercase letters, digits and dashes, starting with a letter',
  }),
  'section.id-taken-by-the-page': entry<{ id: string }>({
    title: 'A section id the page itself uses',
    hint: 'give the section another id',
    message: ({ id }) =>
      `the id "${id}" is taken by the page itself (the main content, where "Skip to content" jumps); give this section another id`,
  }),
  'section.id-twice': entry<{ earlier: number; id: string; fromShared: string }>({
    title: 'Two sections of a page with one id',
    hint: 'give each section its own id',
    message: ({ earlier, id, fromShared }) =>
      `sections[${earlier}] of this page already has the id "${id}"${fromShared}, and a link "#${id}" can jump to only one of them; give this section another "id"`,
  }),
  'page.two-main-headings': entry<{ first: number; firstType: string; type: string; blocks: string }>({
    title: 'Two main headings on a page',
    hint: 'keep one block with a main heading',
    message: ({ first, firstType, type, blocks }) =>
      `a page has one main heading, and sections[${first}] (a "${firstType}") already gives it; remove this "${type}", or use a block without a main heading (${blocks} each have one)`,
  }),

  // ---------------------------------------------------------------------------------------------
  // Page paths.
  'page.path-form': patternEntry({
    title: 'A page path with capitals, spaces or other characters',
    hint: 'write the path in lowercase letters, digits and dashes',
    rule: pagePathRule,
    fix: "write the page's address in lowercase Latin letters, digits and dashes, words that say what the page is about",
  }),
  'page.path-twice': entry<{ path: string; others: string; plural: boolean }>({
    title: 'Two pages with one path',
    hint: 'give your page another "path"',
    message: ({ path, others, plural }) =>
      `duplicate path "${path}": ${others} already use${plural ? '' : 's'} it; give this page another path`,
  }),
  'page.path-of-the-gallery': entry<{ path: string; file: string; page: boolean }>({
    title: "A page at the block gallery's path",
    hint: 'give the page (or the gallery) another path',
    message: ({ path, file, page }) =>
      page
        ? `duplicate path "${path}": ${file} already uses it for the block gallery; give this page another path`
        : `duplicate path "${path}": ${file} already uses it; give the block gallery another path, for example "/blocks"`,
  }),
  'page.path-reserved': entry<{ path: string; owner: string }>({
    title: 'A page path that the build or the host already uses',
    hint: 'give the page another path',
    message: ({ path, owner }) =>
      `the path "${path}" is ${owner}: a page there would be hidden by it or cached as it is; give this page another path (one naming what it shows)`,
  }),

  // ---------------------------------------------------------------------------------------------
  // Links.
  'link.unsafe': patternEntry({
    title: 'A javascript:, data: or file: link',
    hint: 'use a page path, #, or an https:// address',
    rule: 'unsafe link: "javascript:", "data:", "vbscript:" and "file:" addresses are not allowed',
    fix: 'use a page path such as "/contact", a placeholder "#", or an https:// address',
  }),
  'link.off-site': patternEntry({
    title: 'A page link starting with // or /\\',
    hint: 'write a page path with one "/"',
    rule: 'a link to a page of this site starts with a single "/": one that starts with "//" or "/\\" leads to another site',
    fix: 'write a page path such as "/contact", or the full https:// address of the other site',
  }),
  'link.phone': patternEntry({
    title: 'A phone link with spaces or letters',
    hint: 'write the number in digits, without spaces',
    rule: 'a phone link is "tel:" and the number in digits, with an optional + in front and no spaces, for example "tel:+1321984754"',
    fix: 'write the number in digits, without spaces',
  }),
  'link.email': patternEntry({
    title: 'An email link without "mailto:" or a whole address',
    hint: 'write "mailto:" and one address',
    rule: 'an email link is "mailto:" and one address, without spaces, for example "mailto:hello@example.com"',
    fix: 'write the whole address, with the name of its domain after "@"',
  }),
  'link.web-address': patternEntry({
    title: 'A web address that is not whole',
    hint: 'write "https://" and the name of the site',
    rule: 'a web address is "https://", the name of the site (with a dot in it), then an optional path, without spaces, for example "https://example.com/pricing"',
    fix: 'write the whole address as the browser shows it (a space inside it is written %20)',
  }),
  'link.space': patternEntry({
    title: 'A link with a space in it',
    hint: 'remove the spaces',
    rule: 'a link holds no spaces or line breaks',
    fix: 'remove them (a space inside a web address is written %20)',
  }),
  'link.form': entry<{ suggestion?: string }>({
    title: 'A link that starts in no known way',
    hint: 'start it with /, #, https://, mailto: or tel:',
    message: ({ suggestion }) =>
      `a link starts with "/" (a page of this site), "#" (a placeholder or a section of the page), "https://", "mailto:" or "tel:"; ${suggestion ? write(suggestion) : 'write the link in one of those forms'}`,
  }),
  'link.not-a-page': entry<{ text: string }>({
    title: 'A link that must go to a page of the site',
    hint: 'write a page path',
    message: ({ text }) => text,
  }),
  'link.missing-page': entry<{ path: string; suggestion?: string }>({
    title: 'A link to a page that does not exist',
    hint: 'use the "path" of an existing page, or "#"',
    message: ({ path, suggestion }) =>
      `broken link: no page has the path ${path}; ${suggestion ? `did you mean "${suggestion}"? Otherwise use the "path" of a file in pages/` : 'use the "path" of a file in pages/ (for example "/contact")'} or "#" for a placeholder`,
  }),
  'link.page-moved': entry<{ path: string; namedFor: string; movedTo: string }>({
    title: 'A link to a page whose path changed',
    hint: 'link to its new path, or give the page its path back',
    message: ({ path, namedFor, movedTo }) =>
      `broken link: no page has the path ${path}: ${namedFor} now has the path "${movedTo}"; link to "${movedTo}", or give that page its path back`,
  }),
  'link.missing-section': entry<{ id: string; suggestion?: string; give: string; ids: string }>({
    title: 'A link to a section id the page does not have',
    hint: 'give the section the link should jump to that "id"',
    message: ({ id, suggestion, give, ids }) =>
      `no section on this page has the id ${id}, so the link goes nowhere; ${suggestion ? `did you mean "#${suggestion}"? Otherwise ` : ''}${give}, or use "#" for a placeholder (${ids})`,
  }),
  'link.missing-section-where-shown': entry<{
    id: string;
    path: string;
    file: string;
    suggestion?: string;
    give: string;
    ids: string;
  }>({
    title: 'A link in a shared section to an id a page using it lacks',
    hint: 'give a section of that page the id',
    message: ({ id, path, file, suggestion, give, ids }) =>
      `this shared section is on the page ${path} (${file}), where no section has the id ${id}, so the link goes nowhere there; ${suggestion ? `did you mean "#${suggestion}"? Otherwise ` : ''}${give}, or use "#" for a placeholder (${ids})`,
  }),
  'link.missing-section-of-a-page': entry<{
    path: string;
    file: string;
    id: string;
    suggestion?: string;
    give: string;
    ids: string;
  }>({
    title: 'A link to a section another page does not have',
    hint: 'give a section there that id, or link to the page alone',
    message: ({ path, file, id, suggestion, give, ids }) =>
      `broken link: the page ${path} (${file}) has no section with the id ${id}; ${suggestion ? `did you mean "${path}#${suggestion}"? Otherwise ` : ''}${give}, or link to the page alone, "${path}" (${ids})`,
  }),
  'link.section-in-the-site-file': entry<{ id: string }>({
    title: 'A "#id" link in a file whose links show on every page',
    hint: 'write the page\'s path before "#"',
    message: ({ id }) =>
      `the link "#${id}" is in a file whose links show on every page, and only a page with a section "id": "${id}" has somewhere to jump; write that page's path before it, for example "/pricing#${id}", or use "#" for a placeholder`,
  }),

  // ---------------------------------------------------------------------------------------------
  // Images and the files of public/.
  'image.on-your-computer': patternEntry({
    title: "An image path on the author's computer",
    hint: 'copy the image into public/images/',
    rule: 'this is the place of a file on your computer, which visitors cannot reach: images must live in public/',
    fix: 'copy the file into public/images/ and write its path from "/images", for example "/images/logo.png"',
  }),
  'image.on-another-site': patternEntry({
    title: 'An image on another site',
    hint: 'download the image into public/images/',
    rule: 'images must live in public/: the site loads no image from another site',
    fix: 'download the image, put it in public/images/ and write its path from "/images", for example "/images/banners/iot.svg"',
  }),
  'image.off-site': patternEntry({
    title: 'An image path starting with // or /\\',
    hint: 'write the path of a file in public/ with one "/"',
    rule: 'an image path starts with a single "/" and points into public/: one that starts with "//" or "/\\" loads the image from another site',
    fix: 'write the path of a file in public/, for example "/images/products/t-shirt.svg"',
  }),
  'image.path-form': patternEntry({
    title: 'An image path without its "/" or with spaces',
    hint: 'write the path from "/", without spaces',
    rule: imagePathRule,
    fix: 'write the path of the file from "/", as it is named in public/ (a name with spaces needs renaming, or %20 for each space)',
  }),
  'image.missing': entry<{ file: string; fix: string }>({
    title: 'An image file that does not exist',
    hint: 'correct the path or add the image to public/images/',
    message: ({ file, fix }) => `missing image: there is no file ${file}; ${fix}`,
  }),
  'image.too-large': entry<{ file: string; size: string; limit: string; shownOn: string }>({
    title: 'An image far too large for visitors',
    hint: 'save the image smaller, about 2,500 px on its long side',
    message: ({ file, size, limit, shownOn }) =>
      `${file}${shownOn} is ${size}, over the ${limit} an image of the site may have: every visitor's page would wait for it, and each build reads it whole; save it as a JPEG about 2,500 px on its long side (any photo editor's Export), which is still sharp on any screen, and put that in its place`,
  }),
  'image.too-many-pixels': entry<{ file: string; size: string; limit: string; shownOn: string }>({
    title: 'A photo larger than the build can read',
    hint: 'save the photo smaller, about 2,500 px on its long side',
    message: ({ file, size, limit, shownOn }) =>
      `${file}${shownOn} is ${size}, more than the ${limit} the build reads to make the light copies visitors get; save it as a JPEG about 2,500 px on its long side (any photo editor's Export), which is still sharp on any screen, and put that in its place`,
  }),
  'image.other-proportions': entry<{ written: string; file: string; actual: string; width: number; height: number }>({
    title: 'A width and height with other proportions than the image',
    hint: 'leave out "width" and "height": they are read from the file',
    message: ({ written, file, actual, width, height }) =>
      `the image is written as ${written}, but ${file} is ${actual}: other proportions, so the page would move as the image loads; leave out "width" and "height" (the build reads them from the file) or write "width": ${width}, "height": ${height}`,
  }),
  'image.size-unknown': entry<{ file: string; why: string }>({
    title: 'An image whose size the file does not say',
    hint: 'write "width" and "height"',
    message: ({ file, why }) =>
      `the size of ${file} cannot be read from the file (${why}), and the page needs it to keep the image's place while it loads; write "width" and "height" (its size in pixels, or any two numbers of its proportions)`,
  }),
  'image.unsafe-svg': entry<{ file: string; what: string; line: number }>({
    title: 'An SVG file that holds a script or loads from elsewhere',
    hint: 'export the picture again as plain SVG, or as PNG',
    message: ({ file, what, line }) =>
      `${file} holds ${what} on line ${line}, and a picture served from the site's own address must not: opened on its own, it would run or load that as the site; export the picture again as plain SVG from a vector editor (or as PNG), without scripts, links or embedded HTML`,
  }),

  // ---------------------------------------------------------------------------------------------
  // Products and prices.
  'product.unknown': entry<{ id: number; written: string; ids: string }>({
    title: 'An unknown product id',
    hint: 'use the "id" of a product in pages/_catalogue.json',
    message: ({ id, written, ids }) =>
      `unknown product: pages/_catalogue.json has no product with the id ${id}${written}; use the "id" of one of its products (${ids})`,
  }),
  'catalogue.currency-code-form': patternEntry({
    title: 'A currency not named by its three-letter code',
    hint: 'write the ISO 4217 code of the currency, in capitals',
    rule: currencyCodeRule,
    fix: 'write the code of the currency the prices are in, for example "USD" for US dollars or "EUR" for euros',
  }),
  'product.id-twice': entry<{ id: number }>({
    title: 'Two products with one id',
    hint: 'give each product its own id',
    message: ({ id }) =>
      `duplicate product id ${id}: every product needs its own id; give this one a number no other product has`,
  }),

  // ---------------------------------------------------------------------------------------------
  // The site file: theme values, menus, language, address.
  'theme.colour-form': patternEntry({
    title: 'A colour by name or in another form',
    hint: 'write the colour\'s code, "#" and six digits',
    rule: colourRule,
    fix: "write the colour's code instead (a colour picker, in your editor or online, gives it)",
  }),
  'theme.gradient-form': patternEntry({
    title: 'A gradient not written as CSS',
    hint: 'the message ends with the part to fix',
    rule: gradientRule,
    fix: 'check the commas and spaces between its parts',
  }),
  'theme.font-family-form': patternEntry({
    title: 'A font family that is not a CSS list',
    hint: 'write only the list of fonts, ending with a generic family',
    rule: fontFamilyRule,
    fix: 'write only the list of fonts, ending with a generic family such as sans-serif',
  }),
  'theme.contrast': entry<{ pair: string; ratio: string; needed: string; what: string; fix: string }>({
    title: 'Text colours too faint on the backgrounds they are shown on',
    hint: 'write a colour that keeps 4.5:1 with its background',
    message: ({ pair, ratio, needed, what, fix }) =>
      `${pair}: a contrast of ${ratio}:1, below the ${needed}:1 that WCAG AA asks of text, so many visitors could not read ${what}; ${fix}`,
  }),
  'site.language-form': patternEntry({
    title: 'A language not written as its code',
    hint: 'write the language code, with a dash',
    rule: languageRule,
    fix: 'write the code of the site\'s language, for example "en" for English',
  }),
  'site.address-form': patternEntry({
    title: "The site's address not written as https:// and a name",
    hint: 'write the address of the home page, starting with https://',
    rule: siteAddressRule,
    fix: "write the address of the site's home page",
  }),
  'site.unknown-menu': entry<{ menu: string; menus: string }>({
    title: 'A header naming a menu that does not exist',
    hint: 'use one of the menus, or add it',
    message: ({ menu, menus }) => `unknown menu "${menu}"; use one of the menus (${menus}) or add "${menu}" to "menus"`,
  }),
  'locale.prefix-form': patternEntry({
    title: 'A language prefix not written as "/" and a word',
    hint: 'write "/" and lowercase letters, digits or dashes',
    rule: 'a language prefix is "/" and lowercase letters, digits and dashes, for example "/de"',
    fix: 'write "/" and the language\'s code in lowercase, for example "/de"',
  }),
  'locale.code-twice': entry<{ code: string }>({
    title: 'A language declared twice',
    hint: 'keep one',
    message: ({ code }) => `the language "${code}" is declared twice in "locales"; keep one of them`,
  }),
  'locale.code-is-default': entry<{ code: string }>({
    title: 'The default language among the further ones',
    hint: 'list only the further languages in "others"',
    message: ({ code }) =>
      `"${code}" is the site's default language ("lang"); "others" lists only the languages the site is translated into, so remove it from there`,
  }),
  'locale.prefix-twice': entry<{ prefix: string; other: string }>({
    title: 'Two languages with one prefix',
    hint: 'give each language its own prefix',
    message: ({ prefix, other }) =>
      `the prefix "${prefix}" is also the one of ${other}: two languages' pages would share one address; give each language its own "prefix"`,
  }),
  'locale.undeclared-folder': entry<{ folder: string; code: string; declared: string }>({
    title: 'A folder of translations into a language the site does not declare',
    hint: 'add the language to "locales", or move the file',
    message: ({ folder, code, declared }) =>
      `${folder} would hold translations into "${code}", which is not one of the site's languages (${declared}); add it to "locales" in pages/_site.json, or move the file to pages/ if it is a page`,
  }),

  // ---------------------------------------------------------------------------------------------
  // Translations: pages/<code>/ beside the pages they translate.
  'translation.no-source': entry<{ source: string }>({
    title: 'A translation of a file that does not exist',
    hint: 'delete it, or name it as the file it translates',
    message: ({ source }) =>
      `this translates ${source}, which does not exist, so it is not published; delete it if its source was removed, or give it the name of the file it translates (pages/<code>/<name>.json translates pages/<name>.json)`,
    warning: true,
  }),
  'translation.structure-changed': entry<{ what: string }>({
    title: "A translation that does not follow the source's structure",
    hint: 'keep the sections, types, ids and lists of the source',
    message: ({ what }) =>
      `${what}: a translation keeps the source's structure (the same sections in the same order, their types and ids, and as many items in each list), so the source's texts are shown here until it does; write it as the source has it now`,
    warning: true,
  }),
  'translation.from-source': entry<{ value: string }>({
    title: 'A value that is not translated, written in a translation',
    hint: 'remove it from the translation',
    message: ({ value }) =>
      `this comes from the source page (there ${value}) in every language: only texts, links and images are translated; remove it from the translation`,
  }),
  'translation.not-in-source': entry({
    title: 'A translation of something the source does not have',
    hint: 'remove it, or add it to the source first',
    message: () =>
      'the source has nothing here to translate, so this is not shown; remove it from the translation, or add it to the source first',
    warning: true,
  }),
  'translation.missing': entry<{ locale: string; source: string; text: string; shown: string }>({
    title: 'A text with no translation',
    hint: 'translate it',
    warning: true,
    message: ({ locale, source, text, shown }) =>
      `no translation into "${locale}" of the text at ${source} ("${text}"); ${shown}; translate it here`,
  }),
  'translation.stale': entry<{ source: string; text: string; file: string }>({
    title: 'A translation of a text that has changed since',
    hint: 'update the translation, then stamp it',
    warning: true,
    message: ({ source, text, file }) =>
      `stale: the source text changed since this was translated (${source} now says "${text}"), so that text is shown meanwhile; update the translation, then stamp it with npm run translations -- stamp ${file}`,
  }),
  'translation.not-stamped': entry<{ source: string; file: string }>({
    title: 'A translation without the fingerprint of its source text',
    hint: 'stamp it once it is checked',
    warning: true,
    message: ({ source, file }) =>
      `no fingerprint of the source text this translates (${source}), so a later change to it would go unnoticed; once the translation is checked, stamp it with npm run translations -- stamp ${file}`,
  }),
  'translation.section-untranslated': entry<{ locale: string; section: string; translation: string }>({
    title: 'A shared section with no translation',
    hint: 'translate the shared section',
    warning: true,
    message: ({ locale, section, translation }) =>
      `the shared section ${section} has no translation into "${locale}", so its texts show in the default language here; translate it in ${translation}`,
  }),
  'translation.held': entry<{ locale: string; missing: number; stale: number }>({
    title: 'A page held back until its translation is complete',
    hint: 'translate and stamp its missing and stale texts',
    message: ({ locale, missing, stale }) =>
      `not published in "${locale}": ${missing} text${missing === 1 ? '' : 's'} missing and ${stale} stale, and "missing": "hold" keeps a page back until every text is translated and up to date; translate them, or set "missing": "fallback"`,
  }),
  'translation.summary': entry<{ locale: string; percent: number; stale: number; missing: number }>({
    title: "A language's translation, in figures",
    hint: 'translate the missing texts and update the stale ones',
    message: ({ locale, percent, stale, missing }) =>
      `${locale}: ${percent}% translated, ${stale} stale, ${missing} missing`,
  }),
  'schema.path': entry<{ path: string; found: string }>({
    title: 'A "$schema" other than the project\'s own',
    hint: 'write the path the message gives, or remove the line',
    message: ({ path, found }) =>
      `"$schema" names the JSON Schema of this file for your code editor: write ${JSON.stringify(path)}, or leave "$schema" out, found ${found}`,
  }),

  // ---------------------------------------------------------------------------------------------
  // Texts.
  'text.markup': entry<{ text: string }>({
    title: 'HTML in a text',
    hint: 'write \\n for a new line; leave out HTML',
    message: ({ text }) => text,
  }),
  'text.entity': entry<{ text: string }>({
    title: 'An HTML entity in a text',
    hint: 'type the character itself',
    message: ({ text }) => text,
  }),
  'text.line-break-with-two-backslashes': entry<{ text: string }>({
    title: 'A line break typed with two backslashes',
    hint: 'type \\n with one backslash',
    message: ({ text }) => text,
  }),
  'text.spaces-only': entry<{ text: string }>({
    title: 'A text of spaces only',
    hint: 'write some text, or ""',
    message: ({ text }) => text,
  }),
  'text.rich-text': entry<{ text: string }>({
    title: 'Markup or a link of a rich text that cannot be read',
    hint: 'do what the message says',
    message: ({ text }) => text,
  }),
  'text.placeholder': entry<{ token: string; known: string; fix: string }>({
    title: 'A placeholder spelt otherwise',
    hint: 'write the placeholder exactly as the field names it',
    message: ({ token, known, fix }) =>
      `"${token}" is not replaced by anything here and would be read out as it is: this text's placeholders are ${known}; ${fix}`,
  }),

  // ---------------------------------------------------------------------------------------------
  // Forms.
  'form.endpoint': entry<{ found: string; fix: string }>({
    title: 'A form endpoint that cannot be used',
    hint: 'write the https:// address the form service gives you',
    message: ({ found, fix }) =>
      `a form endpoint is the "https://" address a form service gives you, for example "https://formspree.io/f/abcdwxyz", ${found}; ${fix}`,
  }),
  'form.mail-address': entry<{ found: string; fix: string }>({
    title: 'A mail address that is not one',
    hint: 'write one address',
    message: ({ found, fix }) =>
      `a mail address is a name, "@" and a domain, for example "hello@example.com", ${found}; ${fix}`,
  }),
  'form.mode-needs-a-setting': entry<{ mode: string; key: string; what: string; example: string }>({
    title: 'A delivery mode without the setting it needs',
    hint: 'add the setting the message names',
    message: ({ mode, key, what, example }) =>
      `"mode": "${mode}" needs "${key}", ${what}, for example "${key}": ${example}`,
  }),
  'form.setting-of-another-mode': entry<{ key: string; mode: string; current: string; note: string }>({
    title: 'A delivery setting of another mode',
    hint: 'write the mode it belongs to, or remove it',
    message: ({ key, mode, current, note }) =>
      `"${key}" is used with "mode": "${mode}" only, and this delivery's mode is "${current}"${note}; write "mode": "${mode}", or remove "${key}"`,
  }),
  'form.field-name-form': patternEntry({
    title: 'A form field name with capitals, spaces or dashes',
    hint: 'write the name in lowercase letters and underscores',
    rule: fieldNameRule,
    fix: 'write the name in lowercase letters, with "_" between words',
  }),
  'form.field-name-twice': entry<{ name: string }>({
    title: 'Two fields of a form with one name',
    hint: 'give each field its own name',
    message: ({ name }) =>
      `duplicate field name "${name}": every field needs its own name; give this field another "name"`,
  }),
  'form.required-message-missing': entry({
    title: 'A required field without its message',
    hint: 'add "requiredMessage"',
    message: () =>
      'a required field needs a "requiredMessage", the text shown when it is left empty; add it, for example "requiredMessage": "Please enter your email"',
  }),
  'form.select-without-options': entry({
    title: 'A "select" field without choices',
    hint: 'add "options"',
    message: () =>
      'a "select" field needs "options": the list of choices, for example the countries; add "options": [ … ]',
  }),
  'form.options-not-select': entry<{ kind: string }>({
    title: '"options" on a field that is not a "select"',
    hint: 'remove "options", or make the field a "select"',
    message: ({ kind }) =>
      `"options" only applies to a "select" field; this field is "${kind}": remove "options", or write "kind": "select"`,
  }),
  'form.autofill-form': patternEntry({
    title: 'An autofill hint with capitals or other characters',
    hint: 'write the hint in lowercase, as browsers know it',
    rule: autofillRule,
    fix: 'write the hint in lowercase letters, digits and dashes',
  }),
  'form.name-form': patternEntry({
    title: 'A form name with capitals or spaces',
    hint: 'write the name in lowercase letters, digits and dashes',
    rule: formNameRule,
    fix: 'write the name in lowercase letters and digits, words joined by dashes',
  }),
  // ---------------------------------------------------------------------------------------------
  // Rules of one block, or of shared settings.
  'carousel.breakpoint': entry({
    title: 'A carousel width that is not one of the breakpoints',
    hint: 'use one of the screen widths listed',
    rule: breakpointRule,
    message: () => breakpointRule,
  }),
  'carousel.table-without-zero': entry({
    title: 'Items per view not starting at "0"',
    hint: 'start the table at "0"',
    message: () =>
      'start the table at "0", the number of items on the narrowest screens, for example { "0": 1, "768": 2 }',
  }),
  'props.setting-needed': entry<{ text: string }>({
    title: 'A layout or setting that needs another prop',
    hint: 'add the prop the message names',
    message: ({ text }) => text,
  }),
  'collection.slug-form': entry<{ file: string; usable: string }>({
    title: 'An entry file whose name cannot be its address',
    hint: 'rename the file in lowercase letters, digits and dashes',
    message: ({ file, usable }) =>
      `an entry's file name is its address (pages/blog/my-post.json is /blog/my-post), so it is written in lowercase letters, digits and dashes; rename ${file}${usable ? ` to ${usable}` : ''}`,
  }),
  'collection.layout-missing': entry<{ collection: string; count: number }>({
    title: 'A collection without its layout',
    hint: 'create the layout file, for example by copying the shipped one',
    message: ({ collection, count }) =>
      `pages/${collection}/ holds ${count === 1 ? 'an entry' : `${count} entries`} but there is no pages/_layouts/${collection}.json, the page they are shown on; create it (a page without "path", "title" and "description", with one section { "entry": true, "props": { … } }), for example by copying the template's`,
  }),
  'collection.layout-unknown': entry<{ name: string; names: string; suggestion?: string }>({
    title: 'A layout for no collection',
    hint: 'name the layout after a collection',
    message: ({ name, names, suggestion }) =>
      `there is no collection "${name}": a layout is named after the folder of its entries (${names})${suggestion ? `; did you mean pages/_layouts/${suggestion}.json?` : ''}`,
  }),
  'collection.entry-section-missing': entry<{ collection: string }>({
    title: 'A layout without the section that shows the entry',
    hint: 'add { "entry": true, "props": { … } } where the entry shows',
    message: ({ collection }) =>
      `a layout needs the section that shows the entry itself: add { "entry": true, "props": { … } } among "sections" where each ${collection} entry should show`,
  }),
  'collection.entry-section-twice': entry<{ first: number }>({
    title: 'A layout showing the entry twice',
    hint: 'keep one { "entry": true } section',
    message: ({ first }) =>
      `sections[${first}] already shows the entry; a page shows its entry once: remove this section`,
  }),
  'collection.tag-two-ways': entry<{ field: string; written: string; other: string; file: string }>({
    title: 'One tag written two ways',
    hint: 'write the tag as the other entries do',
    message: ({ field, written, other, file }) =>
      `the ${field} "${written}" is written "${other}" in ${file}: one ${field} written two ways would get two pages and two counts; write it "${other}" (or change it there)`,
  }),
  'collection.held-back': entry<{ reason: string }>({
    title: 'An entry not published yet',
    hint: 'nothing to do, unless it should be published',
    message: ({ reason }) => reason,
  }),
  'collection.published-early': entry<{ date: string; today: string; path: string }>({
    title: 'An entry published before its date',
    hint: 'nothing to do if it should be on the site already',
    message: ({ date, today, path }) =>
      `dated ${date}, after today (${today}), and published now at ${path}, since "collections.future" in pages/_site.json is "publish"; set it to "hold" to keep such entries back until their day`,
  }),
  'listing.unknown-collection': entry<{ name: string; names: string; suggestion?: string }>({
    title: 'A listing of a collection that does not exist',
    hint: 'name a collection: a folder of entries',
    message: ({ name, names, suggestion }) =>
      `there is no collection "${name}"; a listing shows the entries of one of ${names}${suggestion ? `: did you mean "${suggestion}"?` : ''}`,
  }),
  'listing.no-entries': entry<{ what: string; fix: string }>({
    title: 'A listing with nothing to list',
    hint: 'name a tag or category some entry has, or add an entry',
    message: ({ what, fix }) => `${what}, so this listing would be empty; ${fix}`,
  }),
  'listing.unknown-entry': entry<{ name: string; collection: string; suggestion?: string }>({
    title: 'A listing naming an entry that does not exist',
    hint: 'name the file of an entry, without ".json"',
    message: ({ name, collection, suggestion }) =>
      `there is no entry pages/${collection}/${name}.json (renamed, deleted or a draft?); ${suggestion ? `did you mean "${suggestion}"? Otherwise name` : 'name'} an entry by its file name without ".json"`,
  }),
  'props.unknown-post': entry<{ text: string }>({
    title: 'A post named by a title no post has',
    hint: 'use the title of one of the posts',
    message: ({ text }) => text,
  }),
  'props.id-twice': entry<{ text: string }>({
    title: 'Two items of a block with one id',
    hint: 'give each item its own id',
    message: ({ text }) => text,
  }),

  // ---------------------------------------------------------------------------------------------
  // Warnings of the SEO lint (docs/seo.md).
  'seo.title-length': entry<{ shown: string; length: number; side: string; min: number; max: number }>({
    title: 'A title too short or too long for search results',
    hint: 'write a title of 20-60 characters in all',
    warning: true,
    message: ({ shown, length, side, min, max }) =>
      `the title as search results show it ("${shown}", with the site's titleSuffix) has ${length} characters: too ${side}; write a title of ${min}-${max} characters in all, suffix included, that says what the page is about`,
  }),
  'seo.description-length': entry<{ length: number; side: string; min: number; max: number }>({
    title: 'A description too short or too long for search results',
    hint: 'write 50-160 characters',
    warning: true,
    message: ({ length, side, min, max }) =>
      `the description has ${length} characters: too ${side} for search results; write ${min}-${max} characters`,
  }),
  'seo.same-title-or-description': entry<{ field: string; file: string }>({
    title: 'Two pages with one title or description',
    hint: 'give each page its own',
    warning: true,
    message: ({ field, file }) =>
      `the same ${field} as ${file}: search results cannot tell the two pages apart; give this page a ${field} of its own`,
  }),
  'seo.alt-is-a-file-name': entry<{ alt: string }>({
    title: 'Alt text that is a file name',
    hint: 'describe what the image shows',
    warning: true,
    message: ({ alt }) =>
      `the alt text "${alt}" is a file name; describe what the image shows, for example "Two engineers at a server rack"`,
  }),
  'seo.alt-empty-on-content': entry<{ type: string }>({
    title: 'Empty alt text on an image that is content',
    hint: 'describe what the image shows',
    warning: true,
    message: ({ type }) =>
      `the alt text is empty, but this "${type}" image is content, not decoration; describe what it shows`,
  }),
  'seo.vague-link-text': entry<{ words: string }>({
    title: 'Link text that does not say where it goes',
    hint: 'write words that do, or add "context"',
    warning: true,
    message: ({ words }) =>
      `the link text "${words}" does not say where the link goes; write words that do, or add "context" (read by screen readers and search engines) where the block offers it`,
  }),
  'seo.vague-link-words-in-a-text': entry<{ link: string; at: number; words: string }>({
    title: 'Link words inside a text that do not say where the link goes',
    hint: 'write words that do',
    warning: true,
    message: ({ link, at, words }) =>
      `the link "${link}" at character ${at}: its words "${words}" do not say where the link goes; write words that do`,
  }),
  'seo.template-name': entry<{ text: string; template: string; brand: string; site: string }>({
    title: "The template's name in a rebranded site",
    hint: 'write {brand}, or reword the text',
    warning: true,
    message: ({ text, template, brand, site }) =>
      `"${text}" names the template ("${template}") in a site branded "${brand}"; write {brand} where the text means the brand (it is replaced by brand.name in ${site}), or reword it`,
  }),
  'seo.template-artwork': entry<{ text: string; template: string; brand: string; site: string }>({
    title: "The template's logo or artwork in a rebranded site",
    hint: 'put your logo in its place',
    warning: true,
    message: ({ text, template, brand, site }) =>
      `${text} is the template's own logo or artwork ("${template}") in a site branded "${brand}"; put your logo in its place, or use brand.logo's image from ${site}`,
  }),
  'seo.no-main-heading': entry({
    title: 'A rendered page without an h1',
    hint: 'start the page with a block that has one',
    warning: true,
    message: () =>
      'the rendered page has no h1 heading; start the page with a block that has one, such as "pageTitle" or a banner',
  }),
  'seo.second-main-heading': entry<{ count: number; text: string; block: string }>({
    title: 'A rendered page with several h1 headings',
    hint: 'keep one block that shows the page title as h1',
    warning: true,
    message: ({ count, text, block }) =>
      `the rendered page has ${count} h1 headings; this second one ("${text}", from ${block}) should be the only h1 or go; keep one block that shows the page title as h1`,
  }),
  'seo.heading-levels-skip': entry<{ from: number; fromText: string; to: number; toText: string; block: string }>({
    title: 'Heading levels that skip one',
    hint: 'reorder the sections or pick other blocks',
    warning: true,
    message: ({ from, fromText, to, toText, block }) =>
      `heading levels skip from h${from} ("${fromText}") to h${to} ("${toText}", from ${block}); reorder the sections or pick blocks so that each heading is at most one level below the one before`,
  }),
  'form.delivers-nowhere': entry<{ button: string; whose: string }>({
    title: 'A form that delivers nowhere',
    hint: 'set where the forms deliver',
    warning: true,
    message: ({ button, whose }) =>
      `this form delivers nowhere (the form with the button "${button}"): the "demo" delivery of ${whose} sends nothing, yet visitors see the confirmation; set ${whose} to a form service, Netlify Forms or an email address (${seeDeploy})`,
  }),
  'form.password-sent': entry<{ name: string; mode: string }>({
    title: 'A password field in a form that delivers',
    hint: 'remove the field',
    warning: true,
    message: ({ name, mode }) =>
      `the password field "${name}" is never sent: this form delivers with "mode": "${mode}", and a form service or a mailbox is no place for a password; remove the field`,
  }),
  'seo.page-not-linked': entry<{ path: string }>({
    title: 'A page nothing links to',
    hint: 'add it to a menu or link to it',
    warning: true,
    message: ({ path }) =>
      `no menu, footer or other page links to "${path}": visitors and search engines cannot find it; add it to a menu in pages/_site.json or link to it from another page`,
  }),
  'seo.noindex-in-the-sitemap': entry<{ sitemap: string }>({
    title: 'A "noindex" page listed in a sitemap',
    hint: 'remove it from the sitemap, or drop "noindex"',
    warning: true,
    message: ({ sitemap }) =>
      `the page is marked "noindex" but ${sitemap} lists it: search engines get two opposite answers; remove it from the sitemap or drop "noindex"`,
  }),
};

export type MessageCode = keyof typeof messages;
type ParamsOf<C extends MessageCode> = Parameters<(typeof messages)[C]['message']>[0];

/** A problem as the checks report it: its code and its words (and, where one was checked, the fix it offers). */
export interface Problem {
  code: MessageCode;
  message: string;
}

/** The message of `code` for what was found. */
export function say<C extends MessageCode>(code: C, ...params: ParamsOf<C> extends void ? [] : [ParamsOf<C>]): Problem {
  const { message } = messages[code] as MessageEntry<ParamsOf<C>>;
  return { code, message: message(params[0] as ParamsOf<C>) };
}

export const isMessageCode = (code: unknown): code is MessageCode =>
  typeof code === 'string' && Object.hasOwn(messages, code);
