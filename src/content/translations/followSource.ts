// A translation kept in step with an edit of its source that takes items out of a list (the editor
// deleting a page takes its menu entry away): the items at the same places go from the translation,
// and the fingerprints of the texts after them move with them, so the translation keeps its source's
// structure and stays stamped.
import { formatJsonPath, type JsonPath } from '../../problems/contentIssue';
import { isJsonObject } from '../jsonSource';
import { SOURCES_KEY } from './fingerprints';

/** An item as it reads without its links: the same entry with a link sent elsewhere is still that entry. */
const withoutLinks = (value: unknown): string =>
  JSON.stringify(value, (key, item: unknown) => (key === 'href' ? undefined : item));

/** Each index of `before` kept in `after`, in order, or undefined when `after` is not `before` with items taken out. */
function keptIndexes(before: unknown[], after: unknown[]): number[] | undefined {
  const kept: number[] = [];
  let next = 0;
  before.forEach((item, index) => {
    if (next < after.length && withoutLinks(item) === withoutLinks(after[next])) {
      kept.push(index);
      next++;
    }
  });
  return next === after.length ? kept : undefined;
}

/** Old path → new path of every item that moved (null: taken out), at any depth. */
type Moves = Map<string, JsonPath | null>;

function follow(before: unknown, after: unknown, translation: unknown, path: JsonPath, moves: Moves): unknown {
  if (Array.isArray(before) && Array.isArray(after) && Array.isArray(translation)) {
    if (translation.length !== before.length) return translation;
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
      Object.entries(translation).map(([key, value]) => [
        key,
        follow(before[key], after[key], value, [...path, key], moves),
      ]),
    );
  return translation;
}

/**
 * `translation` (a translation file's value) after its source went from `before` to `after`: the list
 * items the source lost taken out of it, and its fingerprints' paths moved with the items that
 * moved. Unchanged when the edit was not one that took items out.
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
