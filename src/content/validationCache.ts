// Each page file's own checks (pageFileCheck.ts), kept between loads so that a one-page change, in a
// build or on a save in the development server, checks that page alone. An entry's key is a hash of
// the validator's key (the code the checks are made of: the caller hashes it), the file's name and
// the hash of its bytes, so a changed file is always checked again. That hash is kept beside the
// file's stamp (its size, inode and times: knownFiles.ts), so a file the file system says is
// unchanged is not read; any other is read and hashed, and its hash decides. The entry also holds
// a key of the shared sections the page used (checked on reading). The checks between files are not
// kept: they run over all pages on every load.
//
// Entries live in memory (the development server loads again on every save) and on disk in
// `<dir>/<validator key>/` (a build is a process of its own); folders of other validator keys are
// deleted, and so are entries no load used last. On disk, a load reads one index of every entry but
// its page's sections, and an entry's sections (most of its bytes) are read from a segment file only
// when something asks for them: a build after a one-page change checks every page, but renders one.
// Each load that made checks writes their sections into one new segment; a segment less than half
// used is folded into the next new one, and a segment no entry names is deleted. An entry whose
// sections cannot be read (its segment gone, or cut short) has its file checked again instead.
import { createHash, randomUUID } from 'node:crypto';
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { writeWhole } from '../site-generator/writeWhole';
import type { ContentFile } from './contentFiles';
import { settledStamp, type FileStamp } from './fileStamp';
import type { CheckedExamples, KeptExamples } from './galleryContent';
import { contentHashOf, type FileRecords, type KnownFile } from './knownFiles';
import type { PageFileCheck } from './pageFileCheck';

export interface ValidationCache {
  /** The key of a file's own checks: the validator's key, the file's name, and its bytes (or the text a caller gave). */
  keyOf(input: ContentFile): string;
  /** The checks kept under `key`; `remake` makes them again if a part kept on disk turns out unreadable after all. */
  get(key: string, remake: () => PageFileCheck): PageFileCheck | undefined;
  set(key: string, check: PageFileCheck): void;
  /** After a load: stores what was set, and forgets every entry but those the load `used`. */
  settle(used: ReadonlySet<string>): void;
  /** What loads learnt of the files on disk, by their stamps (knownFiles.ts): kept on disk beside the checks. */
  files?: FileRecords;
  /** The block gallery's examples, checked (galleryContent.ts): kept on disk beside the checks. */
  examples?: KeptExamples;
}

