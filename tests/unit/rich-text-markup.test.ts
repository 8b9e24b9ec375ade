// The rich-text markup (src/richText/): what a text reads as, what it prints back as, its words alone,
// each mistake with where it is, and a reading time that grows with the text's length, not faster.
import { describe, expect, test } from 'vitest';
import { parseRichText, type RichTextProblemCode } from '../../src/richText/parse';
import { plainText } from '../../src/richText/plainText';
import { printRichText } from '../../src/richText/print';
import type { RichTextNode, RichTextOptions } from '../../src/richText/tree';

/** The tree without its offsets: what it means, not where it was written. */
function shape(nodes: readonly RichTextNode[]): unknown[] {
  return nodes.map((node) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'break':
        return 'break';
      case 'list':
        return { list: node.items.map((item) => shape(item.children)) };
      case 'link':
        return { link: node.href, children: shape(node.children) };
      default:
        return { [node.type]: shape(node.children) };
    }
  });
}

const read = (markup: string, options?: RichTextOptions) => {
  const { tree, problems } = parseRichText(markup, options);
  expect(problems).toEqual([]);
  return shape(tree);
};

const problemOf = (markup: string, options?: RichTextOptions) => parseRichText(markup, options).problems[0];

describe('reading the markup', () => {
  test('a text without marks is one piece of text', () => {
    expect(read('We plan meetings inside the hours two teams share.')).toEqual([
      'We plan meetings inside the hours two teams share.',
    ]);
  });

  test('bold, italic, both, and a link', () => {
    expect(read('**Price guarantee:** we *match* any ***written*** offer, see [our pricing](/pricing).')).toEqual([
      { strong: ['Price guarantee:'] },
      ' we ',
      { em: ['match'] },
      ' any ',
      { strong: [{ em: ['written'] }] },
      ' offer, see ',
      { link: '/pricing', children: ['our pricing'] },
      '.',
    ]);
  });

  test('bold and italic inside a link, a link inside bold', () => {
    expect(read('[our **best** plans](/pricing#plans) and **see [the team](/team)**')).toEqual([
      { link: '/pricing#plans', children: ['our ', { strong: ['best'] }, ' plans'] },
      ' and ',
      { strong: ['see ', { link: '/team', children: ['the team'] }] },
    ]);
  });

  test('"\\n" is a line break, inside bold too', () => {
    expect(read('42 Main Street\nSpringfield **open\ndaily**')).toEqual([
      '42 Main Street',
      'break',
      'Springfield ',
      { strong: ['open', 'break', 'daily'] },
    ]);
  });

  test('a star with a space or the edge of the text on both sides is shown as typed', () => {
    expect(read('Required fields are marked *')).toEqual(['Required fields are marked *']);
    expect(read(' *')).toEqual([' *']);
    expect(read('2 * 3 = 6, and ** is two stars')).toEqual(['2 * 3 = 6, and ** is two stars']);
  });

  test('a backslash shows a mark as typed; before any other character it is a backslash', () => {
    expect(read('5\\*3 \\[sic\\] \\\\ \\- \\~~ \\!')).toEqual(['5*3 [sic] \\ - ~~ !']);
    expect(read('C:\\Users')).toEqual(['C:\\Users']);
  });

  test('an address may hold parentheses in pairs', () => {
    expect(read('[Venus](https://en.wikipedia.org/wiki/Venus_(planet))')).toEqual([
      { link: 'https://en.wikipedia.org/wiki/Venus_(planet)', children: ['Venus'] },
    ]);
  });

  test('with lists, lines starting "- " are the items of a list; without, they are text', () => {
    const markup = 'We host:\n- **web sites**\n- mail\nAsk us.';
    expect(read(markup, { lists: true })).toEqual([
      'We host:',
      { list: [[{ strong: ['web sites'] }], ['mail']] },
      'Ask us.',
    ]);
    expect(read(markup)).toEqual([
      'We host:',
      'break',
      '- ',
      { strong: ['web sites'] },
      'break',
      '- mail',
      'break',
      'Ask us.',
    ]);
    expect(read('\\- not an item', { lists: true })).toEqual(['- not an item']);
  });

  test('each node keeps where it was written, and a link where its address starts', () => {
    const { tree } = parseRichText('See [our pricing](/pricing).');
    expect(tree[1]).toMatchObject({ type: 'link', start: 4, end: 27, hrefAt: 18 });
    expect(tree[2]).toMatchObject({ type: 'text', start: 27, end: 28 });
  });
});

