// What a page tells search engines about itself as schema.org JSON-LD, built from the page's own data
// (docs/seo.md): the organisation and the web site on every page, then what the page's blocks are —
// a breadcrumb trail, questions and answers, a product with its offer, the shop's list of products, a
// blog post, a contact page. Typed with schema-dts, so a misspelt property does not compile. A rich text
// gives its words alone: search engines read text here, not the markup of the file.
import type {
  BlogPosting,
  BreadcrumbList,
  ContactPage,
  FAQPage,
  Graph,
  ItemList,
  ListItem,
  Organization,
  Product,
  Thing,
  WebSite,
} from 'schema-dts';
import type { BlogArticleProps } from '../../blocks/blogArticle/schema';
import type { FaqProps } from '../../blocks/faq/schema';
import type { PageTitleProps } from '../../blocks/pageTitle/schema';
import type { ProductDetailsProps } from '../../blocks/productDetails/schema';
import type { ShopGridProps } from '../../blocks/shopGrid/schema';
import { plainText } from '../../richText/plainText';
import type { BlockSection, PageData } from '../../schema/page';
import type { Catalogue } from '../../schema/catalogue';
import type { Site } from '../../schema/site';
import { shareImageFile, type ImageData } from '../../ui/imageVariants';
import { pageUrl } from '../prerender';

interface BlockProps {
  pageTitle: PageTitleProps;
  faq: FaqProps;
  productDetails: ProductDetailsProps;
  shopGrid: ShopGridProps;
  blogArticle: BlogArticleProps;
  contactForm: unknown;
  contactInfo: unknown;
}

/** The first section of a block type, with its props typed (the page schema has checked them). */
const sectionOf = <T extends keyof BlockProps>(page: PageData, type: T) => {
  const section: BlockSection | undefined = page.sections.find((candidate) => candidate.type === type);
  return section && { props: section.props as BlockProps[T] };
};

/** ISO 4217 codes for the currency symbols the catalogue may use; a three-letter code is taken as written. */
const currencyCodes: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  A$: 'AUD',
  C$: 'CAD',
  CHF: 'CHF',
};

/** The catalogue's ISO 4217 code: the one it gives, else the one its symbol stands for. */
const catalogueCurrency = (catalogue: Catalogue) => catalogue.currencyCode ?? currencyCode(catalogue.currency);

export function currencyCode(currency: string): string | undefined {
  const written = currency.trim();
  return /^[A-Z]{3}$/.test(written) ? written : currencyCodes[written];
}

/** The availability line as written ("In Stock", "Out of stock", "Pre-order") as a schema.org value. */
export function availabilityOf(
  text: string,
): 'https://schema.org/InStock' | 'https://schema.org/OutOfStock' | 'https://schema.org/PreOrder' {
  if (/out of stock|sold out|unavailable/i.test(text)) return 'https://schema.org/OutOfStock';
  if (/pre-?order/i.test(text)) return 'https://schema.org/PreOrder';
  return 'https://schema.org/InStock';
}

/** A date as shown ("April 25, 2019") in ISO 8601, or nothing when it is not a date. */
export function isoDate(shown: string): string | undefined {
  const time = Date.parse(`${shown} UTC`);
  if (Number.isNaN(time)) return undefined;
  return new Date(time).toISOString().slice(0, 10);
}

export interface StructuredDataContext {
  site: Site;
  catalogue?: Catalogue;
}

