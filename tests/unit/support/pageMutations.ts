// Mutations of real page files for the fuzz test (tests/unit/fuzz.test.ts): what an author, an
// editor or a broken tool could do to a page file, each drawn from fast-check's random choices.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** The random choices a mutation makes, drawn from one fast-check generator value. */
interface Random {
  /** A whole number from 0 to below - 1, every one as likely. */
  int: (below: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** True with the given probability. */
  chance: (probability: number) => boolean;
}

export function randomFrom(g: fc.GeneratorValue): Random {
  // Without fast-check's bias towards small and extreme values: any place in a page is as likely.
  const int = (below: number) => g((max: number) => fc.noBias(fc.nat(max)), Math.max(below - 1, 0));
  return {
    int,
    pick: (items) => items[int(items.length)],
    chance: (probability) => int(1_000_000) < probability * 1_000_000,
  };
}

export interface RealPage {
  name: string;
  value: Json;
}

/** The page files in pages/ (not the _ files), parsed, in name order. */
export function readRealPages(root: string): RealPage[] {
  return readdirSync(join(root, 'pages'))
    .filter((name) => name.endsWith('.json') && !name.startsWith('_'))
    .sort()
    .map((name) => ({ name, value: JSON.parse(readFileSync(join(root, 'pages', name), 'utf8')) as Json }));
}

/** Every place in a JSON value, the root excluded (not inside what an earlier mutation nested deeply). */
function pathsIn(value: Json, at: Path = [], out: Path[] = []): Path[] {
  if (at.length > 20) return out;
  const children: [string | number, Json][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : value && typeof value === 'object'
      ? Object.entries(value)
      : [];
  for (const [key, child] of children) {
    out.push([...at, key]);
    pathsIn(child, [...at, key], out);
  }
  return out;
}

function parentOf(root: Json, path: Path): Record<string | number, Json> {
  let node = root as Record<string | number, Json>;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, Json>;
  return node;
}

const MARKUP = [
  '<script>alert("fuzz")</script>',
  '"><img src=x onerror=alert(1)>',
  '</script><script>alert(1)</script>',
  "'; --><svg onload=alert(1)>",
  '<a href="javascript:alert(1)">click</a>',
  '{{constructor.constructor("alert(1)")()}}',
  '<style>body{display:none}</style>',
];
const UNICODE = [
  'Ünïcødé – “quotes” — ½ ✓',
  '\u202Eright-to-left override\u202C',
  'zero\u200Bwidth\u200Djoiner\uFEFF',
  '👩‍💻🚀🔥 emoji 🇩🇪',
  'e\u0301\u0302\u0303 combining',
  '\u0000nul\u0007bell\u001b[31m',
  'lone \uD800 surrogate',
  '中文 العربية עברית हिन्दी',
  '\n\t  \r\n',
  '',
];
const UNSAFE_LINKS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  '//evil.example',
  'file:///etc/passwd',
];
const NUMBERS = [0, -1, 1.5, -0.0001, 1e308, -1e308, 2 ** 53 + 1, 999_999_999];

/** A marker replaced after serialising by thousands of nested [ or { (too deep for JSON.stringify). */
function deeplyNested(random: Random): Json {
  return `@@deep:${500 + random.int(20_000)}:${random.pick(['array', 'object'])}@@`;
}

function expandDeepNesting(text: string): string {
  return text.replace(/"@@deep:(\d+):(array|object)@@"/g, (_, depth: string, kind: string) => {
    const count = Number(depth);
    return kind === 'array'
      ? `${'['.repeat(count)}1${']'.repeat(count)}`
      : `${'{"a":'.repeat(count)}1${'}'.repeat(count)}`;
  });
}

function wrongType(value: Json, random: Random): Json {
  const candidates: Json[] = [null, true, 42, 'text', [], {}, [1, 'two', null], { unexpected: 'object' }];
  const different = candidates.filter(
    (candidate) => typeof candidate !== typeof value || Array.isArray(candidate) !== Array.isArray(value),
  );
  return random.pick(different);
}

/** One mutation of a parsed page, named for the failure report. */
const mutations: Record<string, (page: Json, random: Random) => void> = {
  'delete a key or an item': (page, random) => {
    const path = random.pick(pathsIn(page));
    const parent = parentOf(page, path);
    if (Array.isArray(parent)) parent.splice(path.at(-1) as number, 1);
    else delete parent[path.at(-1)!];
  },
  'wrong type': (page, random) => {
    const path = random.pick(pathsIn(page));
    const parent = parentOf(page, path);
    parent[path.at(-1)!] = wrongType(parent[path.at(-1)!], random);
  },
  'huge string': (page, random) => {
    const strings = pathsIn(page).filter((path) => typeof parentOf(page, path)[path.at(-1)!] === 'string');
    const path = random.pick(strings);
    const unit = random.pick(['A', 'word ', '<b>', '🚀', 'x'.repeat(1000)]);
    parentOf(page, path)[path.at(-1)!] = unit.repeat(Math.ceil((50_000 + random.int(250_000)) / unit.length));
  },
  'deep nesting': (page, random) => {
    const path = random.pick(pathsIn(page));
    parentOf(page, path)[path.at(-1)!] = deeplyNested(random);
  },
  'unicode text': (page, random) => {
    const strings = pathsIn(page).filter((path) => typeof parentOf(page, path)[path.at(-1)!] === 'string');
    const path = random.pick(strings);
    const parent = parentOf(page, path);
    parent[path.at(-1)!] = random.chance(0.5) ? random.pick(UNICODE) : `${parent[path.at(-1)!]}${random.pick(UNICODE)}`;
  },
  'markup and script in text': (page, random) => {
    const strings = pathsIn(page).filter((path) => typeof parentOf(page, path)[path.at(-1)!] === 'string');
    const path = random.pick(strings);
    const parent = parentOf(page, path);
    parent[path.at(-1)!] = random.chance(0.5) ? random.pick(MARKUP) : `${parent[path.at(-1)!]} ${random.pick(MARKUP)}`;
  },
  'unsafe link': (page, random) => {
    const links = pathsIn(page).filter((path) => path.at(-1) === 'href' || path.at(-1) === 'src');
    if (links.length === 0) return;
    const path = random.pick(links);
    parentOf(page, path)[path.at(-1)!] = random.pick(UNSAFE_LINKS);
  },
  'edge-case number': (page, random) => {
    const numbers = pathsIn(page).filter((path) => typeof parentOf(page, path)[path.at(-1)!] === 'number');
    if (numbers.length === 0) return;
    const path = random.pick(numbers);
    parentOf(page, path)[path.at(-1)!] = random.pick(NUMBERS);
  },
  'unknown key': (page, random) => {
    const objects = [[] as Path, ...pathsIn(page)].filter((path) => {
      const value = path.length ? parentOf(page, path)[path.at(-1)!] : page;
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    });
    const path = random.pick(objects);
    const target = (path.length ? parentOf(page, path)[path.at(-1)!] : page) as Record<string, Json>;
    // defineProperty, so "__proto__" becomes a real key of the file rather than the object's prototype.
    const key = random.pick(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'extra', 'tilte']);
    Object.defineProperty(target, key, { value: 'surprise', enumerable: true, configurable: true, writable: true });
  },
  'duplicate or empty a list': (page, random) => {
    const lists = pathsIn(page).filter((path) => Array.isArray(parentOf(page, path)[path.at(-1)!]));
    if (lists.length === 0) return;
    const path = random.pick(lists);
    const items = parentOf(page, path)[path.at(-1)!] as Json[];
    if (random.chance(0.3)) items.length = 0;
    else items.push(...structuredClone(items));
  },
};
const mutationNames = Object.keys(mutations);