describe('mistakes in the markup, each with where it is and what to write', () => {
  const cases: [string, string, RichTextProblemCode, number, RegExp][] = [
    ['bold never ended', '**Price guarantee: we match', 'unclosedBold', 0, /put \*\* right after the last word/],
    ['italic never ended', 'we *match any offer', 'unclosedItalic', 3, /put \* right after the last word/],
    ['a link without its address', 'see [our pricing', 'unclosedLink', 4, /\[words\]\(\/page\)/],
    ['bold ended, never started', 'Price guarantee:** we match', 'strayBoldEnd', 16, /put \*\* right before/],
    [
      'bold started with a space after it',
      '** Price guarantee** we match',
      'strayBoldEnd',
      18,
      /with no space after it/,
    ],
    ['italic ended, never started', 'match* any offer', 'strayItalicEnd', 5, /put \* right before/],
    [
      'bold ended with one star',
      '**Price guarantee* we match',
      'wrongStarCount',
      17,
      /ends with two stars.*add a star/,
    ],
    ['italic ended with two stars', '*match** any offer', 'wrongStarCount', 6, /ends with one star.*remove a star/],
    ['bold inside bold', '**a **b** c**', 'boldInBold', 4, /already on here/],
    ['italic inside italic', '*a *b* c*', 'italicInItalic', 3, /already on here/],
    ['bold and italic crossed', '**bold *both** italic*', 'crossed', 12, /reverse order/],
    ['bold ended inside a link', '**see [our plans**](/pricing)', 'crossed', 16, /finish the link first/],
    ['a link ended inside bold', '[our **best](/pricing) plans**', 'crossed', 11, /end it before the "\]"/],
    ['four stars', 'a ****b', 'tooManyStars', 2, /write \\\\\* in the file/],
    ['a link inside a link', '[a [b](/b)](/a)', 'linkInLink', 3, /finish that link/],
    ['a bracket that closes nothing', 'list] of plans', 'strayBracket', 4, /\\\\\] in the file/],
    ['brackets without an address', 'see [our pricing] today', 'bracketWithoutAddress', 4, /address in parentheses/],
    ['a space between words and address', 'see [our pricing] (/pricing)', 'spaceBeforeAddress', 4, /remove it/],
    ['a link without words', 'see [](/pricing)', 'emptyLinkWords', 4, /write the words visitors click/],
    ['a link without an address', 'see [our pricing]()', 'emptyAddress', 4, /write it between \( and \)/],
    ['a title after the address', 'see [our pricing](/pricing "Pricing")', 'spaceInAddress', 26, /holds no spaces/],
    ['an address never closed', 'see [our pricing](/pricing', 'unclosedAddress', 4, /add \) right after/],
    ['crossed-out words', 'was ~~$20~~ now $15', 'strikethrough', 4, /remove the ~~/],
    ['a picture', 'look: ![logo](/images/logo.svg)', 'image', 6, /remove the "!" to make it a link/],
  ];
  test.each(cases)('%s: %s', (_what, markup, code, at, advice) => {
    const problem = problemOf(markup);
    expect(problem).toMatchObject({ code, at });
    expect(problem.message).toMatch(advice);
    expect(problem.message).toContain(`character ${at + 1}`);
  });

  test('with lists, an item started with "* " is asked to start with "- "', () => {
    expect(problemOf('Plans:\n* Basic\n* Pro', { lists: true })).toMatchObject({ code: 'listMarker', at: 7 });
  });

  test('a message shows the words where the problem is', () => {
    expect(problemOf('Our **price guarantee covers every plan').message).toContain(
      '"**price guarantee covers…" (character 5)',
    );
  });

  test('the suggested fixes read', () => {
    const fixed: [string, string][] = [
      ['**Price guarantee* we match', '**Price guarantee** we match'],
      ['*match** any offer', '*match* any offer'],
      ['see [our pricing] (/pricing)', 'see [our pricing](/pricing)'],
      ['look: ![logo](/images/logo.svg)', 'look: [logo](/images/logo.svg)'],
    ];
    for (const [wrong, right] of fixed) {
      expect(problemOf(wrong)).toBeDefined();
      expect(problemOf(right)).toBeUndefined();
    }
  });
});

