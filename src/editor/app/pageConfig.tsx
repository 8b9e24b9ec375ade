// Puck's configuration for a page or a shared section, generated: one component per block of the
// registry (its fields from its zod schema, its example as the props of a new section, its own
// component as the preview), one per shared section ("use:<name>", the shared block's fields over the
// shared props), and the page's own fields as the root, drawn with the site's header and footer around
// the sections (a translation's in its language). It draws the site's own components, which read the site's content (virtual:site), so
// the editor loads it only to open a page (entry.tsx).
import { createUsePuck, type ComponentConfig, type Config, type Fields } from '@puckeditor/core';
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import site from 'virtual:site';
import { blockCategories, blockRegistry, blockTypes, type BlockType } from '../../blocks/registry';
import { byCollection, listedProps } from '../../schema/collections/listedEntries';
import { headerVariants, pageEnvelopeSchema } from '../../schema/page';
import { Footer } from '../../shell/Footer';
import { Header } from '../../shell/Header';
import { loadedBlock, preloadForEditing } from '../../shell/pageLoading';
import { SectionBoundary } from '../../shell/SectionBoundary';
import { loadSiteIn, LocaleContext, localeFor, type Locale } from '../../ui/locale';
import type { EditorState } from '../shared/editorState';
import { decodeFromEditor, encodeForEditor, sharedItemType, type JsonObject } from '../shared/editorData';
import { fieldFor, fieldsOf } from './schemaFields';
import { say } from './words';
import styles from './editor.module.css';

const anchorField = { type: 'text', label: say('anchor'), metadata: { help: say('anchorHelp') } } as const;

type Entries = ReturnType<typeof byCollection>;

const usePuck = createUsePuck();

/**
 * The section drawn without the default props its item lacks. Puck draws an item with its
 * component's default props under its own, and those are the block's example: a prop the file leaves
 * out (a pricing table's "note") would show the example's words in the preview, in English on a
 * translation, while the site shows none. The props drawn stay the ones Puck passes (a layout's
 * preview fills their placeholders); an item not placed yet (dragged from the library) keeps them all.
 */
function ItemPreview({
  type,
  props,
  defaults,
  entries,
}: {
  type: BlockType;
  props: Record<string, unknown>;
  defaults: JsonObject;
  entries: Entries;
}) {
  const id = typeof props.id === 'string' ? props.id : undefined;
  const own = usePuck((puck) => (id === undefined ? undefined : puck.getItemById(id)?.props));
  const shown = useMemo(
    () =>
      own === undefined
        ? props
        : Object.fromEntries(Object.entries(props).filter(([key]) => key in own || !(key in defaults))),
    [own, props, defaults],
  );
  return <SectionPreview type={type} props={shown} entries={entries} />;
}

/**
 * The block as the site draws it, with the schema's defaults applied and a listing's query drawn as
 * the entries' cards; while its props are invalid, the last valid ones.
 */
function SectionPreview({
  type,
  props,
  entries,
}: {
  type: BlockType;
  props: Record<string, unknown>;
  entries: Entries;
}) {
  const { id: _id, puck: _puck, editMode: _editMode, anchor, __overridden: _overridden, ...written } = props;
  const lastValid = useRef<unknown>(undefined);
  const parsed = blockRegistry[type].props.safeParse(decodeFromEditor(written));
  if (parsed.success) lastValid.current = listedProps(type, parsed.data as Record<string, unknown>, entries, site.lang);
  const Block = loadedBlock(type);
  if (!Block) return null;
  if (lastValid.current === undefined) return <p className={styles.cannotPreview}>{say('cannotPreview')}</p>;
  return (
    <div id={typeof anchor === 'string' ? anchor : undefined} data-block={type} className="block">
      <SectionBoundary type={type} fallbackText={site.labels.sectionFailed}>
        <Block {...(lastValid.current as object)} />
      </SectionBoundary>
    </div>
  );
}

const blockFields = new Map<BlockType, Fields>();
/** A block's fields, made once per block: its anchor, then its props'. */
export function fieldsOfBlock(type: BlockType): Fields {
  let fields = blockFields.get(type);
  if (!fields) blockFields.set(type, (fields = { anchor: anchorField, ...fieldsOf(blockRegistry[type].props) }));
  return fields;
}

function blockComponent(
  type: BlockType,
  example: Record<string, unknown>,
  entries: Entries,
  label: string = type,
): ComponentConfig {
  const defaultProps = encodeForEditor(example) as JsonObject;
  return {
    label,
    fields: fieldsOfBlock(type),
    defaultProps,
    render: (props) => <ItemPreview type={type} props={props} defaults={defaultProps} entries={entries} />,
  };
}

