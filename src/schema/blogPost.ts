// One blog post as the blocks that list posts show it (the blog listings, the teasers of the
// landing pages); src/ui/PostCard.tsx draws it.
import { z } from 'zod';
import { longText } from './editorHints';
import { href, image } from './primitives';

export const blogPost = z
  .strictObject({
    title: z.string().min(1).describe('Title of the post; the popular posts of a blog sidebar refer to it.'),
    href: href.describe('Where the title, the picture and "Read More" go, usually "/blog-details" or "#".'),
    image,
    author: z.string().min(1).describe('Author label, for example "Admin".'),
    date: z.string().min(1).describe('Date as shown, for example "March 15, 2024".'),
    excerpt: longText(z.string().default('').describe('One or two sentences under the title.')),
  })
  .describe('One blog post: picture, author, date, title and excerpt.');

export type BlogPost = z.output<typeof blogPost>;
