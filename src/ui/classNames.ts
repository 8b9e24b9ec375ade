// Joining class names: CSS-module lookups may be undefined (a variant with no
// styles of its own), and those must not reach the markup as "undefined".
import type { SectionBackground } from '../schema/primitives';

export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

const backgroundClasses: Record<SectionBackground, string> = {
  white: '',
  surface: 'section--surface',
  warm: 'section--warm',
};

/** The class that paints a section's background ('' for plain white). */
export function backgroundClass(background: SectionBackground): string {
  return backgroundClasses[background];
}

/** The classes of a full-width page section with the chosen background. */
export function sectionClass(
  background: SectionBackground,
  ...extra: Array<string | false | null | undefined>
): string {
  return cx('section', backgroundClasses[background], ...extra);
}
