// The one security policy of the site, wherever dist/ is served: `npm start` sends it as headers, every
// prerendered page carries the part a <meta> can hold, and the headers files for static hosts repeat it
// (docs/deploy.md). The site runs without inline scripts, so scripts may come from its own origin only.
// It connects and posts to its own origin, and to the form endpoints its forms deliver to, if any
// (src/schema/formDelivery.ts): the build passes their origins.
import type { Site } from '../schema/site';
import { endpointOrigins, type FormDelivery } from '../schema/formDelivery';

/**
 * Content-Security-Policy directives of a site whose forms post to `formOrigins` (none with the
 * "demo" delivery). Styles allow inline: the theme is a <style> and blocks set CSS variables in style
 * attributes. A form posts there with fetch (connect-src), or by itself where the page has no script
 * yet (form-action).
 */
export function contentSecurityPolicyFor(
  formOrigins: readonly string[] = [],
): Readonly<Record<string, readonly string[]>> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...formOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...formOrigins],
    'frame-ancestors': ["'none'"],
  };
}

/** Directives a browser ignores (and warns about) when the policy comes from a <meta> element. */
const headerOnlyDirectives = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

const serialise = (directives: [string, readonly string[]][]) =>
  directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');

/** The policy as a Content-Security-Policy header value. */
export const cspHeaderValueFor = (formOrigins: readonly string[] = []) =>
  serialise(Object.entries(contentSecurityPolicyFor(formOrigins)));

/** The policy as a <meta http-equiv> can carry it: everything but the header-only directives. */
export const cspMetaValueFor = (formOrigins: readonly string[] = []) =>
  serialise(Object.entries(contentSecurityPolicyFor(formOrigins)).filter(([name]) => !headerOnlyDirectives.has(name)));

/** The tag every prerendered page carries, first in its <head>, so that it covers every script of the page. */
export const cspMetaTagFor = (formOrigins: readonly string[] = []) =>
  `<meta http-equiv="Content-Security-Policy" content="${cspMetaValueFor(formOrigins)}">`;

/** The headers every response of the site gets. */
export const securityHeadersFor = (formOrigins: readonly string[] = []): Readonly<Record<string, string>> => ({
  'Content-Security-Policy': cspHeaderValueFor(formOrigins),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});

/** The policy of a site whose forms send nothing of their own (the template's, in demo mode). */
export const contentSecurityPolicy = contentSecurityPolicyFor();
export const cspHeaderValue = cspHeaderValueFor();
export const cspMetaValue = cspMetaValueFor();
export const cspMetaTag = cspMetaTagFor();
export const securityHeaders = securityHeadersFor();

/** The origins of the endpoints the site's forms post to: each form's own delivery, or (null) the site's. */
export const formOriginsOf = (site: Site, forms: readonly (FormDelivery | null)[]): string[] =>
  endpointOrigins(forms.map((delivery) => delivery ?? site.forms.delivery));

/** Vite names every file in /assets/ after a hash of its content, so a browser may keep it for good. */
export const hashedAssetsPrefix = '/assets/';
export const hashedAssetCaching = 'public, max-age=31536000, immutable';
/** Everything else (pages, icons, images under their own names) is checked again before each use. */
export const revalidatedCaching = 'no-cache';
