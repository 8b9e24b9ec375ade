// Which changed files can change what a page looks like. Content files change the pages that show
// them; site code (what the build reads besides content: components, styles, images in public/,
// the build's configuration and packages) may change any page; the rest (docs, tests, baselines,
// tools, the block gallery, files the build never reads) changes none.

export type FileKind = 'content' | 'site code' | 'none';

/** Shared by every page: the header, the footer and the theme (the site file), the shop's products (the catalogue). */
export const SITE_WIDE_CONTENT = ['pages/_site.json', 'pages/_catalogue.json'];

const CONTENT = /^pages\/(_sections\/)?[^/]+\.json$/;
const SITE_CODE = /^(src\/|public\/|index\.html$|vite\.config\.ts$|tsconfig\.json$|package(-lock)?\.json$)/;

const NOT_RENDERED = [
  /^pages\/_gallery\.json$/, // the block gallery, on the development server only
  /(^|\/)__(snapshots|screenshots)__\//,
  /\.test\.tsx?$/,
  /\.md$/,
  /^src\/blocks\/[^/]+\/(example\.json|examples\/)/, // what the gallery and the tests show, not pages
  /^src\/(dev-gallery|cli)\//, // the gallery and the command-line tools; the build's own steps are in src/site-generator/
];

export function fileKind(file: string): FileKind {
  if (NOT_RENDERED.some((pattern) => pattern.test(file))) return 'none';
  if (CONTENT.test(file)) return 'content';
  return SITE_CODE.test(file) ? 'site code' : 'none';
}
