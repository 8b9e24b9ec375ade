// Modules the content plugin (src/site-generator/contentPlugin.ts) generates from pages/ and the block
// registry; virtual:block-gallery only on the development server.
// Types only: "@/..." is a tsconfig path (ambient modules cannot use relative imports).
// The browser's copy of a site file leaves out what only the build reads (src/schema/site.ts).
/** The site file in the default language, for the editor and the block gallery; the app reads it through virtual:site-languages. */
declare module 'virtual:site' {
  import type { BrowserSite } from '@/schema/site';
  const site: BrowserSite;
  export default site;
}

/** The site's default language, and each language's site file as a chunk of its own, by locale code. */
declare module 'virtual:site-languages' {
  import type { BrowserSite } from '@/schema/site';
  export const defaultLanguage: string;
  export const siteLoaders: Record<string, () => Promise<{ default: BrowserSite }>>;
}

/** The whole site file, and each further language's by locale code: the prerender's, never the browser's. */
declare module 'virtual:site-files' {
  import type { Site } from '@/schema/site';
  const site: Site;
  export default site;
  export const translations: Record<string, Site>;
}

declare module 'virtual:catalogue' {
  import type { Catalogue } from '@/schema/catalogue';
  const catalogue: Catalogue;
  export default catalogue;
}

/** Imports the stylesheets of the site's chosen fonts; exports nothing. */
declare module 'virtual:site-fonts' {}

declare module 'virtual:blocks' {
  import type { ComponentType } from 'react';
  // Each block takes props of its own, checked by its schema before they reach it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  export const blockLoaders: Record<string, () => Promise<{ default: ComponentType<any> }>>;
}

declare module 'virtual:block-gallery' {
  import type { GalleryData } from '@/dev-gallery/galleryData';
  const gallery: GalleryData;
  export default gallery;
}

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
