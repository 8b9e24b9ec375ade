// Decorative animations that run without end (the bars under section titles, the banner's floating
// shapes) cost the main thread a frame after frame even where nobody sees them. A section out of
// view is marked `data-offscreen`, and the decorations' CSS (src/styles/global.css, the banner's
// styles) pauses them there. A hidden tab paints nothing, so the browser stops them by itself;
// under reduced motion they do not run at all (the same stylesheets).
const SECTIONS = '#main > [data-block]';

/** Marks the page's sections out of view, now and as the visitor scrolls or the page changes. */
export function pauseOffscreenDecorations(document: Document): () => void {
  const main = document.getElementById('main');
  if (!main || typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) entry.target.toggleAttribute('data-offscreen', !entry.isIntersecting);
  });
  const observeAll = () => document.querySelectorAll(SECTIONS).forEach((section) => observer.observe(section));
  // A client-side move to another page puts new sections in; observing one twice is harmless.
  const mutations = new MutationObserver(observeAll);
  const start = () => {
    observeAll();
    mutations.observe(main, { childList: true });
  };
  // Sections are React's until hydrated: a mark set before would be an attribute React did not draw.
  const root = document.documentElement;
  const hydration = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return;
    hydration.disconnect();
    start();
  });
  if (root.dataset.hydrated === 'true') start();
  else hydration.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  return () => {
    hydration.disconnect();
    mutations.disconnect();
    observer.disconnect();
  };
}
