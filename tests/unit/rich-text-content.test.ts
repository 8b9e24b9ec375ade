// Rich text as content: the zod type (src/schema/richText.ts) checks the markup and each link in it by
// the rules of every link; the links inside a text join the cross-file checks, placed at their address
// inside the text; HTML typed into a rich-text field is refused with the markup to write instead.
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { faqProps } from '../../src/blocks/faq/schema';
import { checkReferences, type ContentFacts } from '../../src/content/crossFileChecks';
import { findReferences } from '../../src/content/findReferences';
import { parseJsonSource } from '../../src/content/jsonSource';
import { loadContent } from '../../src/content/loadContent';
import { textProblems } from '../../src/content/plainText';
import { locateInText } from '../../src/content/positionInText';
import { formatIssue } from '../../src/problems/contentIssue';
import { parseRichText } from '../../src/richText/parse';
import { editorKindOf } from '../../src/schema/editorHints';
import { richText, richTextLimit, richTextOptionsOf } from '../../src/schema/richText';

const root = process.cwd();
const answer = richText('One paragraph of the answer.').min(1);
const messageFor = (value: string) => z.safeParse(answer, value).error?.issues.map((issue) => issue.message);

describe('the rich-text type', () => {
  test('takes plain texts and the markup', () => {
    expect(messageFor('Required fields are marked *')).toBeUndefined();
    expect(messageFor('**Price guarantee:** see [our pricing](/pricing#plans) or [mail us](mailto:a@b.co).')).toBe(
      undefined,
    );
  });

  test('refuses markup that cannot be read, with where and what to write', () => {
    expect(messageFor('**Price guarantee: we match')).toEqual([expect.stringMatching(/^bold starts at .*character 1/)]);
  });

  test.each([
    ['javascript:', '[ask us](javascript:alert(1))', /unsafe link/],
    ['another site written as a page path', '[ask us](//evil.example)', /starts with a single "\/"/],
    ['a page without its slash', '[our pricing](pricing)', /a link starts with "\/"/],
    ['a phone number with letters', '[call](tel:call-us)', /phone link/],
  ])('refuses a link inside a text as every link field does: %s', (_what, markup, advice) => {
    const [message] = messageFor(markup)!;
    expect(message).toMatch(/^the link "\[.*\]\(.*\)" at character 1: /);
    expect(message).toMatch(advice);
  });

  test(`refuses a text over ${richTextLimit} characters before reading it, with its length`, () => {
    const issues = z.safeParse(answer, '**'.repeat(richTextLimit)).error!.issues;
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ code: 'too_big', maximum: richTextLimit });
  });

  test('is marked for the editor and the reference, with what it allows, through copies', () => {
    expect(editorKindOf(answer)).toBe('richText');
    expect(richTextOptionsOf(answer)).toEqual({ lists: false });
    expect(richTextOptionsOf(richText('Items.', { lists: true }).describe('x'))).toEqual({ lists: true });
  });

  test('its JSON Schema description shows the markup', () => {
    expect(z.toJSONSchema(answer).description).toMatch(
      /^One paragraph of the answer\. Rich text: \*\*bold\*\*, \*italic\*, \[words\]\(\/page\) for a link/,
    );
  });

  test('faq answers take rich text', () => {
    expect(
      faqProps.safeParse({ questions: [{ question: 'Q?', answer: ['See **[our pricing](/pricing)**.'] }] }).success,
    ).toBe(true);
    expect(faqProps.safeParse({ questions: [{ question: 'Q?', answer: ['See [our pricing]'] }] }).success).toBe(false);
  });
});

describe('links inside rich texts in the cross-file checks', () => {
  const facts: ContentFacts = {
    pageFiles: new Map([
      ['/', 'pages/index.json'],
      ['/pricing', 'pages/pricing.json'],
    ]),
    sectionIds: new Map([['/pricing', new Set(['plans'])]]),
    shownOn: new Map([['pages/questions.json', new Set(['/questions'])]]),
    publicFileExists: () => false,
    similarPublicFile: () => undefined,
    productIds: new Set(),
  };
  const file = (answerJson: string) =>
    parseJsonSource(
      'pages/questions.json',
      `{\n  "questions": [\n    { "question": "Q?", "answer": [${answerJson}] }\n  ]\n}`,
    ).source!;

  test('are found with where their address starts in the text', () => {
    const source = file('"See [our pricing](/pricing#plans)."');
    const { references } = findReferences(faqProps, source.value, [], true);
    expect(references).toEqual([
      { reference: 'link', path: ['questions', 0, 'answer', 0], value: '/pricing#plans', offset: 18 },
    ]);
  });

  test('a broken one is placed at its address: the column counts the text as the file spells it', () => {
    // \" and \n take two characters of the file each, \u00e9 six: one character of the text each.
    const source = file('"Say \\"h\\u00e9llo\\"\\nthen see [our pricing](/pricng) or [plans](/pricing#plan)."');
    const issues = checkReferences(faqProps, source.value, source, [], true, facts);
    const line = source.text.split('\n')[2];
    expect(issues.map(({ line, column }) => `${line}:${column}`)).toEqual([
      `3:${line.indexOf('/pricng') + 1}`,
      `3:${line.indexOf('/pricing#plan') + 1}`,
    ]);
    expect(issues[0].message).toMatch(/^broken link: no page has the path "\/pricng"; did you mean "\/pricing"\?/);
    expect(issues[1].message).toMatch(
      /^broken link: the page \/pricing \(pages\/pricing.json\) has no section with the id "plan"/,
    );
  });

  test('locateInText without an offset is the text’s own place', () => {
    const source = file('"See [our pricing](/pricing)."');
    const column = source.text.split('\n')[2].indexOf('"See') + 1;
    expect(locateInText(source, ['questions', 0, 'answer', 0])).toEqual({ line: 3, column });
  });

  test('checked through the whole content: a shared section’s link inside a text, at file:line:column', () => {
    const text = `{\n  "type": "faq",\n  "props": { "questions": [{ "question": "Q?", "answer": ["Go to **[the team](/teem)**"] }] }\n}\n`;
    const issues = loadContent({ root, pageTexts: [{ file: 'pages/_sections/questions.json', text }] }).issues.map(
      formatIssue,
    );
    const column = text.split('\n')[2].indexOf('/teem') + 1;
    expect(issues).toEqual([
      `pages/_sections/questions.json:3:${column} props.questions[0].answer[0]: broken link: no page has the path "/teem"; did you mean "/team"? Otherwise use the "path" of a file in pages/ or "#" for a placeholder`,
    ]);
  });
});

