// One case study as its author writes it: pages/projects/<slug>.json. Its page and every card that
// lists it are made from it (src/content/collections/), so its title is written once.
import { z } from 'zod';
import { longText } from '../editorHints';
import { image, link } from '../primitives';
import { richText } from '../richText';
import { schemaPath } from '../schemaPath';
import { untranslated } from '../translatable';
import { entryDate, entryFlags } from './entryFields';

export const projectEntrySchema = z
  .strictObject({
    $schema: schemaPath('../../schemas/project.schema.json'),
    title: z.string().min(1).describe("Name of the project: its page title, its main heading and every card's title."),
    client: untranslated(z.string().min(1)).describe('Who the work was for, for example "Lorem Ipsum Retail Ltd.".'),
    // A category groups projects across languages and names its page: every language's project has the source's.
    category: untranslated(z.string().min(1).max(60)).describe(
      'The kind of work, for example "Web Development": shown on cards, and listings can choose by it.',
    ),
    date: entryDate.describe('The day the project was finished, written "YYYY-MM-DD", for example "2026-03-15".'),
    updated: entryDate.optional().describe('The day the page was last changed, "YYYY-MM-DD": the sitemap\'s date.'),
    picture: image.describe("The main picture: first on the project's page and on its cards."),
    pictures: z
      .array(image)
      .max(7)
      .default([])
      .describe('More pictures of the project, shown after the main one on its page.'),
    summary: longText(z.string().min(1).describe('One or two sentences for search results and link previews.')),
    details: z
      .array(richText('One paragraph of the description.').min(1))
      .min(1)
      .describe("The description on the project's page, one text per paragraph."),
    button: link
      .optional()
      .describe('A button after the facts, for example "Live Preview" and the address of the work.'),
    ...entryFlags,
  })
  .describe(
    'One case study: pages/projects/<slug>.json, shown at /projects/<slug> through pages/_layouts/projects.json.',
  );

export type ProjectEntry = z.output<typeof projectEntrySchema>;
