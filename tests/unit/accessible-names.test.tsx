// What assistive technology reads in the shell and the forms, checked on the server HTML: landmarks
// and their names, the cart's name in the singular and plural of the site's language, visible
// labels with the required mark before anything is sent, and autofill hints on personal fields.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import site from 'virtual:site';
import PageTitle from '../../src/blocks/pageTitle';
import { cartLabel } from '../../src/shell/Header';
import { Footer } from '../../src/shell/Footer';
import { Header } from '../../src/shell/Header';
import { localeFor } from '../../src/ui/locale';
import { SiteForm } from '../../src/ui/SiteForm';
import { renderToScreen } from './support/serverRender';

describe('landmarks', () => {
  test('the header menu is a navigation landmark named by the site, and each footer column one named by its heading', () => {
    // Read with selectors: role queries over the whole header and footer take seconds in jsdom.
    const header = renderToScreen(<Header variant="default" />).container;
    expect(header.querySelector('nav')?.getAttribute('aria-label')).toBe(site.labels.mainMenu);
    const footer = renderToScreen(<Footer />).container;
    const names = [...footer.querySelectorAll('nav')].map(
      (nav) => footer.querySelector(`#${nav.getAttribute('aria-labelledby')}`)?.textContent,
    );
    expect(names).toEqual(site.footer.columns.map((column) => column.title));
  });

  test('the breadcrumb trail is named as a breadcrumb, not with the page title', () => {
    const screen = renderToScreen(
      <PageTitle title="Contact" breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Contact' }]} />,
    );
    expect(screen.getByRole('navigation').getAttribute('aria-label')).toBe(site.labels.breadcrumb);
    expect(site.labels.breadcrumb).not.toBe('Contact');
  });
});

describe("the cart's name follows the plural rules of the page's language", () => {
  const english = localeFor(site.lang, 'ltr');
  test('one line reads in the singular, none and several in the plural', () => {
    expect(cartLabel(1, english)).toBe(site.labels.cart.one.replace('{count}', '1'));
    expect(cartLabel(0, english)).toBe(site.labels.cart.other.replace('{count}', '0'));
    expect(cartLabel(2, english)).toBe(site.labels.cart.other.replace('{count}', '2'));
    expect(cartLabel(1, english)).not.toMatch(/1 items/);
  });

  test('a page in French counts none in the singular, as French does', () => {
    expect(cartLabel(0, localeFor('fr', 'ltr'))).toBe(site.labels.cart.one.replace('{count}', '0'));
  });
});

describe('form fields', () => {
  const form = {
    fields: [
      {
        name: 'name',
        label: 'Your name',
        placeholder: 'Name',
        kind: 'text' as const,
        required: true,
        requiredMessage: 'Please enter your name',
        width: 'half' as const,
      },
      {
        name: 'email',
        label: 'Your email',
        placeholder: 'Email',
        kind: 'email' as const,
        required: false,
        autocomplete: 'email',
        width: 'half' as const,
      },
    ],
    submitLabel: 'Send',
    sentMessage: 'Sent',
  };

  test('every field has a visible label (the placeholder is only a hint), and a required one shows its mark before anything is sent', () => {
    const screen = renderToScreen(<SiteForm form={form} name="contact" checks="messages" />);
    const name = screen.getByRole('textbox', { name: /Your name/ });
    const label = screen.container.querySelector(`label[for="${name.id}"]`)!;
    expect(label.classList.contains('visually-hidden')).toBe(false);
    expect(label.textContent).toBe(`Your name${site.labels.requiredMark}`);
    expect(name.hasAttribute('required')).toBe(true);
    const email = screen.container.querySelector(
      `label[for="${screen.getByRole('textbox', { name: /Your email/ }).id}"]`,
    )!;
    expect(email.textContent).toBe('Your email');
  });

  test('every shipped field that asks for a name, an email address or a phone number carries its autofill hint', () => {
    const missing: string[] = [];
    const walk = (value: unknown, where: string) => {
      if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${where}[${index}]`));
      if (!value || typeof value !== 'object') return;
      const field = value as Record<string, unknown>;
      const personal =
        field.kind === 'email' ||
        field.kind === 'tel' ||
        /^(name|author|first_name|last_name|email|phone|phone_number)$/.test(String(field.name));
      if (typeof field.label === 'string' && typeof field.name === 'string' && personal && !field.autocomplete)
        missing.push(`${where} (${field.name})`);
      for (const [key, inner] of Object.entries(field)) walk(inner, `${where}.${key}`);
    };
    const pages = join(process.cwd(), 'pages');
    const files = [
      ...readdirSync(pages)
        .filter((name) => name.endsWith('.json'))
        .map((name) => join(pages, name)),
      ...readdirSync(join(pages, '_sections')).map((name) => join(pages, '_sections', name)),
    ];
    for (const file of files) walk(JSON.parse(readFileSync(file, 'utf8')), file.slice(process.cwd().length + 1));
    expect(missing).toEqual([]);
  });
});
