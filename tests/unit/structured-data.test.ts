// The JSON-LD of each page carries what Google's rich-result documentation requires of its type, comes
// from the page's own data, and cannot be closed early by text in the content.
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import type { PageData } from '../../src/schema/page';
import { shareTags } from '../../src/site-generator/seo/shareTags';

const { site, catalogue, pages } = loadContent({ root: process.cwd() });
const page = (path: string) => pages.find((candidate) => candidate.path === path)!;

type Node = Record<string, any>;

/** The graph as a search engine reads it from the page head. */
function graphOf(data: PageData): Node[] {
  const document = new JSDOM(`<!doctype html><head>${shareTags(data, site!, catalogue)}</head>`).window.document;
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  const parsed = JSON.parse(scripts[0].textContent!);
  expect(parsed['@context']).toBe('https://schema.org');
  return parsed['@graph'];
}

const ofType = (graph: Node[], type: string) => graph.filter((node) => node['@type'] === type);
const absoluteUrl = (value: unknown) => typeof value === 'string' && /^https:\/\/[^/]+/.test(value);

/** Required (and, where Google's docs only recommend, the properties this site promises) per type. */
const requirements: Record<string, (node: Node) => void> = {
  Organization(node) {
    expect(node.name).toBe(site!.brand.name);
    expect(absoluteUrl(node.url)).toBe(true);
    expect(absoluteUrl(node.logo)).toBe(true);
  },
  WebSite(node) {
    expect(node.name).toBeTruthy();
    expect(absoluteUrl(node.url)).toBe(true);
  },
  BreadcrumbList(node) {
    expect(node.itemListElement.length).toBeGreaterThanOrEqual(1);
    node.itemListElement.forEach((item: Node, index: number) => {
      expect(item['@type']).toBe('ListItem');
      expect(item.position).toBe(index + 1);
      expect(item.name).toBeTruthy();
      // "item" may be left out only on the last step (the current page).
      if (index < node.itemListElement.length - 1) expect(absoluteUrl(item.item)).toBe(true);
    });
  },
  FAQPage(node) {
    expect(node.mainEntity.length).toBeGreaterThanOrEqual(1);
    for (const question of node.mainEntity) {
      expect(question['@type']).toBe('Question');
      expect(question.name).toBeTruthy();
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(question.acceptedAnswer.text).toBeTruthy();
    }
  },
  Product(node) {
    expect(node.name).toBeTruthy();
    // One of offers, review or aggregateRating is required; the offer needs price and currency.
    expect(node.offers['@type']).toBe('Offer');
    expect(typeof node.offers.price).toBe('number');
    expect(node.offers.priceCurrency).toMatch(/^[A-Z]{3}$/);
    expect(node.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder)$/);
  },
  ItemList(node) {
    expect(node.itemListElement.length).toBeGreaterThanOrEqual(1);
    node.itemListElement.forEach((entry: Node, index: number) => {
      expect(entry['@type']).toBe('ListItem');
      expect(entry.position).toBe(index + 1);
      requirements.Product(entry.item);
    });
  },
  BlogPosting(node) {
    expect(node.headline).toBeTruthy();
    expect(absoluteUrl(node.image)).toBe(true);
    expect(node.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(node.author.name).toBeTruthy();
  },
  ContactPage(node) {
    expect(node.name).toBeTruthy();
    expect(absoluteUrl(node.url)).toBe(true);
  },
};

