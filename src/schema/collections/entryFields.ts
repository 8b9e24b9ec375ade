// The fields every entry of a collection has beside its own: its date and whether it is a draft.
import { z } from 'zod';

/** A day, "YYYY-MM-DD": one form in every file, shown in the site's language (a day that does not exist is refused). */
export const entryDate = z.iso.date();

export const entryFlags = {
  draft: z
    .boolean()
    .default(false)
    .describe(
      'true keeps the entry off the published site: only the development server and "npm run build -- --drafts" show it.',
    ),
};
