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

export function readFileTree(dir: string): FileTree {
  const tree: FileTree = { files: [], links: [] };
  const visit = (relative: string) => {
    for (const entry of readdirSync(join(dir, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(path);
      else if (entry.isFile()) tree.files.push(path);
      else tree.links.push(path);
    }
  };
  visit('');
  return tree;
}
