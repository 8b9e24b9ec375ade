// The one security policy of the site, wherever dist/ is served: `npm start` sends it as headers, every
// prerendered page carries the part a <meta> can hold, and the headers files for static hosts repeat it
// (docs/deploy.md). The site runs without inline scripts, so scripts may come from its own origin only.

/** Content-Security-Policy directives. Styles allow inline: the theme is a <style> and blocks set CSS variables in style attributes. */
export const contentSecurityPolicy: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Directives a browser ignores (and warns about) when the policy comes from a <meta> element. */
const headerOnlyDirectives = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

const serialise = (directives: [string, readonly string[]][]) =>
  directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');

/** The policy as a Content-Security-Policy header value. */
export const cspHeaderValue = serialise(Object.entries(contentSecurityPolicy));

/** The policy as a <meta http-equiv> can carry it: everything but the header-only directives. */
export const cspMetaValue = serialise(
  Object.entries(contentSecurityPolicy).filter(([name]) => !headerOnlyDirectives.has(name)),
);

/** The tag every prerendered page carries, first in its <head>, so that it covers every script of the page. */
export const cspMetaTag = `<meta http-equiv="Content-Security-Policy" content="${cspMetaValue}">`;

/** The headers every response of the site gets. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': cspHeaderValue,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Vite names every file in /assets/ after a hash of its content, so a browser may keep it for good. */
export const hashedAssetsPrefix = '/assets/';
export const hashedAssetCaching = 'public, max-age=31536000, immutable';
/** Everything else (pages, icons, images under their own names) is checked again before each use. */
export const revalidatedCaching = 'no-cache';
