// Modules the content plugin (src/site-generator/contentPlugin.ts) generates from pages/ and the block
// registry; virtual:block-gallery only on the development server.
// Types only: "@/..." is a tsconfig path (ambient modules cannot use relative imports).
// The browser's copy of the site file leaves out what only the build reads (src/schema/site.ts).
declare module 'virtual:site' {
  import type { BrowserSite } from '@/schema/site';
  const site: BrowserSite;
  export default site;
  /** Each further language's site file, by locale code, as a chunk of its own (none on a site in one language). */
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
