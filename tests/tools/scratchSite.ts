// A scratch copy of the project that a browser test changes as a customer would (its JSON files, its
// pictures), builds with `npm run build` and serves as `npm start` does, then removes.
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadContent } from '../../src/content/loadContent';
import { createStaticServer } from '../../src/server/staticServer';
import { scratchProject } from '../../tools/bench/buildScale';

// Content files as JSON.parse gives them: tests reach into them by the names they know.
export type Json = Record<string, any>;

export interface ScratchSite {
  dir: string;
  /** Changes the JSON file `file` (a path in the project) in place. */
  editJson(file: string, edit: (data: Json) => void): void;
  /** Builds the site, serves dist/ on `port` (any free one by default) and gives its origin. */
  buildAndServe(port?: number): Promise<string>;
  /** Stops the server and removes the copy. */
  remove(): Promise<void>;
}

/** A copy of the project with its real pages and nothing generated. */
export function scratchSite(): ScratchSite {
  const dir = scratchProject(process.cwd(), loadContent({ root: process.cwd() }).pages.length);
  let server: ReturnType<typeof createStaticServer> | undefined;
  return {
    dir,
    editJson(file, edit) {
      const path = join(dir, file);
      const data = JSON.parse(readFileSync(path, 'utf8'));
      edit(data);
      writeFileSync(path, JSON.stringify(data, null, 2));
    },
    async buildAndServe(port = 0) {
      await promisify(execFile)(process.execPath, ['src/cli/run.mjs', 'src/cli/build.ts'], { cwd: dir });
      const started = createStaticServer({
        siteDir: join(dir, 'dist'),
        copiesDir: join(dir, 'node_modules/.cache/nexus-serve'),
        log: () => {},
      });
      server = started;
      await new Promise<void>((listening) => started.listen(port, '127.0.0.1', listening));
      return `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
    },
    async remove() {
      if (server) await new Promise((closed) => server!.close(closed));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
