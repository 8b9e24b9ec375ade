// Glide's looping clones and the slides out of view. Slides the visitor cannot see are inert (no
// focus, not read out). Clones stay clickable, since a clone may be what is on screen at the loop's
// seam, but are hidden from assistive technology and out of the tab order; a click on one is handed
// to the same control in the real slide, since clones carry no React handlers.
import type Glide from '@glidejs/glide';
import type { MouseEvent } from 'react';

const CLONE_CLASS = 'glide__slide--clone';
const ACTIVE_CLASS = 'glide__slide--active';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * The real slides in view, from Glide's state rather than from geometry (a transition may still be
 * running when this is asked). Positions before 0 or past the last slide are shown by clones.
 */
function slidesInView(glide: Glide, count: number): Set<number> {
  const { perView, focusAt, type, bound } = glide.settings;
  const first =
    type === 'slider' && bound
      ? Math.max(0, Math.min(glide.index, count - perView))
      : glide.index - (focusAt === 'center' ? Math.floor(perView / 2) : Number(focusAt));
  const shown = new Set<number>();
  for (let position = first; position < first + perView; position++)
    if (position >= 0 && position < count) shown.add(position);
  return shown;
}

/** After every build and move: clones hidden and untabbable, real slides out of view inert. */
export function syncSlideAccess(root: HTMLElement, glide: Glide, count: number) {
  const wrapper = root.querySelector('[data-glide-el="track"]')?.firstElementChild;
  if (!wrapper) return;
  const shown = slidesInView(glide, count);
  let lostFocus = false;
  for (const slide of Array.from(wrapper.children) as HTMLElement[]) {
    if (slide.classList.contains(CLONE_CLASS)) {
      // A clone copies its original as it was at cloning time: inert, active marks and all.
      slide.inert = false;
      slide.classList.remove(ACTIVE_CLASS);
      slide.setAttribute('aria-hidden', 'true');
      slide.querySelectorAll('[aria-current]').forEach((element) => element.removeAttribute('aria-current'));
      slide.querySelectorAll(FOCUSABLE).forEach((element) => element.setAttribute('tabindex', '-1'));
      continue;
    }
    const inView = shown.has(Number(slide.dataset.slideIndex));
    if (!inView && slide.contains(document.activeElement)) lostFocus = true;
    slide.inert = !inView;
  }
  if (lostFocus) {
    const current = wrapper.querySelector<HTMLElement>(`[data-slide-index="${glide.index}"]:not(.${CLONE_CLASS})`);
    const target =
      current?.querySelector<HTMLElement>(FOCUSABLE) ?? root.querySelector<HTMLElement>('[data-carousel-next]');
    target?.focus();
  }
}

/** Leaves the real slides as the prerendered HTML had them, once Glide is gone. */
export function releaseSlides(root: HTMLElement) {
  root.querySelectorAll<HTMLElement>('[data-slide-index]').forEach((slide) => (slide.inert = false));
}

/** A click on a clone goes to the same control in the real slide. */
export function forwardCloneClick(event: MouseEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  const clone = target.closest<HTMLElement>(`.${CLONE_CLASS}`);
  const control = target.closest<HTMLElement>('a, button');
  if (!clone || !control || !clone.contains(control)) return;
  event.preventDefault();
  const original = clone.parentElement?.querySelector<HTMLElement>(
    `[data-slide-index="${clone.dataset.slideIndex}"]:not(.${CLONE_CLASS})`,
  );
  if (!original) return;
  const position = Array.from(clone.querySelectorAll('a, button')).indexOf(control);
  const twin = original.querySelectorAll<HTMLElement>('a, button')[position];
  if (!twin) return;
  original.inert = false; // an inert element ignores clicks
  twin.click();
}
