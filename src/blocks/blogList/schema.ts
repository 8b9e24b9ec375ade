import { z } from 'zod';
import { untranslated } from '../../schema/translatable';
import { blogPost, type BlogPost } from '../../schema/blogPost';
import { postQuery } from '../../schema/collections/listingQuery';
import type { ListedCard } from '../../schema/collections/listedEntries';
import { pager } from '../../schema/pager';
import { href } from '../../schema/primitives';

const listLink = z.strictObject({
  label: z.string().min(1).describe('Text of the link, for example "Business".'),
  href,
  count: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('Number shown after the label, for example how many posts carry a tag.'),
});

const sidebar = z
  .strictObject({
    search: z
      .strictObject({
        label: z.string().min(1).describe('Screen-reader label of the search field.'),
        placeholder: z.string().default('').describe('For example "Search...".'),
        buttonLabel: z.string().min(1).describe('Screen-reader name of the search button.'),
      })
      .describe('A search box. Like the rest of the demo, it searches nothing.'),
    popular: z
      .strictObject({
        title: z.string().min(1).describe('For example "Popular Posts".'),
        posts: z
          .array(untranslated(z.string().min(1)))
          .min(1)
          .max(5)
          .describe(
            'The posts to show: with cards written in "posts", their titles exactly as written there; with a query, the file names of the posts without ".json".',
          ),
      })
      .optional()
      .describe('Small cards of chosen posts, with picture, date and title.'),
    linkLists: z
      .array(
        z.strictObject({
          title: z.string().min(1).describe('For example "Categories".'),
          links: z.array(listLink).min(1).describe('The links, in order.'),
        }),
      )
      .default([])
      .describe('Titled link lists, for example Categories, Archives and Meta.'),
    tags: z
      .strictObject({
        title: z.string().min(1).describe('For example "Tags".'),
        tags: z
          .union([
            z.array(listLink).min(1),
            z
              .strictObject({
                from: postQuery.shape.from,
              })
              .describe(
                'Every tag of the posts, { "from": "blog" }: each linking to its page (pages/_layouts/blog-tag.json) with how many posts carry it.',
              ),
          ])
          .describe('The tags: { "from": "blog" } for every tag of the posts, or the links written here, in order.'),
      })
      .optional()
      .describe('A tag cloud; "count" shows in brackets after each tag.'),
  })
  .describe('The blog sidebar: search, popular posts, link lists and a tag cloud.');

export const blogListProps = z
  .strictObject({
    layout: z
      .enum(['grid', 'sidebar'])
      .default('grid')
      .describe('"grid": three cards per row; "sidebar": two per row beside the sidebar (which then is needed).'),
    cardStyle: z
      .enum(['card', 'overlay', 'plain'])
      .default('card')
      .describe(
        '"card": white card, date on the picture; "overlay": the text on a navy band over the lower part of the picture; "plain": no card, author and date above the title and an outlined button.',
      ),
    posts: z
      .union([z.array(blogPost).min(1), postQuery])
      .describe(
        'The posts: a query, { "from": "blog" } (cards made from the posts in pages/blog/, newest first), or the cards written here, in order.',
      ),
    readMoreLabel: z.string().min(1).describe('Text of the link on every card, for example "Read More".'),
    byLabel: z.string().default('').describe('Text before the author, for example "By ".'),
    pager: pager.optional(),
    sidebar: sidebar.optional(),
  })
  .superRefine((props, ctx) => {
    if (props.layout === 'sidebar' && !props.sidebar) {
      ctx.addIssue({
        code: 'custom',
        path: ['sidebar'],
        message:
          'the "sidebar" layout needs "sidebar" content: add "sidebar" with its search, popular posts, link lists and tags',
        params: { code: 'props.setting-needed' },
      });
    }
    // A query's posts are known once the collection is read: its popular posts are checked there.
    if (!Array.isArray(props.posts)) return;
    const titles = new Set(props.posts.map((entry) => entry.title));
    props.sidebar?.popular?.posts.forEach((title, index) => {
      if (!titles.has(title)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sidebar', 'popular', 'posts', index],
          message: `no post is titled "${title}"; use the title of one of the "posts", exactly as written there`,
          params: { code: 'props.unknown-post' },
        });
      }
    });
  })
  .describe(
    'The blog: post cards in one of three styles, a demo pager and, in the sidebar layout, search, popular posts, categories, archives and tags.',
  );

/**
 * The props as the component receives them: a query is already its cards, the popular posts the
 * cards they name and the tags their links (src/schema/collections/listedEntries.ts).
 */
type ListLink = z.output<typeof listLink>;

export type BlogListProps = Omit<z.output<typeof blogListProps>, 'posts' | 'sidebar'> & {
  posts: ListedCard<BlogPost>[];
  sidebar?: Omit<NonNullable<z.output<typeof blogListProps>['sidebar']>, 'tags'> & {
    popular?: { cards?: ListedCard<BlogPost>[] };
    tags?: { title: string; tags: ListLink[] };
  };
};
