// Takes the author to a field: scrolled into view in the form and its first input focused, once Puck
// has drawn it. A field inside a list entry that is closed is never drawn: after a few frames the
// nearest field around it that is (the list) is shown instead.

/** Frames to wait for Puck to draw the form of a newly selected section. */
const DRAW_FRAMES = 30;

/** "boxes[2].title" → "boxes[2]" → "boxes". */
function outer(name: string): string | undefined {
  const cut = Math.max(name.lastIndexOf('.'), name.lastIndexOf('['));
  return cut > 0 ? name.slice(0, cut) : undefined;
}

/** The field named `name` that is shown: a narrow screen's fields tab may hold a second, hidden copy of the form. */
const fieldNamed = (name: string) =>
  [...document.querySelectorAll<HTMLElement>(`[data-field="${CSS.escape(name)}"]`)].find((field) =>
    field.checkVisibility(),
  );

function show(field: HTMLElement) {
  field.scrollIntoView({ block: 'center' });
  field.querySelector<HTMLElement>('input, textarea, select, button')?.focus({ preventScroll: true });
}

export function revealField(name: string, framesLeft = DRAW_FRAMES) {
  requestAnimationFrame(() => {
    const field = fieldNamed(name);
    if (field) return show(field);
    if (framesLeft > 0) return revealField(name, framesLeft - 1);
    for (let candidate = outer(name); candidate; candidate = outer(candidate)) {
      const around = fieldNamed(candidate);
      if (around) return show(around);
    }
  });
}
