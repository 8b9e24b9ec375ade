// Modules the content plugin (src/site-generator/contentPlugin.ts) generates from pages/ and the block
// registry; virtual:block-gallery only on the development server.
// Types only: "@/..." is a tsconfig path (ambient modules cannot use relative imports).
declare module 'virtual:site' {
  import type { Site } from '@/schema/site';
  const site: Site;
  export default site;
  /** The site file in each further language, by locale code (empty on a site in one language). */
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
