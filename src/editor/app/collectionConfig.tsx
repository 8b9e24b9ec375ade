// Puck's configuration for a collection's files. An entry (pages/blog/<slug>.json) is one form, its
// fields generated from the entry's schema, and beside it the page it makes, as the site draws it:
// the server puts it through its collection's layout (src/editor/server/editorRequests.ts,
// entryPreview), so the preview and the site share one way of making it. A layout
// (pages/_layouts/blog.json) is a page's sections, one of which stands for the entry: its fields are
// the words around the entry, drawn with the collection's newest entry. Like a page's, it draws the
// site's own components, so the editor loads it only to open such a file (entry.tsx).
import type { ComponentConfig, Config, Fields } from '@puckeditor/core';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import site from 'virtual:site';
import { blockTypes } from '../../blocks/registry';
import { collectionNamed, type CollectionDefinition } from '../../schema/collections/collections';
import { groupLayoutEnvelopeSchema, layoutSchema, TITLE_PLACEHOLDER } from '../../schema/collections/layout';
import type { BlockSection, PageData } from '../../schema/page';
import { loadedBlock, preloadForEditing } from '../../shell/pageLoading';
import { SectionBoundary } from '../../shell/SectionBoundary';
import { loadSiteIn } from '../../ui/locale';
import { ENTRY_ITEM, type EditorData } from '../shared/editorData';
import { entryPreview } from './api';
import { useSession } from './editorSession';
import { loadPageConfig, PageFrame, type PreviewLanguage } from './pageConfig';
import { fieldFor, fieldsOf } from './schemaFields';
import { say, type WordKey } from './words';
import styles from './editor.module.css';

type Schema = Parameters<typeof fieldFor>[1];

const loadEveryBlock = () => preloadForEditing(blockTypes);

/** An entry's fields: every key of its schema but "$schema", in the schema's order, named in the editor's words. */
export function entryFields(collection: CollectionDefinition): Fields {
  const shape = (collection.entrySchema as unknown as { shape: Record<string, Schema> }).shape;
  return Object.fromEntries(
    Object.keys(shape)
      .filter((key) => key !== '$schema')
      .map((key) => [key, { ...fieldFor(key, shape[key]), label: say(`entryField_${key}` as WordKey) }]),
  );
}

/** An entry's configuration; a translation's preview is drawn in its `language`. */
export async function loadEntryConfig(name: string, language?: PreviewLanguage): Promise<Config> {
  await Promise.all([loadEveryBlock(), language && loadSiteIn(language.code)]);
  const collection = collectionNamed(name)!;
  return {
    components: {},
    categories: {},
    root: { fields: entryFields(collection), render: () => <EntryPagePreview language={language} /> },
  };
}

/** The fields of a layout's entry section: its anchor, and the words around the entry its collection's slot takes. */
export const entrySectionFields = (collection: CollectionDefinition): Fields => ({
  anchor: { type: 'text', label: say('anchor'), metadata: { help: say('anchorHelp') } },
  ...fieldsOf(collection.slotProps),
});

export const layoutRootFields: Fields = Object.fromEntries(
  (['header', 'footer', 'noindex'] as const).map((key) => [key, fieldFor(key, layoutSchema.shape[key])]),
);

export async function loadLayoutConfig(
  name: string,
  state: Parameters<typeof loadPageConfig>[0],
  language?: PreviewLanguage,
): Promise<Config> {
  const pageConfig = await loadPageConfig(state, false, language);
  const collection = collectionNamed(name)!;
  const entrySection: ComponentConfig = {
    label: say('entrySection'),
    fields: entrySectionFields(collection),
    render: ({ id }: { id: string }) => <EntrySectionPreview id={id} />,
  };
  const frame = pageConfig.root!.render!;
  return {
    ...pageConfig,
    // The entry's section is the layout's own: never added from the library.
    categories: { ...pageConfig.categories, other: { visible: false } },
    // "{title}" reads as the title of the entry the preview shows, as the site makes each entry's page.
    components: {
      ...withPlaceholderFilled(pageConfig.components, TITLE_PLACEHOLDER, useDrawnEntryTitle),
      [ENTRY_ITEM]: entrySection,
    },
    root: {
      ...pageConfig.root,
      fields: layoutRootFields,
      render: (props: Record<string, unknown>) => <DrawnEntryPage>{frame(props as never)}</DrawnEntryPage>,
    },
  };
}

/** A group layout's own fields: a page's title and description (with "{tag}" for the tag), its header and footer. */
export const groupLayoutRootFields: Fields = Object.fromEntries(
  (['title', 'description', 'header', 'footer', 'noindex'] as const).map((key) => [
    key,
    fieldFor(key, groupLayoutEnvelopeSchema.shape[key] as Schema),
  ]),
);

