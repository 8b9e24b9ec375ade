// A translation kept in step with an edit of its source that changes its structure: items taken out
// of a list (the editor deleting a page takes its menu entry away) go from the translation, items put
// in (a new menu entry) come in empty, so their texts count as missing and the others stay translated,
// and a property the source lost (a form taken off a section) goes with its texts. The fingerprints
// of the texts move with their items, so the translation keeps its source's structure and stays stamped.
import { formatJsonPath, type JsonPath } from '../../problems/contentIssue';
import { isJsonObject } from '../jsonSource';
import { SOURCES_KEY } from './fingerprints';

/** An item as it reads without its links: the same entry with a link sent elsewhere is still that entry. */
const withoutLinks = (value: unknown): string =>
  JSON.stringify(value, (key, item: unknown) => (key === 'href' ? undefined : item));

/** Each index of `longer` kept in `shorter`, in order, or undefined when `shorter` is not `longer` with items taken out. */
function keptIndexes(longer: unknown[], shorter: unknown[]): number[] | undefined {
  const kept: number[] = [];
  let next = 0;
  longer.forEach((item, index) => {
    if (next < shorter.length && withoutLinks(item) === withoutLinks(shorter[next])) {
      kept.push(index);
      next++;
    }
  });
  return next === shorter.length ? kept : undefined;
}

/** Old path → new path of every item that moved (null: taken out), at any depth. */
type Moves = Map<string, JsonPath | null>;

function follow(before: unknown, after: unknown, translation: unknown, path: JsonPath, moves: Moves): unknown {
  if (Array.isArray(before) && Array.isArray(after) && Array.isArray(translation)) {
    if (translation.length !== before.length) return translation;
    if (after.length > before.length) return followInsertion(before, after, translation, path, moves);
    const kept = before.length === after.length ? before.map((_, index) => index) : keptIndexes(before, after);
    if (!kept) return translation;
    before.forEach((_, index) => {
      if (!kept.includes(index)) moves.set(formatJsonPath([...path, index]), null);
    });
    return kept.map((from, to) => {
      if (from !== to) moves.set(formatJsonPath([...path, from]), [...path, to]);
      return follow(before[from], after[to], translation[from], [...path, to], moves);
    });
  }
  if (isJsonObject(before) && isJsonObject(after) && isJsonObject(translation))
    return Object.fromEntries(
      Object.entries(translation).flatMap(([key, value]) => {
        if (Object.hasOwn(before, key) && !Object.hasOwn(after, key)) {
          moves.set(formatJsonPath([...path, key]), null);
          return [];
        }
        return [[key, follow(before[key], after[key], value, [...path, key], moves)]];
      }),
    );
  return translation;
}

/**
 * A list the source put items into: each new item is an empty object in the translation, which the
 * merge fills from the source and counts as missing. A new item that is not an object (a text of a
 * list of texts) has no empty form, so such a list is left as it was, for the translator to follow.
 */
function followInsertion(before: unknown[], after: unknown[], translation: unknown[], path: JsonPath, moves: Moves) {
  const placed = keptIndexes(after, before);
  if (!placed || after.some((item, index) => !placed.includes(index) && !isJsonObject(item))) return translation;
  return after.map((item, to) => {
    const from = placed.indexOf(to);
    if (from < 0) return {};
    if (from !== to) moves.set(formatJsonPath([...path, from]), [...path, to]);
    return follow(before[from], item, translation[from], [...path, to], moves);
  });
}

/**
 * `translation` (a translation file's value) after its source went from `before` to `after`: the list
 * items the source lost taken out of it, those it gained put in empty, the properties it lost taken
 * out, and its fingerprints' paths moved with the items that moved. Unchanged where the edit changed
 * no structure, or changed it in a way it cannot follow (items both put in and taken out of one list).
 */
export function followedTranslation(before: unknown, after: unknown, translation: unknown): unknown {
  if (!isJsonObject(translation)) return translation;
  const moves: Moves = new Map();
  const { [SOURCES_KEY]: sources, ...rest } = translation;
  const followed = follow(before, after, rest, [], moves) as Record<string, unknown>;
  if (!isJsonObject(sources)) return followed;
  // A fingerprint's path starts with the path of the item it is in: the longest one that moved says where it went.
  const moved = [...moves.entries()].sort(([a], [b]) => b.length - a.length);
  const keptPrints = Object.entries(sources).flatMap(([key, print]) => {
    const move = moved.find(([from]) => key === from || key.startsWith(`${from}.`) || key.startsWith(`${from}[`));
    if (!move) return [[key, print]];
    // The fingerprints of an item taken out go with it.
    return move[1] ? [[`${formatJsonPath(move[1])}${key.slice(move[0].length)}`, print]] : [];
  });
  return { ...followed, [SOURCES_KEY]: Object.fromEntries(keptPrints) };
}
