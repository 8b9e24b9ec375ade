// The words around an entry on its page, written once in its collection's layout
// (pages/_layouts/<collection>.json) as { "entry": true, "props": { … } }: the section that stands for
// the entry. The entry gives the rest of the block's props (src/content/collections/entryPages.ts).
import { z } from 'zod';
import { blogArticleProps } from '../../blocks/blogArticle/schema';
import { projectDetailsProps } from '../../blocks/projectDetails/schema';
import { icon } from '../primitives';

const caption = z.string().min(1);

export const blogEntrySlotProps = z
  .strictObject({
    byLabel: blogArticleProps.shape.byLabel,
    tagsLabel: z
      .string()
      .min(1)
      .optional()
      .describe(
        'Shown before the post\'s tags, for example "Tags:", each tag a link to its page; leave out to show no tags.',
      ),
    postNav: z
      .strictObject({
        label: z.string().min(1).describe('Screen-reader name of the links, for example "More posts".'),
        previous: caption.describe('Caption of the link to the older post, for example "Previous Post".'),
        next: caption.describe('Caption of the link to the newer post, for example "Next Post".'),
      })
      .optional()
      .describe('Links to the older and the newer post, in the order of their dates.'),
    replyForm: blogArticleProps.shape.replyForm,
  })
  .describe('The words around every post: the post itself (picture, author, date, article, tags) comes from its file.');

const fact = z.strictObject({
  icon: icon.optional(),
  label: z.string().min(1).describe('For example "Client".'),
});

export const projectEntrySlotProps = z
  .strictObject({
    title: projectDetailsProps.shape.title.describe('Heading of the description, for example "About This Project".'),
    openLabel: projectDetailsProps.shape.openLabel,
    lightbox: projectDetailsProps.shape.lightbox,
    facts: z
      .strictObject({
        client: fact.describe('The fact that shows the client.'),
        category: fact.describe('The fact that shows the category.'),
        date: fact.describe('The fact that shows the date.'),
      })
      .describe('Labels (and icons) of the facts each project gives: its client, category and date.'),
    share: projectDetailsProps.shape.share,
  })
  .describe('The words around every case study: the pictures, description and facts come from its file.');

export type BlogEntrySlotProps = z.output<typeof blogEntrySlotProps>;
export type ProjectEntrySlotProps = z.output<typeof projectEntrySlotProps>;

/** The section of a layout that stands for the entry, with the words around it. */
export const entrySlot = <S extends z.ZodType>(props: S) =>
  z
    .strictObject({
      entry: z.literal(true).describe('This section shows the entry itself.'),
      id: z.string().optional().describe('Optional anchor, so a link "#post" can jump to this section.'),
      props,
    })
    .describe('The section that shows the entry, with the words around it.');
