// A new entry of a collection, as the editor makes it from a title: its file name made from the title
// (pages/blog/<slug>.json), today's date, and the schema's required parts started, each empty, so the
// editor's check asks for them one by one (an excerpt, a paragraph). Written through the change log,
// so the author can undo it as any other creation.
import { authorPathTaken, linkOnPath, readAuthorFile } from '../../content/authorFiles';
import { collectionNamed, type CollectionDefinition } from '../../schema/collections/collections';
import { slug as asSlug } from '../../schema/slug';
import { entryFile } from '../shared/editorFiles';
import { starterValue } from '../app/starterValues';
import { today } from './editorState';

/** Why no entry was made: no title, a title without a letter or digit, or a file of that name already there. */
export type NewEntryRefusal =
  { reason: 'no-title' } | { reason: 'no-name'; title: string } | { reason: 'taken'; file: string; title?: string };

export type NewEntryPlan = { file: string; text: string } | NewEntryRefusal;

/** The new entry's file and text, or why it cannot be made; nothing is written. */
export function planNewEntry(root: string, collectionName: string, title: string, day = today()): NewEntryPlan {
  const collection = collectionNamed(collectionName);
  if (!collection) throw new Error(`no collection ${collectionName}`);
  const written = title.trim();
  if (written === '') return { reason: 'no-title' };
  const slug = asSlug(written);
  if (slug === '') return { reason: 'no-name', title: written };
  const file = entryFile(collection.name, slug);
  if (linkOnPath(root, file) || authorPathTaken(root, file))
    return { reason: 'taken', file, title: titleOf(root, file) };
  return { file, text: `${JSON.stringify(startedEntry(collection, written, day), null, 2)}\n` };
}

function startedEntry(collection: CollectionDefinition, title: string, day: string): Record<string, unknown> {
  const started = starterValue(collection.entrySchema) as Record<string, unknown>;
  return { $schema: `../../schemas/${collection.schemaFile}`, ...started, title, date: day };
}

function titleOf(root: string, file: string): string | undefined {
  try {
    const value: unknown = JSON.parse(readAuthorFile(root, file)?.toString('utf8') ?? '');
    const title = (value as { title?: unknown }).title;
    return typeof title === 'string' ? title : undefined;
  } catch {
    return undefined;
  }
}
