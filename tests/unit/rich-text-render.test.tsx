// A rich text drawn as React elements (src/ui/RichText.tsx), and every text the site ships drawn as it
// was before rich text existed: a text without marks is the same HTML as the plain string.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { parseRichText } from '../../src/richText/parse';
import { isPlain } from '../../src/richText/tree';
import { RichText } from '../../src/ui/RichText';
import { renderToScreen } from './support/serverRender';

const root = process.cwd();

describe('a rich text drawn', () => {
  test('bold, italic, a line break and a link through the site’s navigation', () => {
    const { container } = renderToScreen(
      <p>
        <RichText text={'**Price guarantee:** we *match* any offer.\nSee [our pricing](/pricing#plans).'} />
      </p>,
    );
    // A link in a text is drawn underlined (its class), not by its colour alone.
    const link = container.querySelector('a')!;
    expect(link.className).toMatch(/link/);
    link.removeAttribute('class');
    // data-discover is the mark of the router's own link: the page opens without a full load.
    expect(container.innerHTML).toBe(
      '<p><strong>Price guarantee:</strong> we <em>match</em> any offer.<br>See <a href="/pricing#plans" data-discover="true">our pricing</a>.</p>',
    );
  });

  test('a link to another site opens nothing of this one; a placeholder stays a link', () => {
    const { container } = renderToScreen(<RichText text="[our partner](https://example.com) or [soon](#)" />);
    const [away, placeholder] = container.querySelectorAll('a');
    expect(away.getAttribute('rel')).toBe('noopener noreferrer');
    expect(placeholder.getAttribute('href')).toBe('#');
  });

  test('lists, where the field takes them, as a list', () => {
    const { container } = renderToScreen(<RichText lists text={'We host:\n- **web sites**\n- mail'} />);
    expect(container.innerHTML).toBe('We host:<ul><li><strong>web sites</strong></li><li>mail</li></ul>');
  });

  test('HTML written into a text is shown as typed, never applied', () => {
    const { container } = renderToScreen(<RichText text={'**a** <img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('a <img src=x onerror=alert(1)>');
  });

  test('a text that cannot be read (content is checked first) is shown as written, not lost', () => {
    expect(renderToScreen(<RichText text="**never ended" />).container.textContent).toBe('**never ended');
  });
});

/** Every text in the content the site ships: pages, shared sections, the site file, block examples and their variants. */
function shippedTexts(): { file: string; text: string }[] {
  const files = [
    ...readdirSync(join(root, 'pages')).map((name) => join('pages', name)),
    ...readdirSync(join(root, 'pages/_sections')).map((name) => join('pages/_sections', name)),
    ...readdirSync(join(root, 'src/blocks'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        const folder = join('src/blocks', entry.name);
        const variants = join(folder, 'examples');
        const names = readdirSync(join(root, folder));
        return [
          ...(names.includes('example.json') ? [join(folder, 'example.json')] : []),
          ...(names.includes('examples') ? readdirSync(join(root, variants)).map((name) => join(variants, name)) : []),
        ];
      }),
  ].filter((file) => file.endsWith('.json'));
  const texts: { file: string; text: string }[] = [];
  const visit = (file: string, value: unknown) => {
    if (typeof value === 'string') texts.push({ file, text: value });
    else if (Array.isArray(value)) value.forEach((item) => visit(file, item));
    else if (value !== null && typeof value === 'object') Object.values(value).forEach((item) => visit(file, item));
  };
  for (const file of files) visit(file, JSON.parse(readFileSync(join(root, file), 'utf8')));
  return texts;
}

describe('every shipped text draws as it did before rich text', () => {
  const texts = shippedTexts();
  const drawn = (element: React.ReactElement) => renderToString(<StaticRouter location="/">{element}</StaticRouter>);

  test('the content holds thousands of texts to compare', () => {
    expect(texts.length).toBeGreaterThan(1000);
  });

  /** The block examples written to show the markup. */
  const showingMarkup = [
    'src/blocks/faq/example.json',
    'src/blocks/funFacts/example.json',
    'src/blocks/notFound/example.json',
  ];

  test('read as rich text, each is words and line breaks only, save the examples written to show the markup', () => {
    const marked = texts.filter(({ text }) => {
      const { tree, problems } = parseRichText(text);
      return problems.length > 0 || !isPlain(tree);
    });
    expect(marked).toEqual([
      {
        file: 'src/blocks/faq/example.json',
        text: '**Our projects move faster:** each plan on [our pricing page](/pricing) says how many days a release takes.',
      },
      {
        file: 'src/blocks/funFacts/example.json',
        text: 'Don’t hesitate to contact us: we answer within **one business day**.',
      },
      {
        file: 'src/blocks/notFound/example.json',
        text: 'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable. Try the [home page](/) or [contact us](/contact).',
      },
    ]);
  });

  test('drawn as rich text, each is the same HTML as the plain string', () => {
    const differing = texts.filter(
      ({ text }) => parseRichText(text).problems.length === 0 && drawn(<RichText text={text} />) !== drawn(<>{text}</>),
    );
    expect(differing.filter(({ file }) => !showingMarkup.includes(file))).toEqual([]);
  });
});
