// "$schema" names the JSON Schema an author's code editor loads for the file (schemas/, written by
// npm run schemas). Only the project's own file is accepted: a file naming an address elsewhere
// would make the code editor of every author who opens it fetch that address.
import { z } from 'zod';
import { say } from '../problems/messages';
import { ownMessageCodes } from './patterns';

const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** The "$schema" of a file whose JSON Schema is `path` (relative to the file): that path, or nothing. */
export function schemaPath(path: string) {
  return z
    .literal(path, {
      error: (issue) =>
        say('schema.path', {
          path,
          found: `${typeof issue.input === 'string' ? 'the text ' : ''}${shown(issue.input)}`,
        }).message,
    })
    .register(ownMessageCodes, { code: 'schema.path' })
    .optional()
    .describe(`The JSON Schema of this file, for code editors: ${JSON.stringify(path)} (or nothing).`);
}
