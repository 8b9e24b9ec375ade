// Where a page's data is published: one JSON file per route (written by the prerender, served by the
// development server's content plugin), so the client fetches the one page it navigates to and never
// holds a table of every route. "/" is /_data.json, "/a/b" is /_data/a/b.json: no two paths share a file.
export const NOT_FOUND_PATH = '/not-found';

export const pageDataUrl = (path: string): string => (path === '/' ? '/_data.json' : `/_data${path}.json`);

/** The route a data URL belongs to, or undefined for any other URL. */
export function pathOfPageDataUrl(url: string): string | undefined {
  if (url === '/_data.json') return '/';
  const match = /^\/_data(\/.+)\.json$/.exec(url);
  return match?.[1];
}