test('a page whose third paragraph links to a missing page: the problem is at that link, its line and column counting the file’s escapes', () => {
  const page = {
    path: '/rich-links',
    title: 'Rich links',
    description: 'A page whose paragraphs link to other pages.',
    header: 'default',
    sections: [
      {
        type: 'featureSplit',
        props: {
          title: 'Our plans',
          paragraphs: ['We host **web sites**.', 'See [the team](/team).', 'Say "h\u00e9llo" to [our plans](/pricng).'],
          image: {
            src: '/images/features/feature-1.svg',
            alt: 'Files syncing to cloud storage',
            width: 560,
            height: 440,
          },
        },
      },
    ],
  };
  // JSON.stringify writes é as itself; the file below spells it \u00e9, six characters for one.
  const text = JSON.stringify(page, null, 2).replace('h\u00e9llo', 'h\\u00e9llo');
  // Line 14, and the address starts at column 46: the quote at 11, then \" and \u00e9 as written.
  expect(text.split('\n')[13]).toBe('          "Say \\"h\\u00e9llo\\" to [our plans](/pricng)."');
  const issues = loadContent({ root, pageTexts: [{ file: 'pages/rich-links.json', text }] })
    .issues.filter((issue) => issue.file === 'pages/rich-links.json')
    .map(formatIssue);
  expect(issues).toEqual([
    `pages/rich-links.json:14:46 sections[0].props.paragraphs[2]: broken link: no page has the path "/pricng"; did you mean "/pricing"? Otherwise use the "path" of a file in pages/ or "#" for a placeholder`,
  ]);
});

describe('HTML typed into a text', () => {
  const page = (answerText: string, questionText = 'Q?') => ({
    path: '/questions',
    sections: [{ type: 'faq', props: { questions: [{ question: questionText, answer: [answerText] }] } }],
  });
  const messagesOf = (value: unknown) => textProblems(value).map((problem) => problem.message);

  test.each([
    ['<b>', 'our <b>price guarantee</b> matches', 'write **price guarantee** instead of <b>price guarantee</b>'],
    ['<strong>', 'our <strong>price guarantee</strong>', 'write **price guarantee** instead of'],
    ['<em>', 'we <em>match</em> it', 'write *match* instead of <em>match</em>'],
    ['<a href>', 'see <a href="/pricing">our pricing</a>', 'write [our pricing](/pricing) instead of the <a> tag'],
    ['<br>', 'one<br>two', 'write \\n where a new line should start'],
    ['<span>', 'a <span>b</span>', 'remove the tag (this text takes **bold**'],
  ])('in a rich-text field, %s is refused with the markup to write', (_tag, text, advice) => {
    const [message] = messagesOf(page(text));
    expect(message).toMatch(/^this text takes bold, italic and links written as markup, not HTML/);
    expect(message).toContain(advice);
  });

  test('the suggested markup passes the check', () => {
    for (const text of ['our **price guarantee** matches', 'see [our pricing](/pricing)']) {
      expect(messagesOf(page(text))).toEqual([]);
      expect(parseRichText(text).problems).toEqual([]);
    }
  });

  test('a link written as HTML to an unsafe address gets no address suggested', () => {
    const [message] = messagesOf(page('see <a href="javascript:x()">us</a>'));
    expect(message).toContain('write a link as [words](address)');
    expect(message).not.toContain('(javascript:');
  });

  test('in a plain field, the tag is refused as before', () => {
    expect(messagesOf(page('fine', 'A <b>bold</b> question?'))).toEqual([
      'texts are plain text, shown exactly as typed, so "<b>" would appear on the page as it is; remove the tag (a text has no bold, links or other formatting: the blocks do that)',
    ]);
  });

  test('in props changed beside "use", whose block this file does not say, the advice fits either kind of field', () => {
    const [message] = messagesOf({ sections: [{ use: 'questions', props: { text: 'A <b>b</b>' } }] });
    expect(message).toContain('remove the tag (a field that takes rich text, as docs/blocks.md marks it');
  });

  test('the markup itself is no problem in any text', () => {
    expect(messagesOf(page('**bold** [link](/pricing)', '**Bold** question?'))).toEqual([]);
  });
});