/** A page's own fields: its envelope, every key but its sections. */
export const rootFields: Fields = Object.fromEntries(
  Object.entries(pageEnvelopeSchema.shape)
    .filter(([key]) => key !== '$schema' && key !== 'sections')
    .map(([key, schema]) => [key, fieldFor(key, schema)]),
);

/** The language a preview is drawn in: a translation's, or the default language's. */
export interface PreviewLanguage {
  code: string;
  dir: Locale['dir'];
}

/**
 * The preview's page in `language`: its `dir` on the preview's document, so a right-to-left page
 * previews right to left (Puck copies the editor's own `lang` onto that document, so the language
 * is told by the element around the page).
 */
function PreviewMain({ language, children }: { language?: PreviewLanguage; children?: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const html = main.current?.ownerDocument.documentElement;
    if (html && language) html.dir = language.dir;
  }, [language]);
  return (
    <main id="main" ref={main}>
      {children}
    </main>
  );
}

/** What is drawn inside is in `language`: its site file (menus, footer, labels), as the site merges it, and its `lang` and `dir`. */
function InLanguage({ language, children }: { language?: PreviewLanguage; children?: ReactNode }) {
  const locale = useMemo(() => language && localeFor(language.code, language.dir), [language]);
  if (!locale) return <>{children}</>;
  return (
    <LocaleContext.Provider value={locale}>
      <div lang={locale.code} dir={locale.dir} className={styles.previewLanguage} data-preview-language>
        {children}
      </div>
    </LocaleContext.Provider>
  );
}

/** A page's header, its sections and its footer, drawn in `language` when it is a translation's. */
export function PageFrame({
  children,
  header,
  footer,
  language,
}: {
  children?: ReactNode;
  header?: string;
  footer?: boolean;
  language?: PreviewLanguage;
}) {
  const variant = headerVariants.find((name) => name === header);
  return (
    <InLanguage language={language}>
      {variant && variant !== 'none' && <Header variant={variant} />}
      <PreviewMain language={language}>{children}</PreviewMain>
      {footer !== false && <Footer />}
    </InLanguage>
  );
}

/**
 * The configuration for a page, or for a shared section's own file (no page fields, no frame), with
 * every block's code loaded; a translation's preview is drawn in its `language`.
 */
export async function loadPageConfig(
  state: EditorState,
  forSharedFile: boolean,
  language?: PreviewLanguage,
): Promise<Config> {
  await Promise.all([preloadForEditing(blockTypes), language && loadSiteIn(language.code)]);
  return pageConfig(state, forSharedFile, language);
}

function pageConfig(state: EditorState, forSharedFile: boolean, language?: PreviewLanguage): Config {
  const types = Object.keys(blockRegistry) as BlockType[];
  const entries = byCollection(state.entries);
  const components: Record<string, ComponentConfig> = Object.fromEntries(
    types.map((type) => [type, blockComponent(type, state.examples[type] ?? {}, entries)]),
  );
  const sharedNames = Object.keys(state.shared).filter((name) => state.shared[name].type in blockRegistry);
  const typeOf = (name: string) => state.shared[name].type as BlockType;
  for (const name of sharedNames) {
    components[sharedItemType(name)] = blockComponent(
      typeOf(name),
      state.shared[name].props,
      entries,
      say('sharedComponent', { name }),
    );
  }
  // Keyed without spaces: Puck makes each group's id (named by its button's aria-controls) from its key.
  const categories = Object.fromEntries(
    blockCategories.map((category) => [
      category.toLowerCase().replace(/\W+/g, '-'),
      { title: category, components: types.filter((type) => blockRegistry[type].category === category) },
    ]),
  );
  return {
    categories: forSharedFile
      ? {}
      : { ...categories, shared: { title: say('sharedCategory'), components: sharedNames.map(sharedItemType) } },
    components,
    root: forSharedFile
      ? {
          render: ({ children }: { children?: ReactNode }) => (
            <InLanguage language={language}>
              <PreviewMain language={language}>{children}</PreviewMain>
            </InLanguage>
          ),
        }
      : {
          fields: rootFields,
          render: ({ children, header, footer }: { children?: ReactNode; header?: string; footer?: boolean }) => (
            <PageFrame header={header} footer={footer} language={language}>
              {children}
            </PageFrame>
          ),
        },
  };
}
