// A name changed in the editor ("Sarah Taylor" → "Sara Tailor") that other texts of the same entry
// still carry ("Sarah Taylor on LinkedIn", the portrait's alternative text): found by comparing the
// edited value with the value as it was opened or last saved, entry by entry, so the author can
// change them too, and nothing says "Sarah Taylor" of someone who is now "Sara Tailor".
type Path = (string | number)[];

/** The fields that name an entry: a changed one of these is a rename. */
const NAMING_FIELDS = ['name', 'title', 'label', 'heading'];
/** Shorter names are too likely to be found inside other words. */
const SHORTEST_NAME = 3;

export interface StaleName {
  /** Where the renamed field is. */
  path: Path;
  from: string;
  to: string;
  /** The texts of its entry that still hold the old name. */
  texts: { path: Path; text: string }[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every text inside `value`, with its path from `at`. */
function textsIn(value: unknown, at: Path): { path: Path; text: string }[] {
  if (typeof value === 'string') return [{ path: at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, [...at, index]));
  if (isObject(value)) return Object.entries(value).flatMap(([key, item]) => textsIn(item, [...at, key]));
  return [];
}

/** The renames from `before` to `after` (the same shape, walked side by side) whose old name other texts of their entry still hold. */
export function staleNames(before: unknown, after: unknown, at: Path = []): StaleName[] {
  if (Array.isArray(before) && Array.isArray(after))
    return after.flatMap((item, index) => staleNames(before[index], item, [...at, index]));
  if (!isObject(before) || !isObject(after)) return [];
  const own = NAMING_FIELDS.flatMap((key) => {
    const from = before[key];
    const to = after[key];
    if (typeof from !== 'string' || typeof to !== 'string' || from === to) return [];
    if (from.trim().length < SHORTEST_NAME || to.includes(from)) return [];
    const texts = textsIn(after, at).filter(
      (found) => found.path.length !== at.length + 1 || found.path[at.length] !== key,
    );
    const stale = texts.filter((found) => found.text.includes(from));
    return stale.length ? [{ path: [...at, key], from, to, texts: stale }] : [];
  });
  const inner = Object.keys(after).flatMap((key) => staleNames(before[key], after[key], [...at, key]));
  return [...own, ...inner];
}

/** `value` with each of `names`' stale texts given the new name. */
export function renameEverywhere<T>(value: T, names: StaleName[]): T {
  const copy = structuredClone(value);
  for (const { from, to, texts } of names) {
    for (const { path } of texts) {
      const holder = path.slice(0, -1).reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], copy);
      const key = path[path.length - 1];
      const text = (holder as Record<string | number, unknown>)[key];
      if (typeof text === 'string') (holder as Record<string | number, unknown>)[key] = text.split(from).join(to);
    }
  }
  return copy;
}