function entryKey(validatorKey: string, input: ContentFile): string {
  const hash = createHash('sha256').update(`${validatorKey}\0${input.file}\0`);
  if ('bytes' in input) hash.update('bytes\0').update(contentHashOf(input));
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

/** Where an entry's sections are: the segment file's name, and the byte range of their JSON text in it. */
interface SectionsPlace {
  segment: string;
  offset: number;
  length: number;
}

/**
 * An entry as a line of the index: its key, where its sections are ("-" for none), the hash of its
 * references and its checks with the page's sections and references left out (null, in their place)
 * as JSON, which holds no tab or line break. A load that changes a few entries writes the others'
 * lines as it read them.
 */
interface IndexEntry {
  check: string;
  references: string;
  sections?: SectionsPlace;
}

/**
 * The index's entries, and its sets of references by their hash: pages made from the same template
 * name the same links and images in the same places, and a set is most of a page's entry, so each
 * distinct set is written and parsed once (a line "references", its hash and its JSON, before the
 * first entry naming it).
 */
interface Index {
  entries: Map<string, IndexEntry>;
  references: Map<string, string>;
}

const indexName = 'index.tsv';
const entryKeyShape = /^[0-9a-f]{64}$/;
const referencesTag = 'references';

const referencesHash = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The index's entries and sets of references, a later line of a key replacing an earlier one, and how
 * many entry lines it has; a line that is not one (a file damaged outside the build, or an addition
 * cut short) is left out, and its page checked again (as is a page whose set of references is lost).
 */
function readIndex(folder: string): { index: Index; lines: number } {
  const index: Index = { entries: new Map(), references: new Map() };
  let text: string;
  try {
    text = readFileSync(join(folder, indexName), 'utf8');
  } catch {
    return { index, lines: 0 }; // not there: every page is checked
  }
  let lines = 0;
  // A segment's name cut from the text would hold all of it through the build, for each page whose
  // sections are read only when asked for: the few names are copied once and shared.
  const segments = new Map<string, string>();
  for (const line of text.split('\n')) {
    const fields = line.split('\t');
    if (fields[0] === referencesTag) {
      const [, hash, json, ...rest] = fields;
      if (entryKeyShape.test(hash) && json !== undefined && rest.length === 0) index.references.set(hash, json);
      continue;
    }
    const [key, cut, offset, length, references, check, ...rest] = fields;
    if (!entryKeyShape.test(key) || !entryKeyShape.test(references) || check === undefined || rest.length > 0) continue;
    lines++;
    if (cut !== '-' && !segments.has(cut)) segments.set(cut, Buffer.from(cut).toString());
    const segment = segments.get(cut);
    index.entries.set(key, {
      check,
      references,
      ...(segment ? { sections: { segment, offset: Number(offset), length: Number(length) } } : {}),
    });
  }
  return { index, lines };
}

const indexLine = (key: string, { check, references, sections }: IndexEntry) =>
  [key, sections?.segment ?? '-', sections?.offset ?? 0, sections?.length ?? 0, references, check].join('\t');

const referencesLine = (hash: string, json: string) => [referencesTag, hash, json].join('\t');

function readRange(file: string, { offset, length }: SectionsPlace): string {
  const bytes = Buffer.alloc(length);
  const handle = openSync(file, 'r');
  try {
    if (readSync(handle, bytes, 0, length, offset) !== length)
      throw new Error(`${file} is shorter than its index says`);
  } finally {
    closeSync(handle);
  }
  return bytes.toString('utf8');
}

const recordsName = 'files.jsonl';
const examplesName = 'examples.json';

type Records = Map<string, { stamp: string; known: KnownFile }>;

/** The files' records, a line each: the JSON of [file, stamp, hash, special file or null]. A line that is not one has its file read again. */
function readRecords(folder: string): Records {
  const records: Records = new Map();
  let text: string;
  try {
    text = readFileSync(join(folder, recordsName), 'utf8');
  } catch {
    return records; // not there: every file is read
  }
  let lines: unknown[];
  try {
    lines = JSON.parse(`[${text.split('\n').join(',')}]`) as unknown[]; // at once: a parse per line costs more
  } catch {
    lines = text.split('\n').map((line) => {
      try {
        return JSON.parse(line) as unknown;
      } catch {
        return undefined;
      }
    });
  }
  for (const fields of lines) {
    if (!Array.isArray(fields) || fields.length !== 4) continue;
    const [file, stamp, hash, special] = fields as unknown[];
    if (typeof file !== 'string' || typeof stamp !== 'string' || typeof hash !== 'string' || !entryKeyShape.test(hash))
      continue;
    if (special !== null && special !== '' && special !== 'site' && special !== 'catalogue') continue;
    records.set(file, { stamp, known: { hash, ...(special !== null && { special }) } });
  }
  return records;
}

/** What loads learnt of the files by their stamps: those of the last load, read on first use, and this load's, saved when it settles. */
function fileRecords(folder: string, now: () => number): FileRecords & { save(): void } {
  let before: Records | undefined;
  let after: Records = new Map();
  let asked = false;
  let changed = false;
  return {
    knownFile(file, stamp) {
      asked = true;
      before ??= readRecords(folder);
      const record = before.get(file);
      if (record?.stamp !== stamp) return undefined;
      after.set(file, record);
      return record.known;
    },
    noteFile(file, stamp: FileStamp, known) {
      asked = true;
      if (!settledStamp(stamp, now())) return;
      after.set(file, { stamp: stamp.stamp, known });
      changed = true;
    },
    save() {
      if (!asked) return; // a load that read no file from disk (texts given, a first look) keeps the records
      before ??= readRecords(folder);
      if (changed || after.size !== before.size) {
        const line = (file: string, { stamp, known }: { stamp: string; known: KnownFile }) =>
          JSON.stringify([file, stamp, known.hash, known.special ?? null]);
        writeWhole(join(folder, recordsName), [...after].map(([file, record]) => line(file, record)).join('\n'));
      }
      before = after;
      after = new Map();
      asked = changed = false;
    },
  };
}

/**
 * The cache in `dir` for the validator whose code hashes to `validatorKey`. `now` is the clock a
 * file's stamp is judged by (fileStamp.ts).
 */
export function openValidationCache(
  dir: string,
  validatorKey: string,
  { now = Date.now }: { now?: () => number } = {},
): ValidationCache {
  const folder = join(dir, validatorKey.slice(0, 32));
  // Checks made by other code can never be reused.
  if (existsSync(dir))
    for (const name of readdirSync(dir))
      if (join(dir, name) !== folder) rmSync(join(dir, name), { recursive: true, force: true });
  const memory = new Map<string, PageFileCheck>();
  const unsaved = new Set<string>();
  let index: Index | undefined; // read on the first entry asked for
  let indexLines = 0; // in the file, those of entries replaced or unused since included
  const openIndex = () => {
    if (!index) ({ index, lines: indexLines } = readIndex(folder));
    return index;
  };
  const files = fileRecords(folder, now);

  // A set of references parsed once and shared by the checks naming it: nothing changes them in place.
  const parsedReferences = new Map<string, PageFileCheck['references']>();
  const referencesOf = (hash: string) => {
    let references = parsedReferences.get(hash);
    if (!references) {
      const json = openIndex().references.get(hash);
      if (json === undefined) throw new Error(`no references ${hash}`);
      references = JSON.parse(json) as PageFileCheck['references'];
      parsedReferences.set(hash, references);
    }
    return references;
  };

  /** The checks of an index entry, the page's sections read from their segment on first use. */
  function fromIndex(entry: IndexEntry, remake: () => PageFileCheck): PageFileCheck {
    const check = JSON.parse(entry.check) as PageFileCheck;
    check.references = referencesOf(entry.references);
    if (check.page && entry.sections) readSectionsWhenAsked(check.page, folder, entry.sections, remake);
    return check;
  }

  const examplesFile = join(folder, examplesName);
  const examples: KeptExamples = {
    get(key) {
      try {
        const kept = JSON.parse(readFileSync(examplesFile, 'utf8')) as { key: string; checked: CheckedExamples };
        return kept.key === key ? kept.checked : undefined;
      } catch {
        return undefined; // not there, or damaged: checked again
      }
    },
    set(key, checked) {
      try {
        mkdirSync(folder, { recursive: true });
        writeWhole(examplesFile, JSON.stringify({ key, checked }));
      } catch {
        // checked again next time
      }
    },
  };
  return {
    files,
    examples,
    keyOf: (input) => entryKey(validatorKey, input),
    get(key, remake) {
      if (!memory.has(key)) {
        const entry = openIndex().entries.get(key);
        if (!entry) return undefined;
        try {
          memory.set(key, fromIndex(entry, remake));
        } catch {
          return undefined; // a line damaged outside the build
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
        const { entries: before, references: referencesBefore } = openIndex();
        const after = new Map<string, IndexEntry>();
        const referencesAfter = new Map<string, string>();
        const live = new Map<string, number>(); // segment → bytes of it the entries kept use
        for (const key of used) {
          const entry = before.get(key);
          if (unsaved.has(key) || !entry) continue;
          after.set(key, entry);
          if (entry.sections)
            live.set(entry.sections.segment, (live.get(entry.sections.segment) ?? 0) + entry.sections.length);
        }
        // A load that made checks writes one segment, which takes in the live entries of every other
        // segment but the largest, and of that one too once less than half of it is used: two at most remain.
        const largest = [...live.keys()]
          .map((segment) => ({ segment, size: sizeOf(join(folder, segment)) }))
          .sort((a, b) => b.size - a.size)[0];
        const kept = largest && live.get(largest.segment)! * 2 >= largest.size ? largest.segment : undefined;
        if (unsaved.size > 0) {
          const segment = `segment-${randomUUID()}.json`;
          const texts: Buffer[] = [];
          const segments = new Map<string, Buffer>();
          let offset = 0;
          for (const key of used) {
            const moved = after.get(key);
            let check: string;
            let references: string;
            let text: Buffer | undefined;
            if (unsaved.has(key)) {
              const made = memory.get(key)!;
              const json = JSON.stringify(made.references);
              references = referencesHash(json);
              referencesAfter.set(references, json);
              const rest = { ...made, references: null };
              check = JSON.stringify(made.page ? { ...rest, page: { ...made.page, sections: null } } : rest);
              if (made.page) text = Buffer.from(JSON.stringify(made.page.sections));
            } else if (moved?.sections && moved.sections.segment !== kept) {
              const { sections } = moved;
              if (!segments.has(sections.segment))
                segments.set(sections.segment, readFileSync(join(folder, sections.segment)));
              ({ check, references } = moved);
              text = segments.get(sections.segment)!.subarray(sections.offset, sections.offset + sections.length);
            } else continue;
            after.set(key, {
              check,
              references,
              ...(text ? { sections: { segment, offset, length: text.length } } : {}),
            });
            if (text) {
              texts.push(text);
              offset += text.length;
            }
          }
          writeWhole(join(folder, segment), Buffer.concat(texts));
        }
        // A load that changed nothing leaves the index as it is. One that changed a few entries adds
        // their lines (a one-page change need not write every page's again), until the lines of
        // entries replaced or unused would be more than half those in use: then it is written anew.
        if (unsaved.size > 0 || after.size !== before.size) {
          const added = [...after].filter(([key, entry]) => before.get(key) !== entry);
          const lines = indexLines + added.length;
          const jsonOf = (hash: string) => referencesAfter.get(hash) ?? referencesBefore.get(hash)!;
          if (indexLines > 0 && (lines - after.size) * 2 <= after.size) {
            // A set of references goes before the first entry naming it (so an index cut short loses
            // the pages after the cut alone), in the same write.
            const newSets = [...new Set(added.map(([, entry]) => entry.references))].filter(
              (hash) => !referencesBefore.has(hash),
            );
            if (added.length > 0)
              appendFileSync(
                join(folder, indexName),
                `\n${[
                  ...newSets.map((hash) => referencesLine(hash, jsonOf(hash))),
                  ...added.map(([key, entry]) => indexLine(key, entry)),
                ].join('\n')}`,
              );
            for (const hash of newSets) referencesBefore.set(hash, jsonOf(hash));
            indexLines = lines;
          } else {
            const written = new Map<string, string>();
            const text = [...after].flatMap(([key, entry]) => {
              const line = indexLine(key, entry);
              if (written.has(entry.references)) return [line];
              written.set(entry.references, jsonOf(entry.references));
              return [referencesLine(entry.references, jsonOf(entry.references)), line];
            });
            writeWhole(join(folder, indexName), text.join('\n'));
            referencesBefore.clear();
            for (const [hash, json] of written) referencesBefore.set(hash, json);
            indexLines = after.size;
          }
        }
        const named = new Set([...after.values()].flatMap((entry) => (entry.sections ? [entry.sections.segment] : [])));
        for (const name of readdirSync(folder))
          if (![indexName, recordsName, examplesName].includes(name) && !named.has(name))
            rmSync(join(folder, name), { force: true });
        index = { entries: after, references: referencesBefore };
      } catch {
        // left as it is
      }
      try {
        mkdirSync(folder, { recursive: true });
        files.save();
      } catch {
        // the next load reads and hashes every file
      }
      unsaved.clear();
      for (const key of memory.keys()) if (!used.has(key)) memory.delete(key);
    },
  };
}

/**
 * Puts on `page` a getter that reads its sections from `place` in `folder` (or, if another load folded
 * or deleted the segment since, makes them again) on first use. Made outside the cache so a page whose
 * sections are never read holds these alone, not the cache's index and checks through the build.
 */
function readSectionsWhenAsked(
  page: NonNullable<PageFileCheck['page']>,
  folder: string,
  place: SectionsPlace,
  remake: () => PageFileCheck,
) {
  const settle = (value: unknown) =>
    Object.defineProperty(page, 'sections', { value, writable: true, enumerable: true, configurable: true });
  Object.defineProperty(page, 'sections', {
    enumerable: true,
    configurable: true,
    get() {
      let value: unknown;
      try {
        value = JSON.parse(readRange(join(folder, place.segment), place));
      } catch {
        value = remake().page!.sections;
      }
      settle(value);
      return value;
    },
    set: settle,
  });
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}
