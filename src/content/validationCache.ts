// Each page file's own checks (pageFileCheck.ts), kept between loads so that a one-page change, in a
// build or on a save in the development server, checks that page alone. An entry's key is a hash of
// the validator's key (the code the checks are made of: the caller hashes it), the file's name and
// its bytes: never a time or a size, so a changed file is always checked again. The entry also holds
// a key of the shared sections the page used (checked on reading). The checks between files are not
// kept: they run over all pages on every load.
//
// Entries live in memory (the development server loads again on every save) and as one file each in
// `<dir>/<validator key>/` (a build is a process of its own); those of other validator keys are
// deleted, and so are entries no load used last. In a file, the page's sections (most of its bytes)
// are kept as their JSON text, read into objects only when something asks for them: a build after a
// one-page change reads every entry, but renders one page.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentFile } from './contentFiles';
import type { PageFileCheck } from './pageFileCheck';

export interface ValidationCache {
  /** The key of a file's own checks: the validator's key, the file's name, and its bytes (or the text a caller gave). */
  keyOf(input: ContentFile): string;
  get(key: string): PageFileCheck | undefined;
  set(key: string, check: PageFileCheck): void;
  /** After a load: stores what was set, and forgets every entry but those the load `used`. */
  settle(used: ReadonlySet<string>): void;
}

const entryName = /^[0-9a-f]{64}\.json$/;

function entryKey(validatorKey: string, input: ContentFile): string {
  const hash = createHash('sha256').update(`${validatorKey}\0${input.file}\0`);
  if ('bytes' in input) hash.update('bytes\0').update(input.bytes);
  else hash.update('text\0').update(input.text);
  return hash.digest('hex');
}

/**
 * A cache in memory only, for a process that checks the content again and again while the code stays
 * as it is (the visual editor, as the author types): the entries of the last load are kept.
 */
export function memoryValidationCache(validatorKey: string): ValidationCache {
  const memory = new Map<string, PageFileCheck>();
  return {
    keyOf: (input) => entryKey(validatorKey, input),
    get: (key) => memory.get(key),
    set: (key, check) => void memory.set(key, check),
    settle(used) {
      for (const key of memory.keys()) if (!used.has(key)) memory.delete(key);
    },
  };
}

/** The cache in `dir` for the validator whose code hashes to `validatorKey`. */
export function openValidationCache(dir: string, validatorKey: string): ValidationCache {
  const folder = join(dir, validatorKey.slice(0, 32));
  // Checks made by other code can never be reused.
  if (existsSync(dir)) for (const name of readdirSync(dir)) if (join(dir, name) !== folder) rmSync(join(dir, name), { recursive: true, force: true });
  const memory = new Map<string, PageFileCheck>();
  const unsaved = new Set<string>();
  const fileOf = (key: string) => join(folder, `${key}.json`);

  return {
    keyOf: (input) => entryKey(validatorKey, input),
    get(key) {
      if (!memory.has(key)) {
        try {
          memory.set(key, fromFile(readFileSync(fileOf(key), 'utf8')));
        } catch {
          return undefined; // not there, or cut short by a process that stopped while writing it
        }
      }
      return memory.get(key);
    },
    set(key, check) {
      memory.set(key, check);
      unsaved.add(key);
    },
    settle(used) {
      // A cache that cannot be written only makes the next load slower: it never fails this one.
      try {
        mkdirSync(folder, { recursive: true });
        for (const key of unsaved) {
          if (!used.has(key)) continue;
          const temporary = `${fileOf(key)}.${randomUUID()}.tmp`; // two loads at once (threads of one process too) never share one
          writeFileSync(temporary, toFile(memory.get(key)!));
          renameSync(temporary, fileOf(key)); // whole or not at all
        }
        for (const name of readdirSync(folder)) {
          if (entryName.test(name) && !used.has(name.slice(0, -'.json'.length))) rmSync(join(folder, name), { force: true });
        }
      } catch {
        // left as it is
      }
      unsaved.clear();
      for (const key of memory.keys()) if (!used.has(key)) memory.delete(key);
    },
  };
}

/** An entry as its file holds it: the page's sections as their JSON text. */
function toFile(check: PageFileCheck): string {
  return JSON.stringify(check.page ? { ...check, page: { ...check.page, sections: JSON.stringify(check.page.sections) } } : check);
}

/** An entry from its file, the page's sections read from their text on first use (in their place among the page's properties). */
function fromFile(text: string): PageFileCheck {
  const check = JSON.parse(text) as PageFileCheck;
  const page = check.page as (PageFileCheck['page'] & { sections: unknown }) | undefined;
  if (page && typeof page.sections === 'string') {
    const sectionsText = page.sections;
    const settle = (value: unknown) => Object.defineProperty(page, 'sections', { value, writable: true, enumerable: true, configurable: true });
    Object.defineProperty(page, 'sections', {
      enumerable: true,
      configurable: true,
      get() {
        const sections = JSON.parse(sectionsText) as unknown;
        settle(sections);
        return sections;
      },
      set: settle,
    });
  }
  return check;
}
