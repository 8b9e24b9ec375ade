// Build time: a block that throws while its page is prerendered stops the build with one line that
// names the page file, the section and the block type, and says what was thrown; no stack trace.
import { describe, expect, test } from 'vitest';
import { PrerenderError, renderPage } from '../../src/entry-server';
import type { PageData } from '../../src/schema/page';

/** A page as the build hands it to the renderer; its second section's props are not what the block expects, so the block throws. */
const pageWithFailingBlock: PageData = JSON.parse(
  JSON.stringify({
    path: '/under-test',
    title: 'Under test',
    description: 'A page written by a test.',
    header: 'default',
    footer: true,
    noindex: false,
    file: 'pages/under-test.json',
    sections: [
      { type: 'pageTitle', props: { title: 'Under test', breadcrumbs: [] } },
      { type: 'faq', props: {} },
    ],
  }),
);

async function failureOf(page: PageData): Promise<unknown> {
  return renderPage(page).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('a block that throws during prerender', () => {
  test('stops the render with one line naming the page file, the section, the block type and the thrown message', async () => {
    const error = await failureOf(pageWithFailingBlock);
    expect(error).toBeInstanceOf(PrerenderError);
    const { message } = error as PrerenderError;
    expect(message).toMatch(
      /^pages\/under-test\.json sections\[1\]: the "faq" block failed to render \(Cannot read properties of undefined \(reading '\w+'\)\); the build stopped\. /,
    );
    expect(message).not.toContain('\n');
  });

  test('carries no stack trace, so the build prints the message alone', async () => {
    const error = (await failureOf(pageWithFailingBlock)) as PrerenderError;
    expect(error.stack).toBe(error.message);
  });

  test('names the section where it is, whatever comes before it', async () => {
    const reordered = { ...pageWithFailingBlock, sections: [...pageWithFailingBlock.sections].reverse() };
    const error = (await failureOf(reordered)) as PrerenderError;
    expect(error.message).toMatch(/^pages\/under-test\.json sections\[0\]: the "faq" block/);
  });

  test('the same page without the failing section renders', async () => {
    const html = await renderPage({ ...pageWithFailingBlock, sections: pageWithFailingBlock.sections.slice(0, 1) });
    expect(html).toContain('Under test');
  });
});
