import { z } from 'zod';
import { href } from '../../schema/primitives';

export const pageTitleProps = z
  .strictObject({
    title: z.string().min(1).describe('The page heading (the one h1 of the page).'),
    breadcrumbs: z
      .array(
        z.strictObject({
          label: z.string().min(1).describe('Text of this step of the trail.'),
          href: href.optional().describe('Leave out for the current page.'),
        }),
      )
      .default([])
      .describe('Trail shown under the heading, for example Home › Contact.'),
  })
  .describe('Page title banner with the heading and a breadcrumb trail, for inner pages.');

export type PageTitleProps = z.output<typeof pageTitleProps>;
