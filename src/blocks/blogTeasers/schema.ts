import { z } from 'zod';
import { longText } from '../../schema/editorHints';
import { carouselLayoutNeedsSettings, carouselSettings } from '../../schema/carousel';
import { blogPost, type BlogPost } from '../../schema/blogPost';
import { postQuery } from '../../schema/collections/listingQuery';
import type { ListedCard } from '../../schema/collections/listedEntries';
import { sectionBackground } from '../../schema/primitives';

export const blogTeasersProps = z
  .strictObject({
    title: z.string().min(1).describe('Section heading, for example "The News from Our Blog".'),
    text: longText(z.string().default('').describe('Text under the heading.')),
    background: sectionBackground('white'),
    layout: z
      .enum(['grid', 'carousel'])
      .default('grid')
      .describe(
        '"grid": three per row on wide screens; "carousel": a looping carousel (needs "carousel" settings), as in "recent news".',
      ),
    posts: z
      .union([z.array(blogPost).min(1), postQuery])
      .describe(
        'The teasers: a query, for example { "from": "blog", "count": 3 } (the three newest posts of pages/blog/), or the cards written here, in order.',
      ),
    readMoreLabel: z
      .string()
      .min(1)
      .describe('Text of each teaser link, for example "Read More" (screen readers also hear the post title).'),
    carousel: carouselSettings({ perView: { '0': 1, '768': 2, '992': 3 } })
      .optional()
      .describe('Carousel settings, used when "layout" is "carousel".'),
  })
  .superRefine(carouselLayoutNeedsSettings)
  .describe('Blog teasers (image, date, author, title, excerpt, Read More) as a grid or a carousel.');

/** The props as the component receives them: a query is already its cards (src/content/collections/listings.ts). */
export type BlogTeasersProps = z.output<typeof blogTeasersProps> & { posts: ListedCard<BlogPost>[] };
