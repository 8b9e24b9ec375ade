// Where each page of a listing split into pages is, apart from the pager's schema: the site's pager
// (src/ui/Pager.tsx) links its pages with it, and a visitor's scripts must not carry zod.

/** The path of page `number` of a listing whose first page is at `first`. */
export const pagePath = (first: string, number: number): string =>
  number === 1 ? first : `${first === '/' ? '' : first}/page/${number}`;

/**
 * The title a page shows in the browser tab and link previews: a listing's further page says which
 * page it is, with the site's label ("{title}" and "{page}" replaced), so no two pages share one.
 */
export function shownTitle(page: { title: string; pagination?: { number: number } }, furtherPageTitle: string): string {
  const number = page.pagination?.number ?? 1;
  if (number === 1) return page.title;
  // One pass, so a "{page}" written in the title itself stays as written.
  return furtherPageTitle.replace(/\{(title|page)\}/g, (_, name: string) =>
    name === 'title' ? page.title : String(number),
  );
}