describe('structured data', () => {
  test.each(pages.map((entry) => entry.path))("%s: every node has its type's required properties", (path) => {
    const graph = graphOf(page(path));
    expect(ofType(graph, 'Organization')).toHaveLength(1);
    expect(ofType(graph, 'WebSite')).toHaveLength(1);
    for (const node of graph) {
      expect(Object.keys(requirements)).toContain(node['@type']);
      requirements[node['@type']](node);
    }
  });

  test('each page type says what it is, from its own blocks', () => {
    const types = (path: string) => graphOf(page(path)).map((node) => node['@type']);
    expect(types('/')).toEqual(['Organization', 'WebSite']);
    expect(types('/faq')).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));
    expect(types('/details')).toEqual(expect.arrayContaining(['BreadcrumbList', 'Product']));
    expect(types('/shop')).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
    expect(types('/blog-details')).toEqual(expect.arrayContaining(['BreadcrumbList', 'BlogPosting']));
    expect(types('/contact')).toEqual(expect.arrayContaining(['BreadcrumbList', 'ContactPage']));
  });

  test('values come from the page and the catalogue', () => {
    const details = page('/details');
    const section = details.sections.find((entry) => entry.type === 'productDetails')!.props as {
      productId: number;
      price: number;
    };
    const [product] = ofType(graphOf(details), 'Product');
    expect(product.name).toBe(catalogue!.products.find((entry) => entry.id === section.productId)!.name);
    expect(product.offers.price).toBe(section.price);

    const faq = page('/faq');
    const questions = faq.sections.find((entry) => entry.type === 'faq')!.props as {
      questions: { question: string }[];
    };
    expect(ofType(graphOf(faq), 'FAQPage')[0].mainEntity.map((entry: Node) => entry.name)).toEqual(
      questions.questions.map((entry) => entry.question),
    );

    const [shop] = ofType(graphOf(page('/shop')), 'ItemList');
    expect(shop.itemListElement.map((entry: Node) => entry.item.name)).toEqual(
      catalogue!.products.map((entry) => entry.name),
    );
  });

  test("an offer's currency is the catalogue's ISO code when it gives one, else the one its symbol stands for", () => {
    const currencies = (withCatalogue: typeof catalogue) => {
      const graph = (path: string) =>
        [
          ...new JSDOM(
            `<!doctype html><head>${shareTags(page(path), site!, withCatalogue)}</head>`,
          ).window.document.querySelectorAll('script[type="application/ld+json"]'),
        ].flatMap((script) => JSON.parse(script.textContent!)['@graph'] as Node[]);
      return [
        ofType(graph('/details'), 'Product')[0].offers.priceCurrency,
        ofType(graph('/shop'), 'ItemList')[0].itemListElement[0].item.offers.priceCurrency,
      ];
    };
    expect(catalogue!.currency).toBe('$');
    expect(currencies(catalogue)).toEqual(['USD', 'USD']);
    expect(currencies({ ...catalogue!, currencyCode: 'CAD' })).toEqual(['CAD', 'CAD']);
  });

  test('a blog post says its language, as the web site node does', () => {
    const post = page('/blog/how-cloud-hosting-cuts-costs');
    const graph = graphOf(post);
    expect(ofType(graph, 'BlogPosting')[0].inLanguage).toBe(site!.lang);
    const german = graphOf({
      ...post,
      path: '/de/blog/how-cloud-hosting-cuts-costs',
      locale: { code: 'de', dir: 'ltr' },
    });
    expect(ofType(german, 'BlogPosting')[0].inLanguage).toBe('de');
    expect(ofType(german, 'WebSite')[0].inLanguage).toBe('de');
  });

  test('a rich text gives its words alone: an answer and a product description without their markup', () => {
    /** The page at `path` with props of its `type` section changed. */
    const changed = (path: string, type: string, props: Node) => {
      const data = page(path);
      const sections = data.sections.map((section) =>
        section.type === type ? { ...section, props: { ...section.props, ...props } } : section,
      );
      return { ...data, sections } as PageData;
    };
    const faq = changed('/faq', 'faq', {
      questions: [
        { question: 'Is there a guarantee?', answer: ['**Yes:** see [our pricing](/pricing).', 'Ask *us*.'] },
      ],
    });
    expect(ofType(graphOf(faq), 'FAQPage')[0].mainEntity[0].acceptedAnswer.text).toBe(
      'Yes: see our pricing.\n\nAsk us.',
    );
    const details = changed('/details', 'productDetails', { description: 'Made of **oak**, [care](/faq) inside.' });
    expect(ofType(graphOf(details), 'Product')[0].description).toBe('Made of oak, care inside.');
  });

  test('"</script>" in any text stays inside the data', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const faq = page('/faq');
    const sections = faq.sections.map((section) =>
      section.type === 'faq'
        ? { ...section, props: { ...section.props, questions: [{ question: hostile, answer: [hostile] }] } }
        : section,
    ) as PageData['sections'];
    const tags = shareTags({ ...faq, title: hostile, sections }, site!, catalogue);
    expect(tags).not.toMatch(/<\/script><script>/i);
    const graph = graphOf({ ...faq, title: hostile, sections });
    expect(ofType(graph, 'FAQPage')[0].mainEntity[0].name).toBe(hostile);
  });
});

describe('link preview', () => {
  test('every page names a 1200×630 share image with its alt text, its address and the site name', () => {
    const document = new JSDOM(`<!doctype html><head>${shareTags(page('/contact'), site!, catalogue)}</head>`).window
      .document;
    const meta = (key: string) =>
      document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    expect(meta('og:image')).toBe(`${site!.siteUrl}/cards/contact.png`);
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('og:image:alt')).toContain(page('/contact').title);
    expect(meta('og:url')).toBe(`${site!.siteUrl}/contact`);
    expect(meta('og:site_name')).toBe(site!.brand.name);
    expect(meta('twitter:card')).toBe('summary_large_image');
  });

  test('a page that names its own share image uses it instead of the card', () => {
    const own = { src: '/images/banners/iot.svg', alt: 'Connected devices', width: 1200, height: 630 };
    const document = new JSDOM(
      `<!doctype html><head>${shareTags({ ...page('/iot'), share: { image: own } }, site!, catalogue)}</head>`,
    ).window.document;
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${site!.siteUrl}${own.src}`,
    );
    expect(document.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(own.alt);
  });
});
