// The links of the content that lead to one page, and those links changed: sent to another page (a
// page renamed, or deleted with its links redirected) or taken away (a page deleted). Links are found
// as the validator finds them, by the fields the schemas mark as links (src/content/findReferences.ts),
// in every file that can hold one: the site settings, the pages and the shared sections. A changed
// file keeps its layout wherever it did not change (writeLikeOriginal).
import { collectionFolderOf, isLayoutFile } from '../../content/collections/collectionFiles';
import { collectionNamed } from '../../schema/collections/collections';
import { z } from 'zod';
import { findReferences } from '../../content/findReferences';
import { blockRegistry, type BlockType } from '../../blocks/registry';
import type { JsonPath } from '../../problems/contentIssue';
import { pageEnvelopeSchema } from '../../schema/page';
import { normalizePath } from '../../schema/primitives';
import { siteSchema } from '../../schema/site';
import { SITE_FILE } from '../shared/editorFiles';
import { writeLikeOriginal } from '../shared/writeLikeOriginal';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A content file as read: its name, its text and its value (undefined when it is not JSON). */
export interface ContentText {
  file: string;
  text: string;
  value: unknown;
}

/** One link to the page, where it is written. */
export interface PageLink {
  file: string;
  /** Where the link's field is in the file. */
  path: JsonPath;
  href: string;
  /** The words of the link, when its entry has some ("label", "title", "text"). */
  label?: string;
  /** A link written inside a rich text: where its address starts in the text. */
  offset?: number;
}

export type LinkChange = { kind: 'redirect'; to: string } | { kind: 'remove' };

const blockSchema = (type: unknown) =>
  typeof type === 'string' && type in blockRegistry ? blockRegistry[type as BlockType].props : undefined;

/** The schemas a file's values are checked with, each with where its value sits in the file. */
function schemasOf(
  input: ContentText,
  sharedTypes: Record<string, string>,
): { schema: z.core.$ZodType; value: unknown; at: JsonPath }[] {
  const { file, value } = input;
  if (!isObject(value)) return [];
  if (file === SITE_FILE) return [{ schema: siteSchema, value, at: [] }];
  if (file.startsWith('pages/_sections/')) {
    const schema = blockSchema(value.type);
    return schema ? [{ schema, value: value.props, at: ['props'] }] : [];
  }
  // A collection's entry links as its schema says; its layout's sections link as a page's do.
  const collection = collectionNamed(collectionFolderOf(file) ?? '');
  if (collection) return [{ schema: collection.entrySchema, value, at: [] }];
  const layout = isLayoutFile(file);
  if (file.startsWith('pages/_') && !layout) return []; // the catalogue and the gallery's words hold no links
  const sections = Array.isArray(value.sections) ? value.sections : [];
  return [
    ...(layout ? [] : [{ schema: pageEnvelopeSchema, value, at: [] }]),
    ...sections.flatMap((section, index) => {
      if (!isObject(section)) return [];
      const type = typeof section.use === 'string' ? sharedTypes[section.use] : section.type;
      const schema = blockSchema(type);
      return schema ? [{ schema, value: section.props ?? {}, at: ['sections', index, 'props'] as JsonPath }] : [];
    }),
  ];
}

