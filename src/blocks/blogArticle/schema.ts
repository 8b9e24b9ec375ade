import { z } from 'zod';
import type { ListedCard } from '../../schema/collections/listedEntries';
import { formContent, requiredMark } from '../../schema/formField';
import { href, image, link } from '../../schema/primitives';
import { richText } from '../../schema/richText';

export const articlePart = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('paragraph').describe('A paragraph of text.'),
      text: richText('The paragraph.').min(1),
    }),
    z.strictObject({
      kind: z.literal('heading').describe('A sub-heading.'),
      text: z.string().min(1).describe('A sub-heading inside the article.'),
    }),
    z.strictObject({
      kind: z.literal('quote').describe('A highlighted quotation.'),
      text: richText('The quotation.').min(1),
      cite: z.string().optional().describe('Who said it.'),
    }),
    z.strictObject({
      kind: z.literal('gallery').describe('A row of pictures.'),
      images: z.array(image).min(2).max(6).describe('Pictures in a row (two or three per row).'),
    }),
    z.strictObject({
      kind: z.literal('list').describe('A list with check marks.'),
      items: z.array(richText('One item of the list.').min(1)).min(1).describe('A list with check marks.'),
    }),
  ])
  .describe('One part of the article: { "kind": "paragraph" | "heading" | "quote" | "gallery" | "list", … }.');

interface CommentInput {
  author: string;
  avatar: z.input<typeof image>;
  date: string;
  text: string[];
  replies?: CommentInput[];
}

export interface BlogComment extends Omit<CommentInput, 'replies'> {
  replies: BlogComment[];
}

const comment: z.ZodType<BlogComment, CommentInput> = z.lazy(() =>
  z
    .strictObject({
      author: z.string().min(1).describe('Name of the person who wrote the comment.'),
      avatar: image.describe('Small round portrait of the author.'),
      date: z.string().min(1).describe('As shown, for example "April 24, 2019 at 10:59 am".'),
      text: z
        .array(richText('One paragraph of the comment.').min(1))
        .min(1)
        .describe('The comment, one text per paragraph.'),
      replies: z.array(comment).default([]).describe('Answers to this comment, shown indented under it.'),
    })
    .describe('One comment and the replies to it.'),
);

const postLink = z.strictObject({
  caption: z.string().min(1).describe('For example "Previous Post".'),
  title: z.string().min(1).describe('Title of that post.'),
  href,
});

export const blogArticleProps = z
  .strictObject({
    image: image.describe('The picture at the top of the article.'),
    title: z
      .string()
      .min(1)
      .optional()
      .describe(
        "Title of the post, shown under the picture. Leave it out when the page title above already shows it (it is then the page's main heading).",
      ),
    author: z.string().min(1).describe('Author label, for example "Admin".'),
    byLabel: z.string().default('').describe('Text before the author, for example "By ".'),
    date: z.string().min(1).describe('As shown, for example "April 25, 2019".'),
    parts: z.array(articlePart).min(1).describe('The article, top to bottom.'),
    tags: z
      .strictObject({
        label: z.string().min(1).describe('For example "Tags:".'),
        links: z.array(link).min(1).describe('One link per tag.'),
      })
      .optional()
      .describe('The tags of the post, after the text.'),
    postNav: z
      .strictObject({
        label: z.string().min(1).describe('Screen-reader name of the links, for example "More posts".'),
        previous: postLink.optional().describe('The older post.'),
        next: postLink.optional().describe('The newer post.'),
      })
      .optional()
      .describe('Links to the previous and the next post.'),
    comments: z
      .strictObject({
        title: z.string().min(1).describe('For example "4 Comments".'),
        saysLabel: z.string().default('').describe('Shown after the author name, for example "says:".'),
        replyLabel: z.string().min(1).describe('Text of the reply link of each comment, for example "Reply".'),
        list: z.array(comment).min(1).describe('The comments, oldest first, each with its replies.'),
      })
      .optional()
      .describe('The comments under the post.'),
    replyForm: formContent('messages')
      .extend({
        title: z.string().min(1).describe('For example "Leave a Reply".'),
        note: z
          .string()
          .default('')
          .describe('For example "Your email address will not be published. Required fields are marked *".'),
        requiredMark,
      })
      .optional()
      .describe('The comment form. It checks the fields and sends nothing.'),
  })
  .describe(
    'A blog post: picture, title, author and date, the text with quotes, galleries and lists, tags, links to the previous and next post, comments and a reply form.',
  );

type PostLink = ListedCard<z.output<typeof postLink>>;

/** The props as the component receives them: a post's neighbour in another language is marked with it (listedEntries.ts). */
export type BlogArticleProps = Omit<z.output<typeof blogArticleProps>, 'postNav'> & {
  postNav?: { label: string; previous?: PostLink; next?: PostLink };
};
