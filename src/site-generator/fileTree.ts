// A folder's content as it is on disk, symbolic links listed but never followed: a link in public/
// would make the build copy whatever it points to (/etc/passwd...) into the published site, and a
// server that follows links serves files from outside its folder.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface FileTree {
  /** Regular files, as paths relative to the folder with "/" separators. */
  files: string[];
  /** Symbolic links, and anything else that is neither a file nor a folder (sockets, devices). */
  links: string[];
}

/** The content of `dir`, each level in name order; `dir` itself is read as named (a caller that must not follow it checks it). */
export function readFileTree(dir: string): FileTree {
  const tree: FileTree = { files: [], links: [] };
  const visit = (relative: string) => {
    const entries = readdirSync(join(dir, relative), { withFileTypes: true });
    // The order the content loader reports files in, whatever order the disk keeps them in.
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(path);
      else if (entry.isFile()) tree.files.push(path);
      else tree.links.push(path);
    }
  };
  visit('');
  return tree;
}
