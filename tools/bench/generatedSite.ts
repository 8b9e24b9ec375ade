// The pages of a site that grew as a marketing team grows one (buildScale.ts): each generated page a
// copy of a real landing or inner page with a path, a title and a description of its own, so every
// page draws its own share card as on a real site. Landings are one page in four; the rest are the
// inner pages such a site multiplies: articles, services, case studies and features.

/** The real page each kind copies, and how many of every twenty generated pages are of that kind. */
export const generatedMix = [
  {
    kind: 'landing',
    plural: 'landings',
    copies: ['/', '/web-hosting', '/iot', '/repair-center', '/bigdata-analytics'],
    share: 5,
  },
  { kind: 'article', plural: 'articles', copies: ['/blog-details'], share: 7 },
  { kind: 'service', plural: 'services', copies: ['/service-details'], share: 4 },
  { kind: 'case study', plural: 'case studies', copies: ['/project-details'], share: 2 },
  { kind: 'feature', plural: 'features', copies: ['/feature-details'], share: 2 },
] as const;

const services = [
  'Managed IT Support',
  'Cloud Hosting',
  'Cyber Security',
  'Data Backup',
  'Network Design',
  'Software Development',
  'IT Consulting',
  'Help Desk',
  'Cloud Migration',
  'Data Analytics',
  'Mobile Apps',
  'Web Design',
  'Device Repair',
  'IoT Monitoring',
  'Machine Learning',
  'DevOps',
];
const industries = [
  'Law Firms',
  'Dental Clinics',
  'Accountants',
  'Schools',
  'Hotels',
  'Restaurants',
  'Retailers',
  'Charities',
  'Architects',
  'Logistics Companies',
  'Manufacturers',
  'Estate Agents',
  'Pharmacies',
  'Startups',
  'Farms',
  'Gyms',
  'Insurers',
  'Councils',
  'Publishers',
  'Care Homes',
  'Vets',
  'Banks',
  'Airlines',
  'Studios',
  'Garages',
];
const cities = [
  'London',
  'Leeds',
  'Bristol',
  'Glasgow',
  'Cardiff',
  'Belfast',
  'York',
  'Oxford',
  'Bath',
  'Brighton',
  'Norwich',
  'Exeter',
  'Dundee',
  'Derby',
  'Hull',
  'Leicester',
  'Liverpool',
  'Manchester',
  'Newcastle',
  'Nottingham',
  'Plymouth',
  'Reading',
  'Sheffield',
  'Southampton',
  'Swansea',
  'Aberdeen',
  'Cambridge',
  'Chester',
  'Coventry',
  'Edinburgh',
];

type Kind = (typeof generatedMix)[number]['kind'];

/** A title and a description of its own for the `nth` page of a kind: a different service, industry and city each time. */
function words(kind: Kind, nth: number): { title: string; description: string } {
  const service = services[nth % services.length];
  const industry = industries[Math.floor(nth / services.length) % industries.length];
  const city = cities[Math.floor(nth / (services.length * industries.length)) % cities.length];
  const round = Math.floor(nth / (services.length * industries.length * cities.length));
  const again = round === 0 ? '' : ` (${round + 1})`;
  switch (kind) {
    case 'landing':
      return {
        title: `${service} for ${industry} in ${city}${again}`,
        description: `${service} for ${industry.toLowerCase()} in ${city}: one team, one monthly price, and help within the hour.${again}`,
      };
    case 'article':
      return {
        title: `What ${industry} in ${city} Should Know About ${service}${again}`,
        description: `Five questions ${industry.toLowerCase()} in ${city} ask before they buy ${service}, answered by our engineers.${again}`,
      };
    case 'service':
      return {
        title: `${service} in ${city} for ${industry}${again}`,
        description: `Our ${service} team in ${city} works with ${industry.toLowerCase()} of every size, on site or remotely.${again}`,
      };
    case 'case study':
      return {
        title: `${city} ${industry}: a ${service} Story${again}`,
        description: `How we brought ${service} to ${industry.toLowerCase()} in ${city}, and what changed in the first year.${again}`,
      };
    case 'feature':
      return {
        title: `${service} Built for ${industry} in ${city}${again}`,
        description: `${service} shaped around how ${industry.toLowerCase()} work, tried first with customers in ${city}.${again}`,
      };
  }
}

const slots = generatedMix.flatMap((entry) => Array.from({ length: entry.share }, () => entry));

/**
 * The `index`th generated page: which real page it copies (by path) and its own title and
 * description. Pages follow the mix in every run of twenty, so any size holds it to within a page.
 */
export function generatedPage(index: number): { copies: string; kind: Kind; title: string; description: string } {
  const entry = slots[index % slots.length];
  const before =
    Math.floor(index / slots.length) * entry.share +
    slots.slice(0, index % slots.length).filter((slot) => slot === entry).length;
  return { copies: entry.copies[before % entry.copies.length], kind: entry.kind, ...words(entry.kind, before) };
}

/** What the generated pages are, for the report: each kind, the real pages it copies and its share. */
export function generatedMixSentence(): string {
  const percent = (share: number) => `${Math.round((share / slots.length) * 100)} %`;
  const parts = generatedMix.map(
    (entry) =>
      `${entry.plural} (${entry.copies.join(', ')}${entry.copies.length > 1 ? ' in turn' : ''}; ${percent(entry.share)})`,
  );
  return `each a copy of a real page with a path, a title and a description of its own: ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The day the newest generated post is dated: two posts a day before it, all published. */
const newestPost = Date.UTC(2020, 11, 31);

/**
 * The `index`th generated blog post (an entry, pages/blog/<slug>.json): a copy of one of the real
 * posts `copies` (file names, in turn) with a slug, a title, an excerpt, a date and a tag of its own.
 */
export function generatedPost(index: number, copies: readonly string[]) {
  const { title, description } = words('article', index);
  return {
    copies: copies[index % copies.length],
    slug: `generated-post-${index}`,
    title,
    excerpt: description,
    date: new Date(newestPost - Math.floor(index / 2) * 86_400_000).toISOString().slice(0, 10),
    tags: [services[index % services.length]],
  };
}

/**
 * Posts a listing page shows on a site of thousands of posts: the shipped demo splits its six posts
 * 3 or 4 a page so its pager shows; a blog of thousands shows more a page (10 is WordPress's default).
 */
export const postsPerListingPage = 10;

/** A page file's JSON with every listing query that splits into pages showing `postsPerListingPage` a page. */
export function withBlogSizedListings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withBlogSizedListings);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, withBlogSizedListings(inner)]);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  return 'from' in object && 'perPage' in object ? { ...object, perPage: postsPerListingPage } : object;
}

export const generatedPostsSentence = `each a copy of a real post (pages/blog/, in turn) with a slug, a title, an excerpt, a date and a tag of its own (one of sixteen services), two a day, all published; the real site's listings (all six blog layouts and the tag pages, each split into pages), pages of posts and feed follow, with ${postsPerListingPage} posts a listing page as a blog of that size shows (the shipped demo shows 3 or 4 so that its six posts need a pager); the site in its default language alone, as the three-language run measures languages`;
