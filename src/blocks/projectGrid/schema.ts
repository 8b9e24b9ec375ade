import { z } from 'zod';
import { longText } from '../../schema/editorHints';
import { projectQuery } from '../../schema/collections/listingQuery';
import type { ListedCard } from '../../schema/collections/listedEntries';
import { pager } from '../../schema/pager';
import { href, image } from '../../schema/primitives';

const project = z
  .strictObject({
    image,
    title: z.string().min(1).describe('Name of the project.'),
    category: z.string().default('').describe('A short line under the title, for example "Web Development".'),
    href: href.describe('Where the card (or the plus button of the gallery) goes, usually "/project-details".'),
  })
  .describe('One project.');

export const projectGridProps = z
  .strictObject({
    title: z.string().default('').describe('Section heading above the projects; leave empty for none.'),
    text: longText(z.string().default('').describe('Text under the section heading.')),
    layout: z
      .enum(['cards', 'gallery'])
      .default('cards')
      .describe(
        '"cards": image with the title and category below it; "gallery": images edge to edge, each with a round plus button, the title showing on hover.',
      ),
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)])
      .default(3)
      .describe('Projects per row on wide screens (two on tablets, one on phones).'),
    projects: z
      .union([z.array(project).min(1), projectQuery])
      .describe(
        'The projects: a query, { "from": "projects" } (cards made from the case studies in pages/projects/, newest first), or the cards written here, in order.',
      ),
    pager: pager.optional(),
  })
  .describe(
    'A grid of projects: cards with title and category, or an image gallery with plus buttons, and under a query with "perPage" a pager to its further pages.',
  );

/** The props as the component receives them: a query is already its cards (src/content/collections/listings.ts). */
export type ProjectGridProps = z.output<typeof projectGridProps> & {
  projects: ListedCard<z.output<typeof project>>[];
};
