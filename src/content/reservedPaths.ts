// Paths that the build, the static host or the development server already answer: a page there would
// be hidden behind them, or cached as they are. One list, read by the check of pages' paths and by the
// fixes offered for a path; tests/unit/reserved-paths.test.ts keeps it in step with the names the
// site generator and the editor use (src/site-generator/securityPolicy.ts, seo/shareTags.ts,
// images/imagePipeline.ts, editorPlugin.ts, src/shell/pageDataUrl.ts).

/** The first part of a path, and what answers there instead of a page. */
export const reservedFolders: Readonly<Record<string, string>> = {
  assets:
    "where the build puts the site's scripts, styles and processed images (/assets/), which static hosts keep in visitors' caches for a year",
  cards: "where the build writes the pages' share cards (/cards/)",
  _data: "where the build writes each page's data (/_data/)",
  '404': 'the Not Found page the build writes (404.html), which static hosts show for addresses that do not exist',
  edit: 'the visual editor of the development server (/edit)',
  __editor: "the visual editor's requests on the development server (/__editor/)",
  public: 'the name the development server keeps for the public/ folder (/public/)',
  '@vite': "the development server's own code (/@vite/)",
  '@fs': "the development server's own files (/@fs/)",
  '@id': "the development server's own modules (/@id/)",
  '@react-refresh': "the development server's own code (/@react-refresh)",
  node_modules: "the development server's libraries (/node_modules/)",
};

/**
 * What answers at `path` instead of a page, in words, or undefined when a page may have it.
 * `publicNames` are the names directly in public/: a file or a folder there is served at its name.
 */
export function reservedPathOwner(path: string, publicNames: ReadonlySet<string>): string | undefined {
  const first = path.split('/')[1] ?? '';
  if (Object.hasOwn(reservedFolders, first)) return reservedFolders[first];
  if (publicNames.has(first))
    return `where the files of public/${first} are served (/${first}/…), and a page there would share their folder`;
  return undefined;
}
