import { z } from 'zod';
import { longText } from '../../schema/editorHints';
import { projectQuery } from '../../schema/collections/listingQuery';
import type { ListedCard } from '../../schema/collections/listedEntries';
import { carouselSettings } from '../../schema/carousel';
import { href, image, sectionBackground } from '../../schema/primitives';

const project = z.strictObject({
  image,
  title: z.string().min(1).describe('Title of the project, shown over its picture.'),
  category: z.string().default('').describe('A short line under the title, for example "Web Development".'),
  href: href.describe('Where the card goes, for example "/project-details" or "#".'),
});

export const projectsCarouselProps = z
  .strictObject({
    title: z.string().min(1).describe('Section heading, for example "Our Recent Works".'),
    text: longText(z.string().default('').describe('Text under the heading.')),
    background: sectionBackground('white'),
    fullWidth: z
      .boolean()
      .default(true)
      .describe('Whether the carousel spans the whole window (true) or the content width (false).'),
    projects: z
      .union([z.array(project).min(1), projectQuery])
      .describe(
        'The projects: a query, { "from": "projects" } (cards made from the case studies in pages/projects/, newest first), or the cards written here, in order.',
      ),
    carousel: carouselSettings({ perView: { '0': 1, '768': 2, '1200': 3, '1500': 4 } }).describe(
      'Carousel settings. Works (default): { "0": 1, "768": 2, "1200": 3, "1500": 4 }; projects: { "0": 1, "576": 2, "768": 2, "1024": 3, "1200": 4 }.',
    ),
  })
  .describe('A looping carousel of works or projects: image, title and category.');

/** The props as the component receives them: a query is already its cards (src/content/collections/listings.ts). */
export type ProjectsCarouselProps = z.output<typeof projectsCarouselProps> & {
  projects: ListedCard<z.output<typeof project>>[];
};
