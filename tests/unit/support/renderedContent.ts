// What a visitor meets in server-rendered HTML, as plain values a test compares with the JSON the
// block was given: the heading outline, the images with their text alternatives and sizes, the links
// with their names and targets, the carousels with their slides and controls, and whether texts
// appear at all. Read with selectors: Testing Library's role queries over a whole carousel or footer
// take seconds in jsdom.

const squeezed = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** An element's name for a screen reader: its aria-label, else its text, else its images' alt texts. */
export function nameOf(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label !== null) return label;
  const text = squeezed(element.textContent);
  if (text) return text;
  return [...element.querySelectorAll('img')].map((image) => image.getAttribute('alt') ?? '').join(' ');
}

/** Each heading as "h2 Its text", in document order: the outline a screen reader lists. */
export function outlineOf(container: ParentNode): string[] {
  return [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
    (heading) => `${heading.tagName.toLowerCase()} ${squeezed(heading.textContent)}`,
  );
}

/** Each image's source, text alternative and size, in document order. */
export function imagesIn(container: ParentNode) {
  return [...container.querySelectorAll('img')].map((image) => ({
    src: image.getAttribute('src'),
    alt: image.getAttribute('alt'),
    width: Number(image.getAttribute('width')),
    height: Number(image.getAttribute('height')),
  }));
}

/** The links a screen reader offers (none inside aria-hidden), each with its name and target, in order. */
export function linksIn(container: ParentNode) {
  return [...container.querySelectorAll('a')]
    .filter((link) => !link.closest('[aria-hidden="true"]'))
    .map((link) => ({ name: nameOf(link), href: link.getAttribute('href') }));
}

/** The names of the buttons, in document order. */
export function buttonsIn(container: ParentNode): string[] {
  return [...container.querySelectorAll('button')].map(nameOf);
}

/** Each carousel: its name, how many slides it holds, and the names of its controls (the buttons outside the slides). */
export function carouselsIn(container: ParentNode) {
  return [...container.querySelectorAll('[role="group"][data-carousel-index]')].map((carousel) => ({
    name: carousel.getAttribute('aria-label'),
    slides: carousel.querySelectorAll('[data-slide-index]').length,
    controls: [...carousel.querySelectorAll('button')]
      .filter((button) => !button.closest('[data-slide-index]'))
      .map(nameOf),
  }));
}

/** The texts the container does not show; an empty list when every one appears. */
export function textsMissingFrom(container: Node, texts: readonly string[]): string[] {
  const shown = squeezed(container.textContent);
  return texts.filter((text) => !shown.includes(squeezed(text)));
}
