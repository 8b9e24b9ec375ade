// npm run new-page -- /my-page [--from /existing-page]: writes pages/my-page.json, a valid page the
// author then edits: a page title section, or a copy of another page's sections.
import { pagePath } from '../schema/page';
import { slug } from '../schema/slug';
import { formatJson } from '../json/formatJson';
import {
  AuthorFileRefusal,
  authorPathTaken,
  linkOnPath,
  listAuthorFolder,
  readAuthorFile,
  symbolicLinkMessage,
  writeAuthorFile,
} from '../content/authorFiles';
import { closest } from '../content/describeValue';
import { formatIssue } from '../problems/contentIssue';
import { loadContent } from '../content/loadContent';

const USAGE = 'usage: npm run new-page -- /my-page [--from /existing-page]';

/** A request the command refuses, with the words to show the author (never a stack trace). */
export class NewPageRefusal extends Error {}

interface ExistingPage {
  file: string;
  path: string;
  data: Record<string, unknown>;
}

function existingPages(root: string): ExistingPage[] {
  const files = listAuthorFolder(root, 'pages').files.filter((file) => /^pages\/[^_/][^/]*\.json$/.test(file));
  return files.flatMap((file) => {
    try {
      const text = readAuthorFile(root, file)?.toString('utf8') ?? '';
      const data = JSON.parse(text.replace(/^\uFEFF/, '')) as Record<string, unknown>;
      return typeof data.path === 'string' ? [{ file, path: data.path, data }] : [];
    } catch {
      return []; // a broken page (or one made a link meanwhile) is reported by npm run validate, not here
    }
  });
}

/** "/services/web-design" → "Web Design". */
export function titleFromPath(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? 'home';
  return last.replace(
    /(^|-)([a-z0-9])/g,
    (_match, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`,
  );
}

export function fileForPath(path: string): string {
  return `pages/${path.slice(1).replace(/\//g, '-')}.json`;
}

function parseArgs(args: string[]): { path: string; from?: string } {
  const rest = [...args];
  const fromAt = rest.indexOf('--from');
  let from: string | undefined;
  if (fromAt >= 0) {
    from = rest[fromAt + 1];
    if (!from || from.startsWith('--'))
      throw new NewPageRefusal(`--from needs the path of an existing page, for example --from /contact\n${USAGE}`);
    rest.splice(fromAt, 2);
  }
  const unknown = rest.find((arg) => arg.startsWith('--'));
  if (unknown) throw new NewPageRefusal(`unknown option ${unknown}\n${USAGE}`);
  if (rest.length === 0) throw new NewPageRefusal(`which page? Give its path.\n${USAGE}`);
  if (rest.length > 1) {
    const joined = `/${slug(rest.join(' '))}`;
    throw new NewPageRefusal(
      `give one page path, not ${rest.length} words: a path has no spaces, for example npm run new-page -- ${joined}\n${USAGE}`,
    );
  }
  return { path: rest[0], from };
}

/** `path` as a page path, or a refusal that shows the path meant, written as `example` shows it ("npm run new-page -- /x" or "--from /x"). */
function checkPath(path: string, example: (meant: string) => string): string {
  if (pagePath.safeParse(path).success) return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const meant = `/${path.split('/').map(slug).filter(Boolean).join('/')}`;
  const hint = pagePath.safeParse(meant).success ? ` For example: ${example(meant)}` : '';
  throw new NewPageRefusal(
    `"${path}" is not a page path: a path starts with "/" and uses lowercase letters, digits and dashes, for example "/web-hosting".${hint}`,
  );
}

/** Works out the new file without writing it; throws NewPageRefusal when the request cannot be done. */
export function planNewPage(root: string, args: string[]): { file: string; path: string; text: string } {
  const request = parseArgs(args);
  const path = checkPath(request.path, (meant) => `npm run new-page -- ${meant}`);
  const pages = existingPages(root);
  const taken = pages.find((page) => page.path === path);
  if (taken)
    throw new NewPageRefusal(`the page ${path} already exists: ${taken.file}. Choose another path, or edit that file.`);
  const file = fileForPath(path);
  const link = linkOnPath(root, file);
  if (link) throw new NewPageRefusal(`${link}: ${symbolicLinkMessage(link)}`);
  if (authorPathTaken(root, file))
    throw new NewPageRefusal(`${file} already exists. Choose another path, or edit that file.`);

  const title = titleFromPath(path);
  let page: Record<string, unknown>;
  if (request.from) {
    const fromPath = checkPath(request.from, (meant) => `--from ${meant}`);
    const source = pages.find((candidate) => candidate.path === fromPath);
    if (!source) {
      const suggestion = closest(
        fromPath,
        pages.map((candidate) => candidate.path),
      );
      throw new NewPageRefusal(
        `no page has the path ${fromPath}${suggestion ? `; did you mean ${suggestion}?` : '.'} Copy from the "path" of a file in pages/.`,
      );
    }
    const { $schema: _schema, path: _path, title: _title, ...rest } = source.data;
    page = { $schema: '../schemas/page.schema.json', path, title, ...rest };
    delete page.noindex; // a copy of a page kept out of search engines is meant to be found
  } else {
    page = {
      $schema: '../schemas/page.schema.json',
      path,
      title,
      description: `${title}: one or two sentences about this page, for search results and link previews.`,
      header: 'default',
      footer: true,
      sections: [
        { type: 'pageTitle', props: { title, breadcrumbs: [{ label: 'Home', href: '/' }, { label: title }] } },
      ],
    };
  }
  const text = `${formatJson(page)}\n`;
  const problems = loadContent({ root, pageTexts: [{ file, text }] }).issues.filter((issue) => issue.file === file);
  if (problems.length > 0)
    throw new NewPageRefusal(`the new page would not be valid:\n${problems.map(formatIssue).join('\n')}`);
  return { file, path, text };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  try {
    const { file, path, text } = planNewPage(root, process.argv.slice(2));
    writeAuthorFile(root, file, text, { createOnly: true });
    console.log(`Created ${file} for the page ${path}.`);
    console.log(`Next: open ${file}, change "title", "description" and the sections (docs/authoring.md shows how),`);
    console.log(`then preview it with npm run dev at http://localhost:5173${path}`);
  } catch (error) {
    // The file or a link of its name may have appeared since it was checked.
    if (error instanceof AuthorFileRefusal) console.error(`new-page: ${error.file}: ${error.message}`);
    else if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      console.error('new-page: a file of that name appeared meanwhile; run the command again');
    else if (error instanceof NewPageRefusal) console.error(`new-page: ${error.message}`);
    else throw error;
    process.exit(1);
  }
}
