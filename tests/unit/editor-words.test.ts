// The editor's words for what the author meets: list entries named by what they hold, the validator's
// messages said as what to do in the form, and a renamed entry's texts that still carry its old name.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import { forAuthors, placeWords } from '../../src/editor/app/authorWords';
import { itemSummary } from '../../src/editor/app/itemSummary';
import { singular } from '../../src/editor/app/schemaFields';
import { renameEverywhere, staleNames } from '../../src/editor/shared/staleNames';

describe('a list entry is named by what it holds', () => {
  it('a team member by their name, a plan by its title, a link by its label, a question by itself', () => {
    expect(itemSummary({ name: 'Sarah Taylor', role: 'Designer' }, 0, 'Member')).toBe('Sarah Taylor');
    expect(itemSummary({ title: 'Pro plan', price: '$29' }, 2, 'Plan')).toBe('Pro plan');
    expect(itemSummary({ label: 'About Us', href: '/about' }, 0, 'Link')).toBe('About Us');
    expect(itemSummary({ question: 'How do I pay?', answer: ['By card.'] }, 0, 'Question')).toBe('How do I pay?');
  });

  it('a text by the text, a picture by its alternative text or else its file, a group by what its own groups hold', () => {
    expect(itemSummary('Free domain and SSL', 0, 'Checklist')).toBe('Free domain and SSL');
    expect(itemSummary({ src: '/images/team/ana.jpg', alt: 'Ana smiling' }, 0, 'Image')).toBe('Ana smiling');
    expect(itemSummary({ src: '/images/team/ana.jpg', alt: '' }, 0, 'Image')).toBe('ana.jpg');
    expect(itemSummary({ link: { label: 'Read more', href: '/blog' } }, 0, 'Card')).toBe('Read more');
  });

  it('an entry with no words yet by its place, counted from one', () => {
    expect(itemSummary({}, 6, 'Box')).toBe('Box 7');
    expect(itemSummary({ title: '   ' }, 0, 'Box')).toBe('Box 1');
  });

  it('a long text is cut to one line', () => {
    expect(itemSummary('word '.repeat(40), 0, 'Paragraph')).toMatch(/^word word .*…$/);
  });

  it('one entry of a list is named in the singular', () => {
    expect(['Members', 'Boxes', 'Categories', 'Checklist', 'Address', 'Images'].map(singular)).toEqual([
      'Member',
      'Box',
      'Category',
      'Checklist',
      'Address',
      'Image',
    ]);
  });
});

describe("the validator's messages in the editor", () => {
  it('say what to fill in, not what to write in JSON', () => {
    expect(forAuthors('missing required property "title": add it, with a text (in double quotes) as its value')).toBe(
      '"Title" is empty: fill it in',
    );
    expect(forAuthors('missing required property "perView": add it, with a number as its value')).toBe(
      '"Per view" needs a number',
    );
    expect(forAuthors('expected at least 1 item, found 0; add 1 more')).toBe('add 1 more entry (at least 1 in all)');
    expect(forAuthors('expected a text (in double quotes), found null; write a value instead of null')).toBe(
      'write a text here',
    );
  });

  it('keep what is already said for authors, without the JSON in it', () => {
    expect(
      forAuthors(
        'broken link: the page /pricing (pages/pricing.json) has no section with the id "plans"; give a section there "id": "plans", or link to the page alone',
      ),
    ).toBe(
      'broken link: the page /pricing (pages/pricing.json) has no section with the id "plans"; give a section there the anchor "plans", or link to the page alone',
    );
    expect(forAuthors('expected an object { … }, found the text "x"')).toBe(
      'expected a group of settings, found the text "x"',
    );
  });

  it('name a place by the form’s labels, counted from one', () => {
    expect(placeWords(['sections', 2, 'props', 'boxes', 0, 'title'])).toBe('Boxes › 1 › Title');
    expect(placeWords(['menus', 'main', 0, 'children', 12, 'href'])).toBe('Menus › Main › 1 › Children › 13 › Href');
  });
});

describe('a renamed entry', () => {
  const before = {
    members: [
      {
        name: 'Sarah Taylor',
        image: { src: '/images/team/sarah.jpg', alt: 'Portrait of Sarah Taylor' },
        social: [
          { icon: 'linkedin', label: 'Sarah Taylor on LinkedIn', href: '#' },
          { icon: 'twitter', label: 'Sarah on Twitter', href: '#' },
        ],
      },
      { name: 'John Smith', social: [{ icon: 'linkedin', label: 'John Smith on LinkedIn', href: '#' }] },
    ],
  };

  it('lists the texts of that entry still carrying the old name, and only those', () => {
    const after = structuredClone(before);
    after.members[0].name = 'Sara Tailor';
    expect(staleNames(before, after)).toEqual([
      {
        path: ['members', 0, 'name'],
        from: 'Sarah Taylor',
        to: 'Sara Tailor',
        texts: [
          { path: ['members', 0, 'image', 'alt'], text: 'Portrait of Sarah Taylor' },
          { path: ['members', 0, 'social', 0, 'label'], text: 'Sarah Taylor on LinkedIn' },
        ],
      },
    ]);
    const fixed = renameEverywhere(after, staleNames(before, after));
    expect(fixed.members[0].social[0].label).toBe('Sara Tailor on LinkedIn');
    expect(fixed.members[1]).toEqual(before.members[1]);
    expect(staleNames(before, fixed)).toEqual([]);
  });

  it('says nothing while a name only grows, or when nothing else carries it', () => {
    const longer = structuredClone(before);
    longer.members[1].name = 'John Smith Jr.';
    expect(staleNames(before, longer)).toEqual([]);
    const alone = { members: [{ name: 'Ana' }] };
    expect(staleNames(alone, { members: [{ name: 'Anna' }] })).toEqual([]);
  });
});

describe("the validator's messages as it gives them now reach the editor in its words", () => {
  it('a missing title, a number for a text and an unknown setting on a page', () => {
    const page = JSON.parse(readFileSync('pages/contact.json', 'utf8'));
    page.colour = 'red';
    page.description = 12;
    delete page.sections[0].props.title;
    const { issues } = loadContent({
      root: process.cwd(),
      pageTexts: [{ file: 'pages/contact.json', text: JSON.stringify(page, null, 2) }],
    });
    const words = issues
      .filter((issue) => issue.file === 'pages/contact.json')
      .map((issue) => forAuthors(issue.message));
    expect(words).toHaveLength(3);
    expect(words).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^the file holds a setting "colour"/),
        'write a text here',
        '"Title" is empty: fill it in',
      ]),
    );
    for (const said of words) expect(said).not.toMatch(/double quotes|\bproperty\b/);
  });
});
