// How a build hands the content it validated to the Vite plugins that need it (the content plugin,
// the public-folder copy), instead of each reading and validating every page again.
import type { Content } from '../content/loadContent';

const VALIDATED_CONTENT = 'nexusValidatedContent';

/**
 * Vite's inline config for a build whose content was validated already (src/site-generator/buildSite.ts):
 * the plugins take it instead of reading and validating every page again in each of the Vite builds.
 */
export const withValidatedContent = (content: Content) => ({ [VALIDATED_CONTENT]: content });

/** The content a build handed to Vite with withValidatedContent, if any. */
export const validatedContentOf = (inlineConfig: object): Content | undefined =>
  (inlineConfig as Record<string, Content | undefined>)[VALIDATED_CONTENT];
