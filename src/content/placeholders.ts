// Texts with placeholders ("Cart, {count} items"): the field's description names the ones it
// replaces, and a placeholder spelt otherwise ("{Count}", "{items}") would reach visitors and
// screen readers as typed. Checked with the other checks that follow the shape check.
import type { Suggestion } from '../problems/contentIssue';
import { say, type Problem } from '../problems/messages';
import { closest } from './describeValue';

/** One message per placeholder in `text` that the field does not replace; the fix is the text with that placeholder spelt right. */
export function placeholderProblems(
  text: string,
  placeholders: readonly string[],
): (Problem & { suggestion?: Suggestion })[] {
  const known = placeholders.map((name) => `{${name}}`).join(' and ');
  return [...text.matchAll(/\{([^{}]*)\}/g)]
    .filter(([, name]) => !placeholders.includes(name))
    .map(({ 0: token, 1: name, index }) => {
      const meant = closest(name, placeholders);
      const fix = meant ? `write "{${meant}}"` : `use ${known}, or remove "${token}"`;
      const problem = say('text.placeholder', { token, known, fix });
      if (!meant) return problem;
      const mended = text.slice(0, index) + `{${meant}}` + text.slice(index + token.length);
      return { ...problem, suggestion: { kind: 'text', value: mended } };
    });
}
