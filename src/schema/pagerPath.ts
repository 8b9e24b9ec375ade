// Where each page of a listing split into pages is, apart from the pager's schema: the site's pager
// (src/ui/Pager.tsx) links its pages with it, and a visitor's scripts must not carry zod.

/** The path of page `number` of a listing whose first page is at `first`. */
export const pagePath = (first: string, number: number): string =>
  number === 1 ? first : `${first === '/' ? '' : first}/page/${number}`;
