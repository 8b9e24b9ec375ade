// An entry made into its page: its collection's layout with "{title}" replaced by the entry's title,
// and the entry's own section, the block that shows it (blogArticle, projectDetails), given the
// entry's fields and the layout's words around them. Previous and next posts come from the
// collection's order.
import type { BlogArticleProps } from '../../blocks/blogArticle/schema';
import type { ProjectDetailsProps } from '../../blocks/projectDetails/schema';
import type { BlogEntrySlotProps, ProjectEntrySlotProps } from '../../schema/collections/entrySlots';
import { TITLE_PLACEHOLDER } from '../../schema/collections/layout';
import { blockSection, type BlockSection, type PageData } from '../../schema/page';
import { mainHeadingBlocks } from '../pageStructure';
import type { Entry, EntrySection, Layout } from './entryTypes';
import { shownDate } from '../../schema/collections/listedEntries';

/** The page of `entries[index]`, shown through `layout`. */
export function entryPage(
  entry: Entry,
  layout: Layout,
  entries: readonly Entry[],
  index: number,
  lang: string,
  groupPath?: (group: string) => string | undefined,
): PageData {
  const headed = layout.sections.some((section) => 'type' in section && mainHeadingBlocks.includes(section.type));
  const sections = layout.sections.map((section) =>
    'entry' in section
      ? entrySection(entry, section, { entries, index, lang, headed, groupPath })
      : withText(section, TITLE_PLACEHOLDER, entry.data.title),
  );
  const summary = entry.collection === 'blog' ? entry.data.excerpt : entry.data.summary;
  return {
    file: entry.file,
    path: entry.path,
    title: entry.data.title,
    description: summary,
    header: layout.header,
    footer: layout.footer,
    noindex: layout.noindex,
    published: entry.data.date,
    lastmod: entry.data.updated ?? entry.data.date,
    sections,
  };
}

interface Neighbours {
  entries: readonly Entry[];
  index: number;
  lang: string;
  /** Whether a section of the layout carries the main heading (then it shows the title, and the article does not). */
  headed: boolean;
  /** The page of a tag or category, when the collection has such pages. */
  groupPath?: (group: string) => string | undefined;
}

function entrySection(entry: Entry, section: EntrySection, context: Neighbours): BlockSection {
  const props =
    entry.collection === 'blog'
      ? postProps(entry, section.props as BlogEntrySlotProps, context)
      : projectProps(entry, section.props as ProjectEntrySlotProps, context);
  const type = entry.collection === 'blog' ? 'blogArticle' : 'projectDetails';
  // Defaults applied as for a section written in a page; the entry and the layout were checked already.
  const parsed = blockSection(type).parse({ type, ...(section.id ? { id: section.id } : {}), props }) as BlockSection;
  return entry.collection === 'blog' ? withNeighbourLanguages(parsed, context) : parsed;
}

/** The previous and next posts' titles marked with their language where it is not the page's: the schema has no place for it. */
function withNeighbourLanguages(section: BlockSection, { entries, index }: Neighbours): BlockSection {
  const props = section.props as BlogArticleProps;
  const { postNav } = props;
  const older = entries[index + 1]?.language;
  const newer = entries[index - 1]?.language;
  if (!postNav || (!older && !newer)) return section;
  const marked = {
    ...postNav,
    ...(postNav.previous && older ? { previous: { ...postNav.previous, ...older } } : {}),
    ...(postNav.next && newer ? { next: { ...postNav.next, ...newer } } : {}),
  };
  return { ...section, props: { ...props, postNav: marked } } as BlockSection;
}

type PostEntry = Extract<Entry, { collection: 'blog' }>;
type CaseEntry = Extract<Entry, { collection: 'projects' }>;

function postProps(entry: PostEntry, words: BlogEntrySlotProps, context: Neighbours): BlogArticleProps {
  const { data } = entry;
  const { entries, index, lang, headed, groupPath } = context;
  // Newest first: the newer post is the one before it in the list.
  const newer = entries[index - 1];
  const older = entries[index + 1];
  const tagLinks = data.tags.flatMap((tag) => {
    const href = groupPath?.(tag);
    return href ? [{ label: tag, href }] : [];
  });
  const link = (caption: string, other: Entry) => ({ caption, title: other.data.title, href: other.path });
  return {
    image: data.picture,
    ...(headed ? {} : { title: data.title }),
    author: data.author,
    byLabel: words.byLabel,
    date: shownDate(data.date, lang),
    parts: data.parts,
    ...(words.tagsLabel && tagLinks.length > 0 ? { tags: { label: words.tagsLabel, links: tagLinks } } : {}),
    ...(words.postNav && (newer || older)
      ? {
          postNav: {
            label: words.postNav.label,
            ...(older ? { previous: link(words.postNav.previous, older) } : {}),
            ...(newer ? { next: link(words.postNav.next, newer) } : {}),
          },
        }
      : {}),
    ...(words.replyForm ? { replyForm: words.replyForm } : {}),
  };
}

function projectProps(entry: CaseEntry, words: ProjectEntrySlotProps, context: Neighbours): ProjectDetailsProps {
  const { data } = entry;
  const { lang, groupPath } = context;
  const fact = ({ icon, label }: ProjectEntrySlotProps['facts']['client'], value: string, href?: string) => ({
    ...(icon ? { icon } : {}),
    label,
    value,
    ...(href ? { href } : {}),
  });
  return {
    images: [data.picture, ...data.pictures],
    openLabel: words.openLabel,
    lightbox: words.lightbox,
    title: words.title,
    paragraphs: data.details,
    info: [
      fact(words.facts.client, data.client),
      fact(words.facts.category, data.category, groupPath?.(data.category)),
      fact(words.facts.date, shownDate(data.date, lang)),
    ],
    ...(words.share ? { share: words.share } : {}),
    ...(data.button ? { button: data.button } : {}),
  };
}

/** `value` with `placeholder` replaced by `text` in every text; the very same object where nothing was replaced. */
export function withText<T>(value: T, placeholder: string, text: string): T {
  if (typeof value === 'string')
    return (value.includes(placeholder) ? value.replaceAll(placeholder, text) : value) as T;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => withText(item, placeholder, text));
    return (items.some((item, index) => item !== value[index]) ? items : value) as T;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => [key, withText(item, placeholder, text)] as const);
    const changed = entries.some(([key, item]) => item !== (value as Record<string, unknown>)[key]);
    return (changed ? Object.fromEntries(entries) : value) as T;
  }
  return value;
}
