// The page file format. The section union is derived from the block registry, so a block is declared once.
import { z } from 'zod';
import { blockRegistry, blockTypes } from '../blocks/registry';
import { longText } from './editorHints';
import { boundedText, lengthLimits } from './limits';
import { image } from './primitives';
import { matching } from './patterns';
import { schemaPath } from './schemaPath';
import { slug } from './slug';

export const headerVariants = ['default', 'two', 'three', 'four', 'five', 'none'] as const;

const sharedNamePattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The name meant by "Ready To Talk", "team.json" or "pages/_sections/team": the file name without folder and ".json". */
function meantSharedName(value: string): string {
  return slug(
    value
      .trim()
      .replace(/^.*[/\\]/, '')
      .replace(/\.json$/i, ''),
  );
}

export const sharedSectionName = matching(boundedText('a shared section name', lengthLimits.name), sharedNamePattern, {
  code: 'section.shared-name-form',
  kind: 'shared-section',
  explain: (input) => ({ candidates: [meantSharedName(input)] }),
});

/** What a section id may be: what a link "#pricing" can name. */
export const anchorIdPattern = /^[a-z][a-z0-9-]*$/;

export const anchorId = matching(boundedText('an anchor id', lengthLimits.name), anchorIdPattern, {
  code: 'section.id-form',
  kind: 'text',
  explain: (input) => ({ candidates: [slug(input.replace(/^#/, ''))] }),
}).describe('Optional anchor, so a link "#pricing" can jump to this section.');

function makeBlockSection(type: string) {
  const entry = blockRegistry[type as keyof typeof blockRegistry];
  return z
    .strictObject({
      type: z.literal(type).describe(entry.props.description ?? type),
      id: anchorId.optional(),
      props: entry.props,
    })
    .describe(entry.props.description ?? type);
}

// One schema per block type, made once: zod compiles a schema on its first use, so a fresh one per
// section would make validation many times slower (see docs/benchmarks.md).
const blockSectionSchemas = new Map<string, ReturnType<typeof makeBlockSection>>();

export function blockSection(type: string) {
  let schema = blockSectionSchemas.get(type);
  if (!schema) blockSectionSchemas.set(type, (schema = makeBlockSection(type)));
  return schema;
}

export const sharedSectionRef = z
  .strictObject({
    use: sharedSectionName.describe('Name of a shared section in pages/_sections/ (the file name without .json).'),
    id: anchorId.optional(),
    props: z
      .record(z.string(), z.unknown())
      .optional()
      .describe(
        'Props that replace the shared section\'s props of the same name on this page only, for example { "layout": "sidebar" }; the rest comes from the shared section.',
      ),
  })
  .describe('A section defined once in pages/_sections/ and reused here, optionally with some props changed.');

const blockSections = blockTypes.map((type) => blockSection(type));
export const blockSectionSchema = z.discriminatedUnion(
  'type',
  blockSections as unknown as [ReturnType<typeof blockSection>],
);
export const sectionSchema = z.union([blockSectionSchema, sharedSectionRef]);

const pagePathPattern = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/**
 * The path an author meant by `written`, in the form a path takes: the path of a whole address, the
 * part before "?" or "#" (a tracking query or an anchor is no part of a page's address), without
 * ".html" or "index", each part
 * between slashes as a name ("/Our Offer/Été" → "/our-offer/ete"). None when a part has no Latin
 * letter or digit to keep ("/关于我们"): "/" would be the home page's path.
 */
export function meantPagePath(written: string): string | undefined {
  const parts = written
    .trim()
    .replace(/\\/g, '/')
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') // a whole address: its path
    .split(/[?#]/)[0]
    .replace(/\.(html?|php|aspx?)$/i, '')
    .replace(/(^|\/)index$/i, '$1')
    .split('/')
    .filter((part) => part !== '');
  const named = parts.map(slug);
  if (named.some((part) => part === '')) return undefined;
  return `/${named.join('/')}`;
}

export const pagePath = matching(boundedText('a page path', lengthLimits.path), pagePathPattern, {
  code: 'page.path-form',
  kind: 'page-path',
  explain: (input) => {
    const meant = meantPagePath(input);
    return meant === undefined || (meant === '/' && input.trim().replace(/[/\\]/g, '') !== '')
      ? {}
      : { candidates: [meant] };
  },
}).describe('The address of the page, for example "/web-hosting". "/" is the home page.');

const pageFields = {
  $schema: schemaPath('../schemas/page.schema.json'),
  path: pagePath,
  title: z.string().min(1).describe('Browser-tab title and search-result title.'),
  description: longText(z.string().min(1).describe('One or two sentences for search results and link previews.')),
  header: z
    .enum(headerVariants)
    .describe('Header variant: "default", "two", "three", "four", "five", or "none" for no header.'),
  footer: z.boolean().default(true).describe('Whether the footer shows.'),
  noindex: z
    .boolean()
    .default(false)
    .describe(
      "Keep the page out of search engines and sitemap.xml. Lighthouse's SEO score counts this against the page (is-crawlable), so use it only for a page that must not be found.",
    ),
  share: z
    .strictObject({
      subtitle: z
        .string()
        .min(1)
        .optional()
        .describe('A line under the title on the generated share card, for example "Plans from $9 a month".'),
      image: image
        .optional()
        .describe(
          'The page\'s own share image (1200×630 is best) instead of the generated card; its "alt" describes it in link previews.',
        ),
    })
    .optional()
    .describe('How the page looks when shared on social networks and chat apps (docs/seo.md).'),
};

export const pageSchema = z
  .strictObject({
    ...pageFields,
    sections: z.array(sectionSchema).min(1).describe('The sections of the page, top to bottom.'),
  })
  .describe(
    'One page of the site: its address, title, header and sections. Every text is plain text: markup shows as typed, and "\\n" starts a new line.',
  );

/** The page without its sections, validated first so section errors can be reported one by one. */
export const pageEnvelopeSchema = z.strictObject({ ...pageFields, sections: z.array(z.unknown()).min(1) });

/** A shared section file's "$schema", in pages/_sections/. */
export const sharedSectionSchemaPath = schemaPath('../../schemas/section.schema.json');

export const sharedSectionSchema = z
  .discriminatedUnion(
    'type',
    blockTypes.map((type) => blockSection(type).extend({ $schema: sharedSectionSchemaPath })) as unknown as [
      ReturnType<typeof blockSection>,
    ],
  )
  .describe('A section defined once and reused by pages with { "use": "<file name>" }.');

export type PageFile = z.output<typeof pageSchema>;
export type BlockSection = z.output<typeof blockSectionSchema>;

/** A page as the site renders it: validated, defaults applied, shared sections resolved. */
export type PageData = Omit<PageFile, '$schema' | 'sections'> & {
  file: string;
  sections: BlockSection[];
  /** The day it was published and the day its content last changed, "YYYY-MM-DD" (sitemap, feed, JSON-LD): known for a collection's entries. */
  published?: string;
  lastmod?: string;
  /** Which page of a listing split into pages it is (a query's "perPage"): its number, how many there are, the first's path. */
  pagination?: { number: number; pages: number; first: string };
  /** The page's language on a site in several languages (_site.json's locales): its BCP 47 code and writing direction. */
  locale?: { code: string; dir: 'ltr' | 'rtl' };
  /** The page in every language it is published in, this one included: hreflang links, sitemap alternates, the language switcher. */
  alternates?: { code: string; label: string; path: string }[];
  /** Texts shown in the site's default language because their translation is missing, as JSON paths in the page ("sections[2].props.title"). */
  fallbacks?: string[];
};
