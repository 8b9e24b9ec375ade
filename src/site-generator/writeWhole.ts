// Writes a file whole or not at all: under a name of its own first, then renamed over the target. A
// process stopped halfway leaves no half-written file under the target's name, and two writers at
// once (the prerender's worker threads, two builds) never write into one temporary file.
import { randomUUID } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';

export function writeWhole(file: string, content: string | Buffer) {
  const temporary = `${file}.${randomUUID()}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}
