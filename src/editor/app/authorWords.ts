// The validator's messages in the editor's words. npm run validate speaks to someone editing JSON
// ("add it, with a text (in double quotes) as its value"); in the editor the author fills in fields,
// so the same problem is said as what to do there ("Title is empty: fill it in"). The command line
// keeps its messages: they are translated here, in one place, on their way to the editor's screen.
import { labelOf } from './schemaFields';
import { say, type WordKey } from './words';

/** What a missing value is, as the validator names it, and how the editor asks for it. */
const missingWords: [RegExp, WordKey][] = [
  [/^a text/, 'messageFillIn'],
  [/^a (whole )?number/, 'messageNeedsNumber'],
  [/^true or false/, 'messageChooseYesNo'],
  [/^a list/, 'messageNeedsEntry'],
];

type Rule = [RegExp, (match: RegExpMatchArray) => string];

/** Whole messages that only make sense in a file, and what they become. */
const rules: Rule[] = [
  [
    /^missing required property "([^"]+)": add it, with (.+) as its value$/,
    ([, key, expected]) =>
      say(missingWords.find(([pattern]) => pattern.test(expected))?.[1] ?? 'messageMissing', {
        field: labelOf(key),
      }),
  ],
  [
    /^expected at least (\d+) items?, found (\d+); add (\d+) more$/,
    ([, fewest, , more]) => say('messageAtLeast', { fewest, more }),
  ],
  [/^expected a text \(in double quotes\), found .*$/, () => say('messageWriteText')],
  [/^expected a (whole )?number, found .*$/, () => say('messageTypeNumber')],
  [
    /^unknown property "([^"]+)"(?:; did you mean "([^"]+)"\?)?.*$/,
    ([, key, meant]) =>
      meant ? say('messageUnknownSettingMeant', { key, meant: labelOf(meant) }) : say('messageUnknownSetting', { key }),
  ],
];

/** Phrases of JSON inside any message, and the editor's words for them. */
const phrases: Rule[] = [
  [/ \(in double quotes\)/g, () => ''],
  [/; (remove the double quotes|put it in double quotes): [^;]*/g, () => ''],
  [/write a value instead of null, or leave the property out if it is optional/g, () => say('messageFillInShort')],
  [/a list \[ … \]/g, () => say('messageAList')],
  [/an object \{ … \}/g, () => say('messageAGroup')],
  [/"id": "([^"]+)"/g, ([, id]) => say('messageAnchor', { id })],
  [/the "path" of a file in pages\//g, () => say('messagePagePath')],
  [/"([a-z][A-Za-z]*)": ("[^"]*"|\d+|true|false)/g, ([, key, value]) => `${labelOf(key)} ${value}`],
  [/\bproperty\b/g, () => say('messageSetting')],
];

/** `message` (the validator's, as npm run validate prints it) in the editor's words. */
export function forAuthors(message: string): string {
  for (const [pattern, words] of rules) {
    const match = message.match(pattern);
    if (match) return words(match);
  }
  return phrases.reduce(
    (text, [pattern, words]) => text.replace(pattern, (...match) => words(match as unknown as RegExpMatchArray)),
    message,
  );
}

/** Where a problem is, in the form's words: "sections[2].props.boxes[0].title" → "Boxes › 1 › Title". */
export function placeWords(path: readonly (string | number)[]): string {
  const inSection = path[0] === 'sections' && typeof path[1] === 'number' && path[2] === 'props';
  return (inSection ? path.slice(3) : path)
    .map((part) => (typeof part === 'number' ? String(part + 1) : labelOf(part)))
    .join(' › ');
}
