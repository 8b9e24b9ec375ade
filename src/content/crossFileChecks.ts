// The checks that need more than one file: a link goes to a page that exists (or a file in public/),
// an image is a file in public/, a product id is in the catalogue. They run after the shape check,
// on facts gathered from the whole content and passed in, never kept between calls.
import { existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { normalizePath } from '../schema/primitives';
import type { Reference } from '../schema/references';
import type { ContentIssue } from './contentIssue';
import { findReferences } from './findReferences';
import { locate, type JsonPath, type JsonSource } from './jsonSource';

export interface ContentFacts {
  /** The path of every page, as written, including pages that have other problems. */
  pagePaths: ReadonlySet<string>;
  publicFileExists: (publicPath: string) => boolean;
  /** The product ids of the catalogue, as written. */
  productIds: ReadonlySet<number>;
}

/** Whether "/images/x.svg" is a file inside public/; each path is looked up on disk once. */
export function publicFileChecker(root: string): (publicPath: string) => boolean {
  const publicDir = join(root, 'public');
  const known = new Map<string, boolean>();
  const lookUp = (publicPath: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(publicPath);
    } catch {
      return false; // a malformed %-escape names no file
    }
    const file = join(publicDir, decoded);
    return !relative(publicDir, file).startsWith('..') && existsSync(file) && statSync(file).isFile();
  };
  return (publicPath) => {
    if (!known.has(publicPath)) known.set(publicPath, lookUp(publicPath));
    return known.get(publicPath)!;
  };
}

function linkProblem(value: string, facts: ContentFacts): string | undefined {
  if (!value.startsWith('/')) return undefined; // "#", https://, mailto: and tel: name nothing of this site
  const path = normalizePath(value.split(/[?#]/)[0]);
  if (facts.pagePaths.has(path) || facts.publicFileExists(path)) return undefined;
  return `broken link: no page has the path "${path}"; use the "path" of a file in pages/ (for example "/contact") or "#" for a placeholder`;
}

function imageProblem(value: string, facts: ContentFacts): string | undefined {
  if (facts.publicFileExists(value)) return undefined;
  const withoutPublic = value.replace(/^\/public\//, '/');
  const fix = withoutPublic !== value && facts.publicFileExists(withoutPublic) ? `leave out "/public": write "${withoutPublic}"` : 'check the spelling or add the file to public/';
  return `missing image: there is no file public${value}; ${fix}`;
}

function productProblem(id: number, facts: ContentFacts): string | undefined {
  if (facts.productIds.has(id)) return undefined;
  const ids = [...facts.productIds].sort((a, b) => a - b).join(', ');
  return `unknown product: pages/_catalogue.json has no product with the id ${id}; use the "id" of one of its products (${ids || 'it has none yet'})`;
}

function problemWith(reference: Reference, value: unknown, facts: ContentFacts): string | undefined {
  if (reference === 'link' && typeof value === 'string') return linkProblem(value, facts);
  if (reference === 'image' && typeof value === 'string') return imageProblem(value, facts);
  if (reference === 'product' && typeof value === 'number') return productProblem(value, facts);
  return undefined;
}

/** The cross-file problems of `value` (found at `basePath` in `source`, `valid` if its shape passed), each at its position. */
export function checkReferences(schema: z.core.$ZodType, value: unknown, source: JsonSource, basePath: JsonPath, valid: boolean, facts: ContentFacts): ContentIssue[] {
  return findReferences(schema, value, basePath, valid).flatMap(({ reference, path, value: named }) => {
    const message = problemWith(reference, named, facts);
    return message ? [{ file: source.file, ...locate(source, path), path, message }] : [];
  });
}
