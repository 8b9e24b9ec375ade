import type { KeyboardEvent } from 'react';

function isTextField(target: EventTarget) {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The carousel's keydown handler: the left and right arrow keys move it while focus is inside it
 * (Glide's own keyboard option listens on the whole document), except in a text field. The key
 * pointing where the line of text goes shows the next slide: the left one on a right-to-left page.
 */
export function arrowKeyHandler(go: (pattern: '<' | '>') => void, dir: 'ltr' | 'rtl') {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  return (event: KeyboardEvent<HTMLElement>) => {
    if (isTextField(event.target) || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    go(event.key === forward ? '>' : '<');
  };
}
