// Renders React on the server, as the prerender does, and hands the HTML back as a DOM a browser
// would build from it, so tests read it with Testing Library and snapshots show it formatted.
import { prettyDOM, within } from '@testing-library/dom';
import { createStore, Provider } from 'jotai';
import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { loadRichTextReader } from '../../../src/ui/RichText';

// Blocks drawn here as pages with rich texts are: the reader loaded first (src/shell/pageLoading.ts).
await loadRichTextReader();

/** The server HTML of `element` (inside a router and a cart store), parsed into a container. */
export function renderOnServer(element: ReactElement, { store = createStore(), path = '/' } = {}): HTMLElement {
  const html = renderToString(
    <Provider store={store}>
      <StaticRouter location={path}>{element}</StaticRouter>
    </Provider>,
  );
  return htmlContainer(html);
}

/** A container holding `html` as a browser parses it (in a document of its own). */
export function htmlContainer(html: string): HTMLElement {
  const { document } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' }).window;
  document.body.innerHTML = html;
  return document.body;
}

const COMMENT_NODE = 8;

/** The container's contents indented one element per line; React's empty text separators left out. */
export function formattedHtml(container: HTMLElement): string {
  const print = (node: Element) =>
    prettyDOM(node, Number.POSITIVE_INFINITY, {
      highlight: false,
      filterNode: (child: Node) => child.nodeType !== COMMENT_NODE,
    });
  return `${[...container.children].map(print).join('\n')}\n`;
}

/** Testing Library's queries over the server HTML of `element`, with the container for what has no role. */
export function renderToScreen(element: ReactElement, options?: Parameters<typeof renderOnServer>[1]) {
  const container = renderOnServer(element, options);
  return { container, ...within(container) };
}
