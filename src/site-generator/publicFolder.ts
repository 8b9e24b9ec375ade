// public/ is copied into the site as it is. Vite follows symbolic links while copying, so a link
// would publish whatever it points to on the author's machine: the build refuses it, by name.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readFileTree } from './fileTree';

/** One author-facing line per symbolic link (or other non-file) in `root`/public/. */
export function publicFolderProblems(root: string): string[] {
  const publicDir = join(root, 'public');
  if (!existsSync(publicDir)) return [];
  return readFileTree(publicDir).links.map(
    (link) =>
      `public/${link}: a symbolic link, which the build does not follow (it would publish whatever the link points to); put the file itself in public/, or remove the link`,
  );
}
