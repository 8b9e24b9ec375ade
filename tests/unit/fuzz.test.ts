// Hostile input: ten thousand mutations of the real page files (deleted keys, wrong types, huge
// strings, deep nesting, unicode, HTML and script in text, broken JSON text). Validation must answer
// every one with a list of problems, never an exception, and every file it accepts must render on
// the server, with any markup an author typed shown as text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import { renderPage } from '../../src/entry-server';
import type { PageData } from '../../src/schema/page';

const root = process.cwd();
const SEED = Number(process.env.FUZZ_SEED ?? 20240607);
/** Mutations in all; each mutated file gets one to three of them. */
const MUTATIONS = Number(process.env.FUZZ_MUTATIONS ?? 10_000);
/** Mutated files validated per loadContent call (each call also re-reads and re-validates the real content). */
const BATCH = 1_000;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** mulberry32: a tiny seeded generator, so a failure can be replayed with FUZZ_SEED. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  return { next, int, pick };
}
type Random = ReturnType<typeof generator>;

const realPages = readdirSync(join(root, 'pages'))
  .filter((name) => name.endsWith('.json') && !name.startsWith('_'))
  .sort()
  .map((name) => ({ name, value: JSON.parse(readFileSync(join(root, 'pages', name), 'utf8')) as Json }));