/** Text-level damage after serialising: the parser must report it with a position, not throw. */
const textDamage: Record<string, (text: string, random: Random) => string> = {
  'cut short': (text, random) => text.slice(0, random.int(text.length)),
  'stray character': (text, random) => {
    const at = random.int(text.length);
    return text.slice(0, at) + random.pick([',', '}', ']', '"', ':', '\\', '/*', '\u0000', '\uFEFF']) + text.slice(at);
  },
  'byte order mark': (text) => `\uFEFF${text}`,
  'empty file': () => '',
  'not an object': (_, random) => random.pick(['[]', 'null', '42', '"page"', 'true']),
};

export interface Mutant {
  file: string;
  text: string;
  recipe: string;
  mutations: number;
}

/** Page file `index`: a real page, given its own path and one to three mutations (at most `most`). */
export function makeMutant(realPages: RealPage[], index: number, random: Random, most: number): Mutant {
  const base = random.pick(realPages);
  const page = structuredClone(base.value) as Record<string, Json>;
  page.path = `/fuzz-${index}`; // a real page's path would be refused as a duplicate
  const steps: string[] = [];
  for (let count = Math.min(most, 1 + random.int(3)); count > 0; count--) {
    const name = random.pick(mutationNames);
    mutations[name](page, random);
    steps.push(name);
  }
  let text = expandDeepNesting(JSON.stringify(page, null, 2));
  if (random.chance(0.05)) {
    const name = random.pick(Object.keys(textDamage));
    text = textDamage[name](text, random);
    steps.push(`text: ${name}`);
  }
  return {
    file: `pages/fuzz-${index}.json`,
    text,
    recipe: `${base.name} → ${steps.join(', ')}`,
    mutations: steps.length,
  };
}