/** Every schema.org node of one page, in one graph. */
export function structuredData(page: PageData, { site, catalogue }: StructuredDataContext): Graph {
  const url = (path: string) => (/^https?:\/\//.test(path) ? path : new URL(path, site.siteUrl).href);
  // A photo by its share image (a JPEG of sensible weight), as the link preview names it.
  const imageUrl = (image: ImageData) => url(shareImageFile(image).src);
  const here = pageUrl(page.path, site.siteUrl);
  const organizationId = `${url('/')}#organization`;
  const websiteId = `${url('/')}#website`;

  const profiles = site.footer.social.map((network) => network.href).filter((href) => /^https:\/\//.test(href));
  const organization: Organization = {
    '@type': 'Organization',
    '@id': organizationId,
    name: site.brand.name,
    url: url('/'),
    logo: imageUrl(site.brand.logo),
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  };
  const language = page.locale?.code ?? site.lang;
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': websiteId,
    name: site.brand.name,
    url: url('/'),
    publisher: { '@id': organizationId },
    inLanguage: language,
  };
  const nodes: Thing[] = [organization, website];

  const pageTitle = sectionOf(page, 'pageTitle');
  if (page.path !== '/' && pageTitle && pageTitle.props.breadcrumbs.length > 0) {
    const trail: BreadcrumbList = {
      '@type': 'BreadcrumbList',
      itemListElement: pageTitle.props.breadcrumbs.map((crumb, index): ListItem => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: crumb.href && crumb.href !== '#' ? url(crumb.href) : here,
      })),
    };
    nodes.push(trail);
  }

  const faq = sectionOf(page, 'faq');
  if (faq) {
    const questions: FAQPage = {
      '@type': 'FAQPage',
      url: here,
      mainEntity: faq.props.questions.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer.map((paragraph) => plainText(paragraph)).join('\n\n') },
      })),
    };
    nodes.push(questions);
  }

  const details = sectionOf(page, 'productDetails');
  const product = details && catalogue?.products.find((candidate) => candidate.id === details.props.productId);
  if (details && product) {
    const currency = catalogue && catalogueCurrency(catalogue);
    const item: Product = {
      '@type': 'Product',
      name: product.name,
      description: plainText(details.props.description),
      image: details.props.images.map(imageUrl),
      sku: String(product.id),
      url: here,
      // The price the page shows: structured data must match what a visitor reads.
      offers: {
        '@type': 'Offer',
        price: details.props.price,
        ...(currency ? { priceCurrency: currency } : {}),
        availability: availabilityOf(details.props.availability.value),
        url: here,
      },
    };
    nodes.push(item);
  }

  if (sectionOf(page, 'shopGrid') && catalogue) {
    // The demo's products have no page each, so the list carries the products themselves (one page holding every item).
    const currency = catalogueCurrency(catalogue);
    const list: ItemList = {
      '@type': 'ItemList',
      url: here,
      numberOfItems: catalogue.products.length,
      itemListElement: catalogue.products.map((entry, index): ListItem => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Product',
          name: entry.name,
          image: imageUrl(entry.image),
          sku: String(entry.id),
          offers: {
            '@type': 'Offer',
            price: entry.price,
            ...(currency ? { priceCurrency: currency } : {}),
            availability: 'https://schema.org/InStock',
          },
        },
      })),
    };
    nodes.push(list);
  }

  const article = sectionOf(page, 'blogArticle');
  if (article) {
    // An entry knows its days; a post written as a page has only the date it shows.
    const published = page.published ?? isoDate(article.props.date);
    const post: BlogPosting = {
      '@type': 'BlogPosting',
      // An article without a title of its own has it in the page title above it.
      headline: article.props.title ?? sectionOf(page, 'pageTitle')?.props.title ?? page.title,
      image: imageUrl(article.props.image),
      author: { '@type': 'Person', name: article.props.author },
      ...(published ? { datePublished: published } : {}),
      ...(page.lastmod && page.lastmod !== published ? { dateModified: page.lastmod } : {}),
      mainEntityOfPage: here,
      publisher: { '@id': organizationId },
      inLanguage: language,
    };
    nodes.push(post);
  }

  if (sectionOf(page, 'contactForm') || sectionOf(page, 'contactInfo')) {
    const contact: ContactPage = {
      '@type': 'ContactPage',
      name: page.title,
      description: page.description,
      url: here,
      about: { '@id': organizationId },
    };
    nodes.push(contact);
  }

  return { '@context': 'https://schema.org', '@graph': nodes };
}

/**
 * The graph as a <script type="application/ld+json">: data, not code, so the security policy's
 * script-src does not apply; "<" is written as \u003c so no text can close the element.
 */
export function jsonLdScript(graph: Graph): string {
  return `<script type="application/ld+json">${JSON.stringify(graph).replace(/</g, '\\u003c')}</script>`;
}
