// Every text a schema matches against a pattern has a length limit, checked before anything else: a
// pattern then only ever runs on a text of bounded length, so no value, however long, can make
// validation (npm run validate, the build, the development server, each keystroke in the editor)
// take more than a moment. The limits are far above any real value of their kind.
import { z } from 'zod';
import { say } from '../problems/messages';
import { coded } from './patterns';

export const lengthLimits = {
  /** A link or any other web address: what browsers, servers and search engines all accept. */
  link: 2000,
  /** A page path or the path of a file in public/. */
  path: 500,
  /** A value written into CSS: a colour, a gradient, a list of fonts. */
  cssValue: 500,
  /** The site's own address. */
  siteAddress: 500,
  /** A mail address: its longest form. */
  mailAddress: 320,
  /** A name or a code: a shared section's or a form's name, an anchor, a field name, a language code. */
  name: 100,
} as const;

const count = (value: number) => value.toLocaleString('en-US');

/** "a link is at most 2,000 characters; this one has 80,000: "tel:1111…"; shorten it". */
export function tooLongMessage(what: string, max: number, value: string): string {
  const start = JSON.stringify(value.slice(0, 40)).slice(0, -1);
  return say('text.over-its-limit', { what, max: count(max), count: count(value.length), start }).message;
}

/**
 * A text of at most `max` characters; a longer one is refused with a message naming `what` ("a
 * link"), and no check after this one runs on it. Its JSON Schema says maxLength too.
 */
export function boundedText(what: string, max: number) {
  return z
    .string()
    .refine((value) => value.length <= max, {
      abort: true,
      error: (issue) => tooLongMessage(what, max, String(issue.input)),
      params: coded('text.over-its-limit'),
    })
    .max(max);
}