/** Every place in a JSON value, the root excluded (not inside what an earlier mutation nested deeply). */
function pathsIn(value: Json, at: Path = [], out: Path[] = []): Path[] {
  if (at.length > 20) return out;
  if (Array.isArray(value)) value.forEach((item, index) => (out.push([...at, index]), pathsIn(item, [...at, index], out)));
  else if (value && typeof value === 'object') for (const key of Object.keys(value)) (out.push([...at, key]), pathsIn(value[key], [...at, key], out));
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
const UNSAFE_LINKS = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.example', 'file:///etc/passwd'];
const NUMBERS = [0, -1, 1.5, -0.0001, 1e308, -1e308, 2 ** 53 + 1, 999_999_999];

/** A marker replaced after serialising by thousands of nested [ or { (too deep for JSON.stringify). */
function deeplyNested(random: Random): Json {
  return `@@deep:${500 + random.int(20_000)}:${random.pick(['array', 'object'])}@@`;
}

function expandDeepNesting(text: string): string {
  return text.replace(/"@@deep:(\d+):(array|object)@@"/g, (_, depth: string, kind: string) => {
    const count = Number(depth);
    return kind === 'array' ? `${'['.repeat(count)}1${']'.repeat(count)}` : `${'{"a":'.repeat(count)}1${'}'.repeat(count)}`;
  });
}

function wrongType(value: Json, random: Random): Json {
  const candidates: Json[] = [null, true, 42, 'text', [], {}, [1, 'two', null], { unexpected: 'object' }];
  const different = candidates.filter((candidate) => typeof candidate !== typeof value || Array.isArray(candidate) !== Array.isArray(value));
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
    parent[path.at(-1)!] = random.next() < 0.5 ? random.pick(UNICODE) : `${parent[path.at(-1)!]}${random.pick(UNICODE)}`;
  },
  'markup and script in text': (page, random) => {
    const strings = pathsIn(page).filter((path) => typeof parentOf(page, path)[path.at(-1)!] === 'string');
    const path = random.pick(strings);
    const parent = parentOf(page, path);
    parent[path.at(-1)!] = random.next() < 0.5 ? random.pick(MARKUP) : `${parent[path.at(-1)!]} ${random.pick(MARKUP)}`;
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
    if (random.next() < 0.3) items.length = 0;
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

interface Mutant {
  file: string;
  text: string;
  recipe: string;
  mutations: number;
}

function makeMutant(index: number, random: Random, most: number): Mutant {
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
  if (random.next() < 0.05) {
    const name = random.pick(Object.keys(textDamage));
    text = textDamage[name](text, random);
    steps.push(`text: ${name}`);
  }
  return { file: `pages/fuzz-${index}.json`, text, recipe: `${base.name} → ${steps.join(', ')}`, mutations: steps.length };
}

/**
 * Markup an author typed that the server would have rendered as markup: a script element, an event
 * handler attribute, a javascript: link, a style element with the author's CSS. (Attribute values are
 * always double-quoted, so a real attribute is one that follows a tag name or another real attribute.)
 */
const INJECTED = [/<script/i, /<[a-z][\w-]*(?:\s+[\w-]+(?:="[^"]*")?)*\s+on[a-z]+=/i, /\shref="\s*javascript:/i, /<style>body/i];
function injectedMarkupIn(html: string): string | undefined {
  for (const pattern of INJECTED) {
    const found = html.match(pattern);
    if (found) return html.slice(found.index!, found.index! + 160);
  }
  return undefined;
}

describe('hostile page files', () => {
  const consoleErrors: string[] = [];
  beforeAll(() => {
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args.map(String).join(' ').slice(0, 300)));
  });
  afterAll(() => vi.restoreAllMocks());

  test(`${MUTATIONS} mutations of the real pages: validation never throws, and every accepted file renders on the server with markup as text`, async () => {
    const random = generator(SEED);
    const failures: string[] = [];
    let applied = 0;
    let files = 0;
    let accepted = 0;
    const recipes = new Map<string, string>();
    while (applied < MUTATIONS) {
      const batch: Mutant[] = [];
      while (batch.length < BATCH && applied < MUTATIONS) {
        const mutant = makeMutant(files++, random, MUTATIONS - applied);
        applied += mutant.mutations;
        batch.push(mutant);
        recipes.set(mutant.file, mutant.recipe);
      }
      let content: ReturnType<typeof loadContent>;
      try {
        content = loadContent({ root, pageTexts: batch });
      } catch (error) {
        failures.push(`validation threw on ${batch[0].file}…${batch.at(-1)!.file} (seed ${SEED}): ${(error as Error).stack?.slice(0, 500)}`);
        continue;
      }
      const rejected = new Set(content.issues.map((issue) => issue.file));
      const acceptedPages = content.pages.filter((page) => page.file.startsWith('pages/fuzz-') && !rejected.has(page.file));
      for (const page of acceptedPages) {
        accepted++;
        consoleErrors.length = 0;
        let html: string;
        try {
          html = await renderPage(page as PageData);
        } catch (error) {
          failures.push(`${page.file} (${recipes.get(page.file)}) was accepted but threw while rendering: ${(error as Error).message.slice(0, 300)}`);
          continue;
        }
        const markup = injectedMarkupIn(html);
        if (markup) failures.push(`${page.file} (${recipes.get(page.file)}) rendered author text as markup: ${markup}`);
        if (consoleErrors.length) failures.push(`${page.file} (${recipes.get(page.file)}) logged while rendering: ${consoleErrors[0]}`);
      }
    }
    expect(failures.slice(0, 20), `seed ${SEED}`).toEqual([]);
    // Many mutations keep a file valid (text, numbers, lists), so a good share of the files is rendered.
    expect(accepted).toBeGreaterThan(files / 10);
  }, 120_000);

  test('markup typed in a text is refused (it would show as typed), and other angle brackets are rendered as text', async () => {
    const contact = realPages.find((page) => page.name === 'contact.json')!.value as Record<string, Json>;
    const page = structuredClone(contact) as Record<string, any>;
    page.path = '/markup-as-text';
    page.title = '<script>alert("title")</script>';
    const file = 'pages/markup-as-text.json';
    const refused = loadContent({ root, pageTexts: [{ file, text: JSON.stringify(page) }] });
    expect(refused.issues.map((issue) => issue.message)).toEqual([
      'texts are plain text, shown exactly as typed, so "<script>" would appear on the page as it is; remove the tag (a text has no bold, links or other formatting: the blocks do that)',
    ]);
    page.title = 'Contact';
    page.sections[0].props.title = 'Fast <3 and "quoted" > & <unknown onerror=alert(1)>';
    const content = loadContent({ root, pageTexts: [{ file, text: JSON.stringify(page) }] });
    expect(content.issues).toEqual([]);
    const html = await renderPage(content.pages.find((candidate) => candidate.file === file)!);
    expect(html).toContain('Fast &lt;3 and &quot;quoted&quot; &gt; &amp; &lt;unknown onerror=alert(1)&gt;');
    expect(injectedMarkupIn(html)).toBeUndefined();
  });
});

describe('the injected-markup check the fuzz test relies on', () => {
  test('finds real script elements, handlers and javascript: links, and ignores the same words escaped as text', () => {
    expect(injectedMarkupIn('<p>x</p><script>alert(1)</script>')).toBeDefined();
    expect(injectedMarkupIn('<img src="/a.svg" alt="" onerror="alert(1)">')).toBeDefined();
    expect(injectedMarkupIn('<a class="x" href="javascript:alert(1)">')).toBeDefined();
    expect(injectedMarkupIn('<img src="/a.svg" alt="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">')).toBeUndefined();
    expect(injectedMarkupIn('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>')).toBeUndefined();
  });
});