/** `value` with `placeholder` replaced by `words` in every text, as the site makes each tag's or entry's page. */
function withWords(value: unknown, placeholder: string, words: string): unknown {
  if (typeof value === 'string') return value.split(placeholder).join(words);
  if (Array.isArray(value)) return value.map((item) => withWords(item, placeholder, words));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withWords(item, placeholder, words)]));
  return value;
}

/** A section drawn with `placeholder` in its texts replaced by the words `useWords` gives; as written while it gives none. */
function FilledSection({
  component,
  props: { puck, ...props },
  placeholder,
  useWords,
}: {
  component: ComponentConfig;
  props: Record<string, unknown>;
  placeholder: string;
  useWords: () => string | undefined;
}) {
  const words = useWords();
  // Puck's own props (its drop zones, drag handles) pass as they are.
  const shown = words === undefined ? props : (withWords(props, placeholder, words) as object);
  return component.render({ ...shown, puck } as never);
}

function withPlaceholderFilled(
  components: Config['components'],
  placeholder: string,
  useWords: () => string | undefined,
): Config['components'] {
  return Object.fromEntries(
    Object.entries(components).map(([type, component]) => [
      type,
      {
        ...component,
        render: (props: Record<string, unknown>) => (
          <FilledSection component={component} props={props} placeholder={placeholder} useWords={useWords} />
        ),
      },
    ]),
  );
}

/**
 * The layout of a collection's tag or category pages (pages/_layouts/blog-tag.json), or its
 * translation in `language`: a page's sections, drawn for the collection's first tag or category, so
 * "{tag}" reads as a real one.
 */
export async function loadGroupLayoutConfig(
  name: string,
  state: Parameters<typeof loadPageConfig>[0],
  language?: PreviewLanguage,
): Promise<Config> {
  const pageConfig = await loadPageConfig(state, false, language);
  const { placeholder } = collectionNamed(name)!.groupPages;
  const groups = state.entries
    .filter((entry) => entry.collection === name)
    .flatMap((entry) => (entry.collection === 'blog' ? entry.data.tags : [entry.data.category]));
  const shown = [...new Set(groups)].sort((a, b) => a.localeCompare(b))[0] ?? placeholder;
  const components = withPlaceholderFilled(pageConfig.components, placeholder, () => shown);
  return { ...pageConfig, components, root: { ...pageConfig.root, fields: groupLayoutRootFields } };
}

/**
 * The page the file being edited makes, drawn by the server from the latest data: one request at a
 * time, then one more with the data typed meanwhile. While the data has problems, the last page drawn.
 */
function useEntryPage(file: string, data: EditorData): PageData | undefined {
  const [page, setPage] = useState<PageData>();
  const latest = useRef(data);
  const running = useRef(false);
  useEffect(() => {
    latest.current = data;
    if (running.current) return;
    running.current = true;
    const run = async () => {
      try {
        for (;;) {
          const asked = latest.current;
          const drawn = await entryPreview(file, asked);
          if (drawn.page) setPage(drawn.page);
          if (asked === latest.current) return;
        }
      } catch {
        // A failed request leaves the last page drawn; the next change asks again.
      } finally {
        running.current = false;
      }
    };
    void run();
  }, [file, data]);
  return page;
}

function DrawnSection({ section }: { section: BlockSection }) {
  const Block = loadedBlock(section.type);
  if (!Block) return null;
  return (
    <div id={section.id} data-block={section.type} className="block">
      <SectionBoundary type={section.type} fallbackText={site.labels.sectionFailed}>
        <Block {...(section.props as object)} />
      </SectionBoundary>
    </div>
  );
}

function EntryPagePreview({ language }: { language?: PreviewLanguage }): ReactNode {
  const { file, data } = useSession();
  const page = useEntryPage(file, data);
  if (!page) return <p className={styles.cannotPreview}>{say('entryPreviewWaiting')}</p>;
  return (
    <div data-entry-preview={page.path}>
      <PageFrame header={page.header} footer={page.footer} language={language}>
        {page.sections.map((section, index) => (
          <DrawnSection key={`${section.type}-${index}`} section={section} />
        ))}
      </PageFrame>
    </div>
  );
}

/** The page a layout makes of the entry its preview shows, drawn once for all its sections. */
const DrawnEntryContext = createContext<PageData | undefined>(undefined);

function DrawnEntryPage({ children }: { children?: ReactNode }) {
  const { file, data } = useSession();
  const page = useEntryPage(file, data);
  return <DrawnEntryContext.Provider value={page}>{children}</DrawnEntryContext.Provider>;
}

const useDrawnEntryTitle = () => useContext(DrawnEntryContext)?.title;

function EntrySectionPreview({ id }: { id: string }): ReactNode {
  const { data } = useSession();
  const page = useContext(DrawnEntryContext);
  const index = data.content.findIndex((item) => item.props.id === id);
  const section = page?.sections[index];
  if (!section) return <p className={styles.cannotPreview}>{say('entryPreviewWaiting')}</p>;
  return <DrawnSection section={section} />;
}
