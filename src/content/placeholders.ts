// Texts with placeholders ("Cart, {count} items"): the field's description names the ones it
// replaces, and a placeholder spelt otherwise ("{Count}", "{items}") would reach visitors and
// screen readers as typed. Checked with the other checks that follow the shape check.
import { closest } from './describeValue';

/** One message per placeholder in `text` that the field does not replace. */
export function placeholderProblems(text: string, placeholders: readonly string[]): string[] {
  const known = placeholders.map((name) => `{${name}}`).join(' and ');
  return [...text.matchAll(/\{([^{}]*)\}/g)]
    .filter(([, name]) => !placeholders.includes(name))
    .map(([token, name]) => {
      const meant = closest(name, placeholders);
      const fix = meant ? `write "{${meant}}"` : `use ${known}, or remove "${token}"`;
      return `"${token}" is not replaced by anything here and would be read out as it is: this text's placeholders are ${known}; ${fix}`;
    });
}