describe('printing a tree back as markup', () => {
  const written = [
    'We plan meetings inside the hours two teams share.',
    '**Price guarantee:** we *match* any ***written*** offer, see [our pricing](/pricing).',
    '[our **best** plans](/pricing#plans) and **see [the team](/team)**',
    '42 Main Street\nSpringfield',
    'Required fields are marked *',
    '2 * 3 = 6, and ** is two stars',
    '5\\*3 \\[sic\\] C:\\Users',
    'a***b***c',
  ];
  test.each(written)('%s comes back as written', (markup) => {
    expect(printRichText(parseRichText(markup).tree)).toBe(markup);
  });

  test('a text with lists comes back as written', () => {
    const markup = 'We host:\n- **web sites**\n- mail\n\\- and more\nAsk us.';
    expect(printRichText(parseRichText(markup, { lists: true }).tree, { lists: true })).toBe(markup);
  });

  test('words that would read as marks are escaped, and read back as the same words', () => {
    const tree: RichTextNode[] = [
      { type: 'text', text: 'a*b [c] \\* ~~d ![e', start: 0, end: 0 },
      { type: 'strong', children: [{ type: 'text', text: ' bold ', start: 0, end: 0 }], start: 0, end: 0 },
      { type: 'strong', children: [{ type: 'text', text: 'more', start: 0, end: 0 }], start: 0, end: 0 },
    ];
    const markup = printRichText(tree);
    expect(markup).toBe('a\\*b \\[c\\] \\\\\\* \\~~d \\!\\[e **bold more**');
    expect(read(markup)).toEqual(['a*b [c] \\* ~~d ![e ', { strong: ['bold more'] }]);
  });
});

describe('the words of a rich text', () => {
  test('marks left out, a link keeps its words, a line break stays', () => {
    expect(plainText('**Price guarantee:** see [our pricing](/pricing).\nCall *today*.')).toBe(
      'Price guarantee: see our pricing.\nCall today.',
    );
  });

  test('each list item on a line of its own', () => {
    expect(plainText('We host:\n- web sites\n- mail\nAsk us.', { lists: true })).toBe(
      'We host:\nweb sites\nmail\nAsk us.',
    );
  });

  test('a plain text is its own words; markup that cannot be read is returned as written', () => {
    expect(plainText('Required fields are marked *')).toBe('Required fields are marked *');
    expect(plainText('**never ended')).toBe('**never ended');
  });
});

describe('reading time grows with the length of the text, not faster', () => {
  /** The fastest of a few runs of `work`, in milliseconds. */
  function fastest(work: () => void): number {
    let best = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 7; run++) {
      const started = performance.now();
      work();
      best = Math.min(best, performance.now() - started);
    }
    return best;
  }

  // Texts a reader that looks back or ahead for each mark would choke on: marks that never close,
  // stars shown as typed, many links, escapes, a bracket left open to the end, list items.
  const patterns: [string, string, RichTextOptions?][] = [
    ['"*[" repeated', '*['],
    ['"a * " repeated (stars shown as typed)', 'a * '],
    ['"**a** [b](/c) " repeated', '**a** [b](/c) '],
    ['"\\*\\[" repeated', '\\*\\['],
    ['words after a bracket that never closes', 'word '],
    ['list items', '- **a** b\n', { lists: true }],
  ];
  test.each(patterns)(
    '%s: one text of 200,000 characters takes about as long as a hundred of 2,000',
    (_what, unit, options) => {
      const text = (length: number) => {
        const repeated = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
        return unit === 'word ' ? `[${repeated}` : repeated;
      };
      const short = text(2_000);
      const long = text(200_000);
      const hundredShort = () => {
        for (let copy = 0; copy < 100; copy++) parseRichText(short, options);
      };
      const oneLong = () => parseRichText(long, options);
      hundredShort();
      oneLong();
      // Linear reading makes this a few at most (one large tree costs the memory manager more than a
      // hundred small ones); a reader whose time grows with the square of the length makes it about 100.
      expect(fastest(oneLong) / fastest(hundredShort)).toBeLessThan(25);
    },
  );
});
