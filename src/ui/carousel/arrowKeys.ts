import type { KeyboardEvent } from 'react';

function isTextField(target: EventTarget) {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The carousel's keydown handler: the left and right arrow keys move it while focus is inside it
 * (Glide's own keyboard option listens on the whole document), except in a text field.
 */
export function arrowKeyHandler(go: (pattern: '<' | '>') => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (isTextField(event.target) || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? '<' : '>');
  };
}
