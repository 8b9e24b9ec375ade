// The security policy and the caching of hashed assets, written for the static hosts that read a
// file of headers from the published folder (Netlify and Cloudflare Pages: _headers; Vercel:
// vercel.json) and for nginx, whose snippet docs/deploy.md shows. All come from securityPolicy.ts.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashedAssetCaching, hashedAssetsPrefix, revalidatedCaching, securityHeaders } from './securityPolicy';

/** Netlify and Cloudflare Pages: a path pattern, then its headers indented; a path gets the headers of every pattern it matches. */
export function headersFile(): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Written by npm run build from src/site-generator/securityPolicy.ts (see docs/deploy.md).',
    block('/*', securityHeaders),
    block(`${hashedAssetsPrefix}*`, { 'Cache-Control': hashedAssetCaching }),
    '',
  ].join('\n');
}

/** Vercel, when dist/ is what is deployed: a path gets the headers of every source it matches. */
export function vercelConfig(): string {
  const rule = (source: string, headers: Record<string, string>) => ({
    source,
    headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  });
  return `${JSON.stringify({ headers: [rule('/(.*)', securityHeaders), rule(`${hashedAssetsPrefix}(.*)`, { 'Cache-Control': hashedAssetCaching })] }, null, 2)}\n`;
}

/**
 * The inside of an nginx server block. Unlike the hosts above, nginx sends no Cache-Control of its own
 * (browsers would guess a lifetime for pages), and add_header in a location replaces every inherited
 * one, so each location lists all its headers.
 */
export function nginxSnippet(): string {
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
    ...headerLines({ ...securityHeaders, 'Cache-Control': revalidatedCaching }, '  '),
    '}',
    `location ${hashedAssetsPrefix} {`,
    ...headerLines({ ...securityHeaders, 'Cache-Control': hashedAssetCaching }, '  '),
    '}',
  ].join('\n');
}

/** Puts _headers and vercel.json into the published folder. */
export function writeHostHeaders(outDir: string) {
  writeFileSync(join(outDir, '_headers'), headersFile());
  writeFileSync(join(outDir, 'vercel.json'), vercelConfig());
}
