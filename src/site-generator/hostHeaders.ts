// The security policy and the caching of hashed assets, written for the static hosts that read a
// file of headers from the published folder (Netlify and Cloudflare Pages: _headers; Vercel:
// vercel.json) and for nginx, whose snippet docs/deploy.md shows. All come from securityPolicy.ts, with
// the origins of the site's form endpoints when its forms deliver to one.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashedAssetCaching, hashedAssetsPrefix, revalidatedCaching, securityHeaders } from './securityPolicy';

type Headers = Readonly<Record<string, string>>;

const comment = '# Written by npm run build from src/site-generator/securityPolicy.ts (see docs/deploy.md).';

/** Netlify and Cloudflare Pages: a path pattern, then its headers indented; a path gets the headers of every pattern it matches. */
export function headersFile(security: Headers = securityHeaders): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    comment,
    block('/*', security),
    block(`${hashedAssetsPrefix}*`, { 'Cache-Control': hashedAssetCaching }),
    '',
  ].join('\n');
}

/** Vercel, when dist/ is what is deployed: a path gets the headers of every source it matches. */
export function vercelConfig(security: Headers = securityHeaders): string {
  const rule = (source: string, headers: Record<string, string>) => ({
    source,
    headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  });
  return `${JSON.stringify({ headers: [rule('/(.*)', security), rule(`${hashedAssetsPrefix}(.*)`, { 'Cache-Control': hashedAssetCaching })] }, null, 2)}\n`;
}

/**
 * The inside of an nginx server block. Unlike the hosts above, nginx sends no Cache-Control of its own
 * (browsers would guess a lifetime for pages), and add_header in a location replaces every inherited
 * one, so each location lists all its headers.
 */
export function nginxSnippet(security: Headers = securityHeaders): string {
  const headerLines = (headers: Record<string, string>, indent: string) =>
    Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);
  return [
    'root /var/www/nexus/dist;',
    'disable_symlinks on;',
    'gzip_static on;',
    '# brotli_static on;  # with the ngx_brotli module',
    'error_page 404 /404.html;',
    'location ~ /\\. { return 404; }',
    'location / {',
    '  try_files $uri $uri/index.html =404;',
    ...headerLines({ ...security, 'Cache-Control': revalidatedCaching }, '  '),
    '}',
    `location ${hashedAssetsPrefix} {`,
    ...headerLines({ ...security, 'Cache-Control': hashedAssetCaching }, '  '),
    '}',
  ].join('\n');
}

/** Puts _headers and vercel.json into the published folder. */
export function writeHostHeaders(outDir: string, security: Headers = securityHeaders) {
  writeFileSync(join(outDir, '_headers'), headersFile(security));
  writeFileSync(join(outDir, 'vercel.json'), vercelConfig(security));
}

/**
 * The headers a _headers file written by headersFile gives every path ("/*"), as a host that reads
 * the file would send them (npm start does: src/server/servedBuild.ts); undefined for any other file.
 */
export function siteWideHeaders(text: string): Record<string, string> | undefined {
  const lines = text.split('\n');
  if (lines[0] !== comment) return undefined;
  const start = lines.indexOf('/*');
  if (start < 0) return undefined;
  const headers: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const header = /^ {2}([A-Za-z-]+): (.+)$/.exec(line);
    if (!header) break;
    headers[header[1]] = header[2];
  }
  return headers;
}
