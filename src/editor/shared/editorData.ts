// The editor's data (Puck's: root props and a list of { type, props } with an id in each props)
// from a file of pages/ and back. A page's envelope becomes the root's props; each section an item;
// a section's anchor ("id" beside "type") the item's `anchor` prop, since Puck keeps its own id in
// props.id. A shared section ({ "use": … }) becomes an item of type "use:<name>" holding the shared
// props with this page's overrides on top; written back, only the props that differ from the shared
// ones (and those the file overrode already) go into "props". A shared section's own file is one item.
// A collection's entry is its root alone; in a collection's layout, the section that stands for the
// entry ({ "entry": true, "props": … }) is an item of type ENTRY_ITEM.
import { deepEqual } from './deepEqual';
import { formFileOf, isOneFormFile } from './editorFiles';

export type JsonObject = Record<string, unknown>;
export interface EditorItem {
  type: string;
  props: JsonObject & { id: string };
}
export interface EditorData {
  root: { props: JsonObject };
  content: EditorItem[];
}
/** What a shared section holds: its block type and props, from pages/_sections/<name>.json. */
export type SharedSectionsByName = Record<string, { type: string; props: JsonObject }>;

const USE_PREFIX = 'use:';
/** The item of a layout that stands for the entry, with the words around it. */
export const ENTRY_ITEM = 'entry:section';
/** Editor-only props: written in no file. */
const ANCHOR = 'anchor';
const OVERRIDDEN = '__overridden';

export const sharedItemType = (name: string) => `${USE_PREFIX}${name}`;
export const sharedNameOf = (itemType: string) =>
  itemType.startsWith(USE_PREFIX) ? itemType.slice(USE_PREFIX.length) : undefined;

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

// Puck keeps props flattened by path ("carousel.perView.576") and rebuilds a list wherever a part of
// the path is a number, so an object keyed by numbers (a carousel's items per view by screen width)
// would come back as a list. In the editor's data such an object is held as its entries instead.
const ENTRIES = '__entries';
const numberKeyed = (value: JsonObject) => Object.keys(value).some((key) => /^\d+$/.test(key));

export function encodeForEditor(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(encodeForEditor);
  if (!isObject(value)) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, encodeForEditor(item)] as const);
  return numberKeyed(value) ? { [ENTRIES]: entries.map(([key, item]) => [key, item]) } : Object.fromEntries(entries);
}

/** The editor's value as the file holds it: entries back into objects, and undefined values (fields the author cleared) left out. */
export function decodeFromEditor(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeFromEditor);
  if (!isObject(value)) return value;
  if (Array.isArray(value[ENTRIES]) && Object.keys(value).length === 1) {
    return Object.fromEntries(
      (value[ENTRIES] as [string, unknown][]).map(([key, item]) => [key, decodeFromEditor(item)]),
    );
  }
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [key, decodeFromEditor(item)]),
  );
}

/** Whether a file of pages/ is a shared section's (one section) rather than a page. */
export const isSharedSectionFile = (file: string) => file.startsWith('pages/_sections/');

function toItem(section: unknown, index: number, shared: SharedSectionsByName): EditorItem {
  const written = isObject(section) ? section : {};
  const id = `section-${index}`;
  const anchor = typeof written.id === 'string' ? { [ANCHOR]: written.id } : {};
  const props = (isObject(written.props) ? encodeForEditor(written.props) : {}) as JsonObject;
  if (written.entry === true) return { type: ENTRY_ITEM, props: { id, ...anchor, ...props } };
  if (typeof written.use === 'string') {
    const base = encodeForEditor(shared[written.use]?.props ?? {}) as JsonObject;
    return {
      type: sharedItemType(written.use),
      props: { id, ...anchor, ...base, ...props, [OVERRIDDEN]: Object.keys(props) },
    };
  }
  return { type: String(written.type), props: { id, ...anchor, ...props } };
}

/** An item's props as the file holds them, apart from its anchor and the editor's own bookkeeping. */
function propsOf(item: EditorItem): { props: JsonObject; anchor: unknown; overridden: unknown } {
  const {
    id: _id,
    [ANCHOR]: anchor,
    [OVERRIDDEN]: overridden,
    ...props
  } = decodeFromEditor(item.props) as EditorItem['props'];
  return { props, anchor, overridden };
}

/**
 * The props a page sets on a shared section's item ("props" beside "use"): those its file set already,
 * and those that now differ from the shared section's. Empty for an item that is not a shared section.
 */
export function overriddenProps(item: EditorItem, shared: SharedSectionsByName): JsonObject {
  const name = sharedNameOf(item.type);
  if (name === undefined) return {};
  const { props, overridden } = propsOf(item);
  const base = shared[name]?.props ?? {};
  const kept = Array.isArray(overridden) ? overridden : [];
  return Object.fromEntries(
    Object.entries(props).filter(([key, value]) => kept.includes(key) || !deepEqual(value, base[key])),
  );
}

function toSection(item: EditorItem, shared: SharedSectionsByName): JsonObject {
  const { props, anchor } = propsOf(item);
  const idPart = typeof anchor === 'string' && anchor !== '' ? { id: anchor } : {};
  if (item.type === ENTRY_ITEM) return { entry: true, ...idPart, props };
  const name = sharedNameOf(item.type);
  if (name === undefined) return { type: item.type, ...idPart, props };
  const overrides = overriddenProps(item, shared);
  return { use: name, ...idPart, ...(Object.keys(overrides).length ? { props: overrides } : {}) };
}

/**
 * A file's value as the editor's data: a page's (or a layout's) envelope as the root and its sections
 * as items, a shared section's file as one item, the site settings, the products or an entry as the
 * root alone.
 */
export function fileToEditorData(file: string, value: unknown, shared: SharedSectionsByName): EditorData {
  // A translation has its source's form.
  const form = formFileOf(file);
  const written = isObject(value) ? value : {};
  if (isOneFormFile(form)) return { root: { props: encodeForEditor(written) as JsonObject }, content: [] };
  if (isSharedSectionFile(form)) {
    const { type: _type, id: _id, props: _props, ...rest } = written;
    return {
      root: { props: encodeForEditor(rest) as JsonObject },
      content: [toItem({ type: written.type, id: written.id, props: written.props }, 0, shared)],
    };
  }
  const { sections, ...envelope } = written;
  return {
    root: { props: encodeForEditor(envelope) as JsonObject },
    content: (Array.isArray(sections) ? sections : []).map((section, index) => toItem(section, index, shared)),
  };
}

/** The editor's data as the file's value: what is saved, with the keys in the order the file had them. */
export function editorDataToFile(file: string, data: EditorData, shared: SharedSectionsByName): JsonObject {
  const form = formFileOf(file);
  const root = decodeFromEditor(data.root.props ?? {}) as JsonObject;
  if (isOneFormFile(form)) return root;
  if (isSharedSectionFile(form)) {
    const section = data.content[0] ? toSection(data.content[0], shared) : {};
    return { ...root, ...section };
  }
  const { sections: _sections, ...envelope } = root;
  return { ...envelope, sections: data.content.map((item) => toSection(item, shared)) };
}
