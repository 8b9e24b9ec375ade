// The generated site in further languages (buildScale.ts): for each language, a translation file of
// every page, shared section and the site file that has none yet, each text of the source written
// anew (its language's marker before it, so every text differs from the source's), and stamped by the
// project's own stamping code (npm run translations -- stamp), so every text counts as translated.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { JsonPath } from '../../src/content/jsonSource';
import { translationFileFor } from '../../src/content/translations/translationFiles';
import { stampedTranslation, translationTexts } from '../../src/content/translations/stampTranslation';

/** The languages the bench adds, each with the words written before every text: German, and Arabic (right to left). */
export const generatedLanguages = [
  { code: 'de', name: 'German', label: 'Deutsch', marker: 'DE' },
  { code: 'ar', name: 'Arabic', label: 'العربية', dir: 'rtl', marker: 'بالعربية' },
] as const;

export const generatedTranslationsSentence = `${generatedLanguages.map(({ code, name, marker, ...rest }) => `${name} (${code}${'dir' in rest ? ', right to left' : ''}: "${marker}" before each text)`).join(' and ')} beside the default language, every page, shared section and the site file translated into each by a file of its own, its texts stamped as translated, except a listing's collection and tag names, which stay the source's`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * The translation that gives each text at its path, in the source's shape: a list as long as the
 * source's, its items that hold no text left empty.
 */
export function translationWithTexts(source: unknown, texts: { path: JsonPath; text: string }[]): Json {
  const translation: Json = Array.isArray(source) ? [] : {};
  for (const { path, text } of texts) {
    let into = translation as Record<string | number, Json>;
    let from = source as Json;
    for (const [index, key] of path.entries()) {
      from = (from as Record<string | number, Json>)?.[key];
      if (index === path.length - 1) into[key] = text;
      else into = (into[key] ??= Array.isArray(from) ? [] : {}) as Record<string | number, Json>;
    }
  }
  return filledLists(translation, source as Json);
}

/** Each list of the translation as long as the source's: an item with no text is an empty object (a list of texts has none missing). */
function filledLists(translation: Json, source: Json): Json {
  if (Array.isArray(source) && Array.isArray(translation))
    return source.map((item, index) => (index in translation ? filledLists(translation[index], item) : {}));
  if (source && typeof source === 'object' && translation && typeof translation === 'object')
    return Object.fromEntries(
      Object.entries(translation).map(([key, value]) => [
        key,
        filledLists(value, (source as Record<string, Json>)[key]),
      ]),
    );
  return translation;
}

/**
 * Whether the text at `path` is a listing query's collection, tag or entry name: plain strings, which
 * the translatable rule takes for texts, but names that must stay the source's, or the listing finds
 * nothing.
 */
const namesEntries = (path: JsonPath) => ['from', 'tag'].includes(String(path.at(-1))) || path.at(-2) === 'pick';

/** The files a language translates: every page, shared section and the site file. */
function sourcesOf(dir: string): string[] {
  const json = (folder: string) =>
    readdirSync(join(dir, folder))
      .filter((name) => name.endsWith('.json') && !name.startsWith('_'))
      .map((name) => `${folder}/${name}`);
  return ['pages/_site.json', ...json('pages'), ...json('pages/_sections')];
}

/**
 * Writes the translation files of `languages` into the project `dir` (declaring each in its site
 * file), for every file that has none yet; how many it wrote.
 */
export function writeGeneratedTranslations(dir: string, languages = generatedLanguages): number {
  const siteFile = join(dir, 'pages/_site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8'));
  const others: { code: string; label: string; dir?: string }[] = site.locales?.others ?? [];
  for (const { code, label, ...rest } of languages)
    if (!others.some((other) => other.code === code))
      others.push({ code, label, ...('dir' in rest ? { dir: rest.dir } : {}) });
  site.locales = { label: site.locales?.label ?? 'English', ...site.locales, others };
  writeFileSync(siteFile, JSON.stringify(site, null, 2));
  let written = 0;
  for (const source of sourcesOf(dir)) {
    const value = JSON.parse(readFileSync(join(dir, source), 'utf8')) as Json;
    for (const { code, marker } of languages) {
      const file = translationFileFor(code, source);
      if (existsSync(join(dir, file))) continue;
      const texts = translationTexts(dir, file, '{}')
        .filter(({ path }) => !namesEntries(path))
        .map(({ path, source: text }) => ({ path, text: `${marker} ${text}` }));
      const text = JSON.stringify(translationWithTexts(value, texts), null, 2);
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), stampedTranslation(dir, file, text));
      written++;
    }
  }
  return written;
}
