// The frame every page shares, rendered once each as the prerender does: the header in each variant
// of pages/_site.json (short enough to keep as snapshots), the main menu and the footer (what they
// must show, read against pages/_site.json), and the preloader.
import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import site from 'virtual:site';
import { siteIn } from '../ui/locale';
import { buttonsIn, imagesIn, linksIn, textsMissingFrom } from '../../tests/unit/support/renderedContent';
import { expectRichSample, richSample } from '../../tests/unit/support/richTextSample';
import { siteSchema } from '../schema/site';
import { formattedHtml, renderOnServer } from '../../tests/unit/support/serverRender';
import { Footer } from './Footer';
import { Header } from './Header';
import { Preloader } from './Preloader';

const variants = Object.keys(site.headers) as (keyof typeof site.headers)[];

describe('the shell, rendered on the server', () => {
  test.each(variants)('the "%s" header matches its snapshot (its menu is checked on its own)', async (variant) => {
    const container = renderOnServer(<Header variant={variant} />);
    const [menu] = within(container).getAllByRole('list');
    // Every variant shows the same menu: the test below checks it once, so it is left out here.
    menu.replaceChildren();
    await expect(formattedHtml(container)).toMatchFileSnapshot(`./__snapshots__/header-${variant}.html`);
  });

  test('the main menu offers every entry of pages/_site.json in order, each dropdown behind a closed, named button, and marks the current page', () => {
    const container = renderOnServer(<Header variant="default" />, { path: '/' });
    const nav = container.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).toBe(site.labels.mainMenu);
    const entries = [...nav.querySelector('ul')!.children].map((entry) => ({
      label: entry.firstElementChild?.textContent,
      toggles: [...entry.querySelectorAll(':scope > button')].map((button) => [
        button.getAttribute('aria-label'),
        button.getAttribute('aria-expanded'),
      ]),
      links: linksIn(entry),
    }));
    expect(entries).toEqual(
      site.menus.main.map((item) =>
        item.children?.length
          ? {
              label: item.label,
              toggles: [[site.labels.openSubmenu.replace('{label}', item.label), 'false']],
              links: [
                ...(item.href ? [{ name: item.label, href: item.href }] : []),
                ...item.children.map((child) => ({ name: child.label, href: child.href })),
              ],
            }
          : { label: item.label, toggles: [], links: [{ name: item.label, href: item.href }] },
      ),
    );
    expect([...nav.querySelectorAll('[aria-current="page"]')].map((link) => link.getAttribute('href'))).toEqual(['/']);
  });

  test('the footer links its logo home and shows the about text, the social links and the copyright of pages/_site.json', () => {
    const container = renderOnServer(<Footer />);
    const { brand, footer } = site;
    const [logoLink] = container.querySelectorAll('a');
    expect(logoLink.getAttribute('href')).toBe('/');
    expect(imagesIn(logoLink)).toEqual([{ ...brand.logoWhite, alt: brand.logoWhite.alt || brand.name }]);
    expect(textsMissingFrom(container, [footer.about, footer.copyright])).toEqual([]);
    const socials = linksIn(container).filter((link) => footer.social.some((social) => social.label === link.name));
    expect(socials).toEqual(footer.social.map((social) => ({ name: social.label, href: social.href })));
  });

  test('each footer column is a navigation named by its heading, with its links where pages/_site.json says', () => {
    const container = renderOnServer(<Footer />);
    const columns = [...container.querySelectorAll('nav')].map((nav) => ({
      heading: container.querySelector(`#${nav.getAttribute('aria-labelledby')}`)?.textContent,
      links: linksIn(nav),
    }));
    expect(columns).toEqual(
      site.footer.columns.map((column) => ({
        heading: column.title,
        links: column.links.map((link) => ({ name: link.label, href: link.href })),
      })),
    );
  });

  test("the footer's contact column lists each line, linked when it has an address, and a back-to-top button is named from the site's labels", () => {
    const container = renderOnServer(<Footer />);
    const { contact } = site.footer;
    const heading = within(container).getByRole('heading', { level: 2, name: contact.title });
    const lines = [...heading.nextElementSibling!.querySelectorAll('li')];
    expect(lines.map((line) => [line.textContent, line.querySelector('a')?.getAttribute('href')])).toEqual(
      contact.items.map((item) => [item.label, item.href]),
    );
    expect(buttonsIn(container)).toEqual([site.labels.backToTop]);
  });

  test('the about text and the contact lines take rich text; a line that is a link keeps its bold words inside that link', () => {
    const { footer } = siteIn(); // the site file the footer reads, in the default language
    const written = { about: footer.about, items: footer.contact.items };
    try {
      footer.about = richSample;
      footer.contact.items = [{ icon: 'mail', label: 'Write to **our desk**', href: 'mailto:desk@example.com' }];
      const container = renderOnServer(<Footer />);
      expectRichSample(container);
      expect(container.querySelector('a[href="mailto:desk@example.com"]')?.innerHTML).toBe(
        'Write to <strong>our desk</strong>',
      );
    } finally {
      footer.about = written.about;
      footer.contact.items = written.items;
    }
  });

  test('a contact line that is a link as a whole refuses a link written inside it', () => {
    const items = [{ icon: 'mail', label: 'Write to [our desk](/contact)', href: 'mailto:desk@example.com' }];
    const result = siteSchema.safeParse({
      ...site,
      footer: { ...site.footer, contact: { ...site.footer.contact, items } },
    });
    expect(result.error?.issues).toMatchObject([
      { path: ['footer', 'contact', 'items', 0, 'label'], message: expect.stringMatching(/link inside a link/) },
    ]);
  });

  test('the preloader of a first visit matches its snapshot', async () => {
    const container = renderOnServer(<Preloader durationMs={site.preloader.firstLoadMs} waiting={false} />);
    await expect(formattedHtml(container)).toMatchFileSnapshot('./__snapshots__/preloader.html');
  });
});