/** The page path a link leads to ("/pricing" for "/pricing#plans"), or undefined for a link elsewhere. */
export function pageOfLink(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return normalizePath(href.replace(/[?#].*$/, ''));
}

function valueAt(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>(
    (at, part) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined),
    value,
  );
}

const labelOf = (entry: unknown) => {
  if (!isObject(entry)) return undefined;
  const words = [entry.label, entry.title, entry.text, entry.name].find((word) => typeof word === 'string');
  return words as string | undefined;
};

/** Every link in `files` that leads to the page at `pagePath` (with or without "#anchor"). */
export function linksToPage(files: ContentText[], pagePath: string, sharedTypes: Record<string, string>): PageLink[] {
  const target = normalizePath(pagePath);
  return files.flatMap((input) =>
    schemasOf(input, sharedTypes).flatMap(({ schema, value, at }) =>
      findReferences(schema, value, at, false)
        .references.filter(
          (found) =>
            found.reference === 'link' &&
            !found.byDefault &&
            typeof found.value === 'string' &&
            pageOfLink(found.value) === target,
        )
        .map((found) => {
          // The words of the entry holding the link (a menu entry's label); a link inside a text has its own.
          const label = found.offset === undefined ? labelOf(valueAt(input.value, found.path.slice(0, -1))) : undefined;
          return {
            file: input.file,
            path: found.path,
            href: found.value as string,
            ...(found.offset !== undefined ? { offset: found.offset } : {}),
            ...(label !== undefined ? { label } : {}),
          };
        }),
    ),
  );
}

/** `href` sent to `to`, its query and anchor kept when `keepAnchor` (a renamed page keeps its sections). */
function redirected(href: string, to: string, keepAnchor: boolean): string {
  const rest = keepAnchor ? href.replace(/^[^?#]*/, '') : '';
  return `${to}${rest}`;
}

/** The parent of `path` in `value` and the key of `path` in it. */
function parentOf(value: unknown, path: JsonPath): { parent: unknown; key: string | number } {
  return { parent: valueAt(value, path.slice(0, -1)), key: path[path.length - 1] };
}

/** The schema of the field at `path` inside `value`, as `schema` describes it (wrappers kept), if it can be told. */
function schemaAt(schema: z.core.$ZodType, value: unknown, path: JsonPath): z.core.$ZodType | undefined {
  let current: z.core.$ZodType | undefined = schema;
  let at = value;
  for (const part of path) {
    current = current && innerOf(current, at);
    const def: z.core.$ZodTypes['_zod']['def'] | undefined = current && (current as z.core.$ZodTypes)._zod.def;
    if (!def) return undefined;
    if (def.type === 'object') current = def.shape[part as string];
    else if (def.type === 'array') current = def.element;
    else if (def.type === 'record') current = def.valueType;
    else return undefined;
    at = valueAt(at, [part]);
  }
  return current;
}

/** The schema under its wrappers, a union's option that takes `value` chosen. */
function innerOf(schema: z.core.$ZodType, value: unknown): z.core.$ZodType | undefined {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return innerOf(def.innerType, value);
    case 'pipe':
      return innerOf(def.in, value);
    case 'lazy':
      return innerOf(def.getter(), value);
    case 'union': {
      const option = def.options.find((candidate) => z.safeParse(candidate, value).success) ?? def.options[0];
      return option && innerOf(option, value);
    }
    default:
      return schema;
  }
}

/** Whether a field may be left out (optional, or with a default). */
function mayBeLeftOut(schema: z.core.$ZodType | undefined): boolean {
  const type = schema && (schema as z.core.$ZodTypes)._zod.def.type;
  return type === 'optional' || type === 'default' || type === 'prefault';
}

/** Removes the link markup "[words](href)" whose address starts at `offset`, keeping the words. */
function unlinkInText(text: string, offset: number, href: string): string {
  const close = text.lastIndexOf('](', offset);
  const open = close < 0 ? -1 : text.lastIndexOf('[', close);
  const end = offset + href.length;
  if (open < 0 || close + 2 !== offset || text[end] !== ')') return text;
  return `${text.slice(0, open)}${text.slice(open + 1, close)}${text.slice(end + 1)}`;
}

/**
 * The file's value with each of its `links` changed: sent elsewhere, or taken away. A link taken
 * away takes its list entry with it (a menu entry, a footer link, a button); a link that is no list
 * entry's is left out when its field may be, or else becomes the placeholder "#". A dropdown whose
 * entries all went goes too, unless it leads somewhere itself.
 */
export function changedValue(
  input: ContentText,
  links: PageLink[],
  change: LinkChange,
  sharedTypes: Record<string, string>,
  keepAnchor: boolean,
): unknown {
  const value = structuredClone(input.value);
  // From the last to the first, so removing a list entry never moves one still to change.
  const ordered = [...links].sort((a, b) => comparePaths(b.path, a.path) || (b.offset ?? 0) - (a.offset ?? 0));
  const schemas = schemasOf({ ...input, value }, sharedTypes);
  const fieldSchema = (path: JsonPath) => {
    const owner = schemas.find(({ at }) => at.every((part, index) => path[index] === part));
    return owner && schemaAt(owner.schema, owner.value, path.slice(owner.at.length));
  };
  const emptied: JsonPath[] = [];
  for (const link of ordered) {
    const { parent, key } = parentOf(value, link.path);
    if (!parent || typeof parent !== 'object') continue;
    const holder = parent as Record<string | number, unknown>;
    const written = holder[key];
    if (typeof written !== 'string') continue;
    if (link.offset !== undefined) {
      holder[key] =
        change.kind === 'redirect'
          ? `${written.slice(0, link.offset)}${redirected(link.href, change.to, keepAnchor)}${written.slice(link.offset + link.href.length)}`
          : unlinkInText(written, link.offset, link.href);
      continue;
    }
    if (change.kind === 'redirect') {
      holder[key] = redirected(written, change.to, keepAnchor);
      continue;
    }
    const entryPath = link.path.slice(0, -1);
    const entryIndex = entryPath[entryPath.length - 1];
    const list = valueAt(value, entryPath.slice(0, -1));
    const leadsFurther = Array.isArray(holder.children) && holder.children.length > 0;
    if (typeof entryIndex === 'number' && Array.isArray(list) && !leadsFurther) {
      list.splice(entryIndex, 1);
      if (list.length === 0) emptied.push(entryPath.slice(0, -1));
    } else if (mayBeLeftOut(fieldSchema(link.path))) delete holder[key];
    else holder[key] = '#';
  }
  for (const listPath of emptied.sort((a, b) => comparePaths(b, a))) leaveOutEmptyList(value, listPath, fieldSchema);
  return value;
}

/** An emptied list that may be left out is; an entry it leaves with no link and nothing under it goes too. */
function leaveOutEmptyList(
  value: unknown,
  listPath: JsonPath,
  fieldSchema: (path: JsonPath) => z.core.$ZodType | undefined,
) {
  const { parent, key } = parentOf(value, listPath);
  if (!isObject(parent) || typeof key !== 'string' || !mayBeLeftOut(fieldSchema(listPath))) return;
  delete parent[key];
  const entryPath = listPath.slice(0, -1);
  const entryIndex = entryPath[entryPath.length - 1];
  const outer = valueAt(value, entryPath.slice(0, -1));
  if (typeof entryIndex === 'number' && Array.isArray(outer) && parent.href === undefined && key === 'children')
    outer.splice(entryIndex, 1);
}

function comparePaths(a: JsonPath, b: JsonPath): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    if (a[index] === b[index]) continue;
    if (typeof a[index] === 'number' && typeof b[index] === 'number')
      return (a[index] as number) - (b[index] as number);
    return String(a[index]).localeCompare(String(b[index]));
  }
  return a.length - b.length;
}

/** Each file holding some of `links`, as its new text. */
export function rewriteLinks(
  files: ContentText[],
  links: PageLink[],
  change: LinkChange,
  sharedTypes: Record<string, string>,
  keepAnchor: boolean,
): { file: string; text: string }[] {
  const byFile = new Map<string, PageLink[]>();
  for (const link of links) byFile.set(link.file, [...(byFile.get(link.file) ?? []), link]);
  return files
    .filter((input) => byFile.has(input.file))
    .map((input) => ({
      file: input.file,
      text: writeLikeOriginal(
        input.text,
        changedValue(input, byFile.get(input.file)!, change, sharedTypes, keepAnchor),
      ),
    }));
}
