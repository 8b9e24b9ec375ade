// Each block's example props (src/blocks/<type>/example.json), read for the docs, the gallery, the
// JSON Schemas and the tests. The file is the one place an example lives.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BlockExample {
  /** Repository-relative path, as messages name it. */
  file: string;
  text: string;
}

export function exampleFile(type: string): string {
  return `src/blocks/${type}/example.json`;
}

export function readBlockExample(root: string, type: string): BlockExample | undefined {
  const file = exampleFile(type);
  if (!existsSync(join(root, file))) return undefined;
  return { file, text: readFileSync(join(root, file), 'utf8') };
}

/** The example's props as written, or undefined when the file is missing or is not valid JSON. */
export function exampleProps(root: string, type: string): Record<string, unknown> | undefined {
  const example = readBlockExample(root, type);
  if (!example) return undefined;
  try {
    return JSON.parse(example.text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
