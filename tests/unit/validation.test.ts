// Every kind of author mistake the build catches, with the exact message it prints.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatIssue } from '../../src/problems/contentIssue';
import { loadContent } from '../../src/content/loadContent';
import { blockTypes } from '../../src/blocks/registry';
import { pageSchema } from '../../src/schema/page';

const root = process.cwd();
const FILE = 'pages/under-test.json';

/** Validates one extra page file beside the real content and returns the messages about it. */
function problemsIn(text: string, file = FILE): string[] {
  const { issues } = loadContent({ root, pageTexts: [{ file, text }] });
  return issues.filter((issue) => issue.file === file).map(formatIssue);
}

const page = (sections: string, extra = '') => `{
  "path": "/under-test",
  "title": "Under test",
  "description": "A page written by a test.",
  "header": "default",${extra}
  "sections": [
${sections}
  ]
}`;

const pageTitle = (props: string) => `    { "type": "pageTitle", "props": ${props} }`;

describe('validation messages name file, line, column, JSON path, what was found and what was expected', () => {
  test('a valid page produces no problem', () => {
    expect(
      problemsIn(page(pageTitle('{ "title": "Hello", "breadcrumbs": [{ "label": "Home", "href": "/" }] }'))),
    ).toEqual([]);
  });

  test('malformed JSON: a missing comma is reported at its position', () => {
    const text = '{\n  "path": "/under-test"\n  "title": "x"\n}';
    expect(problemsIn(text)).toEqual([
      'pages/under-test.json:2:24 path: malformed JSON: a comma is missing between two entries; add a comma (,) here',
    ]);
  });

  test('malformed JSON: a trailing comma is reported', () => {
    const text = '{\n  "path": "/under-test",\n}';
    expect(problemsIn(text)).toEqual([
      'pages/under-test.json:2:24 path: malformed JSON: there is a comma after the last entry; remove this comma (the last entry before } has no comma after it)',
    ]);
  });

  test('an unknown block type names the closest valid type and lists them all', () => {
    const [message] = problemsIn(page('    { "type": "pageTitel", "props": { "title": "x" } }'));
    expect(message).toMatch(
      /^pages\/under-test\.json:7:15 sections\[0\]\.type: unknown block type "pageTitel"\. Did you mean "pageTitle"\? The block types are: .*pageTitle/,
    );
  });

  test('a misspelt property is reported at the key with a suggestion', () => {
    expect(problemsIn(page(pageTitle('{ "titel": "Hello" }')))).toEqual([
      'pages/under-test.json:7:37 sections[0].props.title: missing required property "title": add it, with a text (in double quotes) as its value',
      'pages/under-test.json:7:39 sections[0].props.titel: unknown property "titel"; did you mean "title"? Allowed here: title, breadcrumbs.',
    ]);
  });

  test('a number where text belongs says what was found and what was expected', () => {
    expect(problemsIn(page(pageTitle('{ "title": 12 }')))).toEqual([
      'pages/under-test.json:7:48 sections[0].props.title: expected a text (in double quotes), found the number 12; put it in double quotes: "12"',
    ]);
  });

  test('a missing required property points at the object that lacks it', () => {
    expect(problemsIn(page(pageTitle('{ "breadcrumbs": [] }')))).toEqual([
      'pages/under-test.json:7:37 sections[0].props.title: missing required property "title": add it, with a text (in double quotes) as its value',
    ]);
  });

  test('an internal link to a path that has no page is a broken link', () => {
    expect(
      problemsIn(page(pageTitle('{ "title": "x", "breadcrumbs": [{ "label": "Gone", "href": "/no-such-page" }] }'))),
    ).toEqual([
      'pages/under-test.json:7:96 sections[0].props.breadcrumbs[0].href: broken link: no page has the path "/no-such-page"; use the "path" of a file in pages/ (for example "/contact") or "#" for a placeholder',
    ]);
  });

  test('a link to a path whose page was given another path names the page and its new path', () => {
    const moved = readFileSync(join(root, 'pages/faq.json'), 'utf8').replace('"path": "/faq"', '"path": "/questions"');
    const linking = page(pageTitle('{ "title": "x", "breadcrumbs": [{ "label": "FAQ", "href": "/faq" }] }'));
    const { issues } = loadContent({
      root,
      pageTexts: [
        { file: 'pages/faq.json', text: moved },
        { file: FILE, text: linking },
      ],
    });
    expect(issues.filter((issue) => issue.file === FILE).map(formatIssue)).toEqual([
      'pages/under-test.json:7:95 sections[0].props.breadcrumbs[0].href: broken link: no page has the path "/faq": pages/faq.json now has the path "/questions"; link to "/questions", or give that page its path back',
    ]);
  });

  test('a link to the block gallery is a broken link: the gallery is on the development server only, not in the published site', () => {
    expect(
      problemsIn(page(pageTitle('{ "title": "x", "breadcrumbs": [{ "label": "Blocks", "href": "/blocks" }] }'))),
    ).toEqual([
      'pages/under-test.json:7:98 sections[0].props.breadcrumbs[0].href: broken link: no page has the path "/blocks"; use the "path" of a file in pages/ (for example "/contact") or "#" for a placeholder',
    ]);
  });

  test.each([['toString'], ['constructor'], ['__proto__']])(
    'a block type named like something every object has (%s) is an unknown block type',
    (type) => {
      const [message] = problemsIn(page(`    { "type": ${JSON.stringify(type)}, "props": {} }`));
      expect(message).toMatch(
        new RegExp(`^pages/under-test\\.json:7:15 sections\\[0\\]\\.type: unknown block type "${type}"\\. `),
      );
    },
  );

  test('a page cannot name the block gallery: "blockGallery" is an unknown block type like any other', () => {
    const [message] = problemsIn(page('    { "type": "blockGallery", "props": {} }'));
    expect(message).toMatch(
      /^pages\/under-test\.json:7:15 sections\[0\]\.type: unknown block type "blockGallery"\. The block types are: /,
    );
  });

  test('a page cannot take the path of the block gallery, which the development server shows there', () => {
    const text = page(pageTitle('{ "title": "x" }')).replace('"/under-test"', '"/blocks"');
    expect(problemsIn(text)).toEqual([
      'pages/under-test.json:2:11 path: duplicate path "/blocks": pages/_gallery.json already uses it for the block gallery; give this page another path',
    ]);
  });

  test.each([['//example.com/offer'], ['/\\example.com'], ['/\t/example.com']])(
    'the link %j, which a browser reads as another site, is refused where a page path may be',
    (url) => {
      const [message] = problemsIn(
        page(pageTitle(`{ "title": "x", "breadcrumbs": [{ "label": "Home", "href": ${JSON.stringify(url)} }] }`)),
      );
      expect(message).toMatch(
        /^pages\/under-test\.json:7:\d+ sections\[0\]\.props\.breadcrumbs\[0\]\.href: a link to a page of this site starts with a single "\/"/,
      );
    },
  );

  test('an image path that starts with "//" is refused: the image would come from another site', () => {
    const section = `    { "type": "notFound", "props": { "heading": "Oops!", "subheading": "404", "message": "m", "button": { "label": "Home", "href": "/" },
      "image": { "src": "//cdn.example.com/x.svg", "alt": "", "width": 10, "height": 10 } } }`;
    const [message] = problemsIn(page(section));
    expect(message).toMatch(
      /^pages\/under-test\.json:8:25 sections\[0\]\.props\.image\.src: an image path starts with a single "\/"/,
    );
  });

  test('an image missing from public/ is reported with the file it looked for', () => {
    const section = `    { "type": "notFound", "props": { "heading": "Oops!", "subheading": "404", "message": "m", "button": { "label": "Home", "href": "/" },
      "image": { "src": "/images/nope.svg", "alt": "", "width": 10, "height": 10 } } }`;
    expect(problemsIn(page(section))).toEqual([
      'pages/under-test.json:8:25 sections[0].props.image.src: missing image: there is no file public/images/nope.svg; check the spelling or add the file to public/',
    ]);
  });

  test.each([['javascript:alert(1)'], ['data:text/html,hi'], [' JavaScript:void(0)']])(
    'the unsafe URL %j is refused',
    (url) => {
      const [message] = problemsIn(
        page(pageTitle(`{ "title": "x", "breadcrumbs": [{ "label": "Bad", "href": ${JSON.stringify(url)} }] }`)),
      );
      expect(message).toBe(
        `pages/under-test.json:7:95 sections[0].props.breadcrumbs[0].href: unsafe link: "javascript:", "data:", "vbscript:" and "file:" addresses are not allowed, found the text ${JSON.stringify(url)}; use a page path such as "/contact", a placeholder "#", or an https:// address`,
      );
    },
  );

  test('two pages with the same path: the second is reported, naming the first', () => {
    const text = page(pageTitle('{ "title": "x" }')).replace('"/under-test"', '"/contact"');
    expect(problemsIn(text, 'pages/zz-duplicate.json')).toEqual([
      'pages/zz-duplicate.json:2:11 path: duplicate path "/contact": pages/contact.json already uses it; give this page another path',
    ]);
  });

  test('an unknown header variant lists the valid ones and suggests the closest', () => {
    const text = page(pageTitle('{ "title": "x" }')).replace('"header": "default"', '"header": "tow"');
    expect(problemsIn(text)).toEqual([
      'pages/under-test.json:5:13 header: expected one of "default", "two", "three", "four", "five", "none", found the text "tow"; did you mean "two"?',
    ]);
  });

  test('an unknown shared section is named in one line, with the file the loader looked for', () => {
    expect(problemsIn(page('    { "use": "no-such-section" }'))).toEqual([
      'pages/under-test.json:7:14 sections[0].use: unknown shared section "no-such-section": there is no file pages/_sections/no-such-section.json (renamed or deleted?); use the name of a file in pages/_sections/ (without ".json"), or create that file',
    ]);
  });

  test('a section that is not an object says what it should be', () => {
    expect(problemsIn(page('    "pageTitle"'))).toEqual([
      'pages/under-test.json:7:5 sections[0]: expected a section object { "type": …, "props": { … } }, found the text "pageTitle"; write the section between { and }',
    ]);
  });

  test('every problem of a file is reported at once, not only the first', () => {
    const callToAction =
      '    { "type": "callToAction", "props": { "title": 2, "buttons": [{ "label": "Go", "href": "/" }] } }';
    const text = page(`${pageTitle('{ "title": 1 }')},\n${callToAction}`).replace('"header": "default"', '"header": 5');
    expect(problemsIn(text)).toHaveLength(3);
  });

  test('a page path with capitals or spaces is refused with an example', () => {
    const text = page(pageTitle('{ "title": "x" }')).replace('"/under-test"', '"/Under Test"');
    expect(problemsIn(text)).toEqual([
      'pages/under-test.json:2:11 path: a page path starts with "/" and uses lowercase letters, digits and dashes, for example "/web-hosting", found the text "/Under Test"; write "/under-test"',
    ]);
  });
});

