// A block says how its fields are edited, in its schema; the editor needs no change for a new block.
import { renderToStaticMarkup } from 'react-dom/server';
import type { CustomField, Field } from '@puckeditor/core';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { EditorFactsContext } from '../../src/editor/app/editorFacts';
import { fieldsOf } from '../../src/editor/app/schemaFields';
import { editedAs, longText } from '../../src/schema/editorHints';
import { colour } from '../../src/schema/cssValues';
import { href, icon, image, imageSrc } from '../../src/schema/primitives';
import type { EditorState } from '../../src/editor/shared/editorState';

// The note under a field (help, messages) reads Puck's store, which exists only inside the editor;
// these tests look at the field itself.
vi.mock('../../src/editor/app/fieldNotes', () => ({ FieldNote: () => null }));

const state: EditorState = {
  pages: [{ file: 'pages/contact.json', path: '/contact', title: 'Contact', anchors: ['form'] }],
  shared: {},
  usedBy: {},
  images: [{ src: '/images/team/ana.jpg', width: 400, height: 400 }],
  examples: {},
  productPages: { all: [], byId: {} },
  entries: [],
  collections: [],
  languages: [],
  translations: {},
  issues: [],
};

/** The HTML a custom field draws for `value`, as the editor would show it beside the page at `/`. */
function drawn(field: Field, value: unknown): string {
  const { render } = field as CustomField<unknown>;
  return renderToStaticMarkup(
    <EditorFactsContext.Provider value={{ state, path: '/', addImage: () => {} }}>
      {render({ field: field as CustomField<unknown>, name: 'field', id: 'field', value, onChange: () => {} })}
    </EditorFactsContext.Provider>,
  );
}

// A block the editor has never seen, with one field of each kind.
const newBlockProps = z.strictObject({
  title: z.string().describe('A heading.'),
  story: longText(z.string().min(1).describe('A few sentences.')),
  badge: icon.optional().describe('An icon beside the heading.'),
  mood: editedAs('icon', z.enum(['cart', 'rocket'])).describe('A short list of icons of its own.'),
  tint: colour.describe('A colour of its own.'),
  picture: image.describe('A picture.'),
  logo: imageSrc.describe('A file in public/.'),
  target: href.describe('Where it leads.'),
});

describe('the editor fields of a block, as its schema declares them', () => {
  const fields = fieldsOf(newBlockProps) as Record<string, Field>;

  it('writes a plain text on one line and a long text in a text area', () => {
    expect(fields.title).toMatchObject({ type: 'text', label: 'Title' });
    expect(fields.story).toMatchObject({ type: 'textarea', label: 'Story', metadata: { help: 'A few sentences.' } });
  });

  it('chooses an icon among its enum, each drawn from the sprite', () => {
    expect(fields.badge).toMatchObject({
      type: 'custom',
      label: 'Badge',
      metadata: { help: 'An icon beside the heading.' },
    });
    expect(drawn(fields.badge, 'cart')).toContain('href="/icons.svg#arrow-right"');
    const mood = drawn(fields.mood, 'cart');
    expect(mood.match(/<button/g)).toHaveLength(2);
    expect(mood).toContain('href="/icons.svg#rocket"');
    expect(mood).not.toContain('#arrow-right');
  });

  it('gives a colour a colour picker', () => {
    expect(drawn(fields.tint, '#44ce6f')).toMatch(/<input type="color"[^>]* value="#44ce6f"/);
  });

  it('chooses an image among the files in public/, with its text and size', () => {
    const picture = drawn(fields.picture, { src: '/images/team/ana.jpg', alt: 'Ana', width: 400, height: 400 });
    expect(picture).toContain('<option value="/images/team/ana.jpg" selected="">');
    expect(picture).toContain('value="Ana"');
    expect(drawn(fields.logo, undefined)).toContain('<option value="/images/team/ana.jpg">');
    expect(drawn(fields.logo, undefined)).not.toContain('value="Ana"');
  });

  it("offers a link the site's pages and the anchors of their sections", () => {
    const target = drawn(fields.target, '/contact');
    for (const offered of ['#', '/contact', '/contact#form']) expect(target).toContain(`<option value="${offered}">`);
  });

  it('keeps the mark through the wrappers and copies a field is written with', () => {
    const wrapped = fieldsOf(
      z.strictObject({ note: longText(z.string()).min(2).describe('Copied by a check and a description.').optional() }),
    ) as Record<string, Field>;
    expect(wrapped.note).toMatchObject({
      type: 'textarea',
      metadata: { help: 'Copied by a check and a description.' },
    });
  });
});
