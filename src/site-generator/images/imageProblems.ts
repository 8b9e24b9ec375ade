// What the author reads when a photo cannot be used: the place of its "src" in the content
// (file:line:column and JSON path, as every content message), the page that shows it, why, and what
// to do. The content pipeline keeps no positions for the build, so the file is parsed again here,
// on this rare path only.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getNodePath, type Node } from 'jsonc-parser';
import { SECTIONS_DIR } from '../../content/contentFiles';
import { parseJsonSource, positionAt } from '../../content/jsonSource';
import { formatIssue, type ContentIssue } from '../../problems/contentIssue';

/** An image the build could not read: every one is listed, then the build stops before publishing anything. */
export class ImageProblems extends Error {
  constructor(lines: string[]) {
    const count = `${lines.length} image${lines.length === 1 ? '' : 's'} could not be read; nothing was built.`;
    super([...lines, '', count].join('\n'));
    // src/cli/build.ts prints an error of this name as the author's message alone, as it does a page that cannot be rendered.
    this.name = 'PrerenderError';
    this.stack = this.message;
  }
}

/** The first string node holding `value` in `node`, in document order. */
function stringNode(node: Node | undefined, value: string): Node | undefined {
  if (!node) return undefined;
  if (node.type === 'string' && node.value === value) return node;
  for (const child of node.children ?? []) {
    const found = stringNode(child, value);
    if (found) return found;
  }
  return undefined;
}

/** Where `src` is written: in `file` (the page that shows it) or else in a shared section. */
export function placeOfImage(root: string, file: string, src: string): Omit<ContentIssue, 'message'> | undefined {
  const sectionsDir = join(root, SECTIONS_DIR);
  const shared = existsSync(sectionsDir)
    ? readdirSync(sectionsDir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => `${SECTIONS_DIR}/${name}`)
    : [];
  for (const candidate of [file, ...shared.filter((name) => name !== file)]) {
    const path = join(root, candidate);
    if (!existsSync(path)) continue;
    const text = readFileSync(path, 'utf8');
    const { source } = parseJsonSource(candidate, text);
    const node = stringNode(source?.root, src);
    if (!node) continue;
    return { file: candidate, ...positionAt(text, node.offset), path: getNodePath(node) };
  }
  return undefined;
}

/** One line for an image that cannot be read: at its "src", naming the page when the src is written elsewhere. */
export function unreadableImageLine(root: string, file: string, src: string, reason: string): string {
  const why = reason.replace(/\s+/g, ' ').trim().slice(0, 200);
  const place = placeOfImage(root, file, src);
  const shownOn = place && place.file !== file ? ` (shown on ${file})` : '';
  const message = `the image "${src}"${shownOn} cannot be read as a picture (${why}); the file may be damaged or not the format its name says: open it in an image editor and save it again as JPEG, PNG or WebP, or put another image in its place`;
  return place ? formatIssue({ ...place, message }) : `${file}: ${message}`;
}