describe('the schemas check the shape; what other files hold is checked after, against the content given', () => {
  const withLinkTo = (href: string) => {
    const contact = JSON.parse(readFileSync(join(root, 'pages/contact.json'), 'utf8'));
    return {
      ...contact,
      sections: [{ type: 'pageTitle', props: { title: 'x', breadcrumbs: [{ label: 'a', href }] } }],
    };
  };

  test('the page schema accepts a link to a path no page has, before and after content is loaded', () => {
    const before = pageSchema.safeParse(withLinkTo('/no-such-page')).success;
    loadContent({ root });
    const after = pageSchema.safeParse(withLinkTo('/no-such-page')).success;
    expect([before, after]).toEqual([true, true]);
  });

  test('the same link is a broken link once the pages are known, and fine when a page has that path', () => {
    const linking = JSON.stringify({ ...withLinkTo('/no-such-page'), path: '/under-test' });
    expect(problemsIn(linking)).toHaveLength(1);
    const target = page(pageTitle('{ "title": "x" }')).replace('"/under-test"', '"/no-such-page"');
    const { issues } = loadContent({
      root,
      pageTexts: [
        { file: FILE, text: linking },
        { file: 'pages/no-such-page.json', text: target },
      ],
    });
    expect(issues.map(formatIssue)).toEqual([]);
  });
});

describe("the block gallery's file", () => {
  const galleryText = readFileSync(join(root, 'pages/_gallery.json'), 'utf8');

  test('is checked against its own schema', () => {
    expect(problemsIn(galleryText.replace('"copyLabel"', '"copyLable"'), 'pages/_gallery.json')).toEqual([
      'pages/_gallery.json:1:1 copyLabel: missing required property "copyLabel": add it, with a text (in double quotes) as its value',
      'pages/_gallery.json:8:3 copyLable: unknown property "copyLable"; did you mean "copyLabel"? Allowed here: path, title, contentsTitle, contentsText, jsonLabel, copyLabel, copiedMessage, copyFailedMessage.',
    ]);
  });

  test("is not a page: the build gets the gallery apart from the pages, with every block's example", () => {
    const { pages, gallery } = loadContent({ root });
    expect(pages.map((candidate) => candidate.file)).not.toContain('pages/_gallery.json');
    expect(gallery?.labels.path).toBe('/blocks');
    expect(gallery?.examples.map((example) => example.type)).toEqual(blockTypes);
  });
});

describe('the real content', () => {
  test('every file in pages/ is valid', () => {
    const { issues } = loadContent({ root });
    expect(issues.map(formatIssue)).toEqual([]);
  });
});
