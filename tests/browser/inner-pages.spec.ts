// The inner pages of docs/product.md ("Routes and compositions": about, features, services,
// feedback, projects, team, pricing, FAQ, blog): each loads without console problems (the fixture
// fails on any), shows what that page lists, and its placeholder links and forms change nothing.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openPage, site, test } from './fixtures';
import { innerRoutes } from './innerRoutes';
import { loadContent } from '../../src/content/loadContent';

// The case studies as the project pages list them: the query of their grid resolved into pages/projects/.
const caseStudies = (
  loadContent({ root: process.cwd() })
    .pages.find((entry) => entry.path === '/project-style-two')!
    .sections.find((section) => section.type === 'projectGrid')!.props as {
    projects: { title: string; href: string }[];
  }
).projects;

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const blocks = (page: Page, type: string) => page.locator(`main [data-block="${type}"]`);

/** A page's sections as the site renders them: shared sections resolved, page-level props applied. */
function sectionsOf(file: string): { type: string; props: Record<string, unknown> }[] {
  return json(file).sections.map((section: { use?: string; type?: string; props?: Record<string, unknown> }) => {
    if (!section.use) return section;
    const shared = json(`pages/_sections/${section.use}.json`);
    return { type: shared.type, props: { ...shared.props, ...section.props } };
  });
}

test.describe('every inner page', () => {
  test('every inner page is in a dropdown of the main menu', () => {
    const menuLinks = (site.menus.main as { href?: string; children?: { href: string }[] }[]).flatMap((entry) => [
      entry.href,
      ...(entry.children ?? []).map((child) => child.href),
    ]);
    for (const path of innerRoutes) expect(menuLinks, path).toContain(path);
  });
});

test.describe('about pages', () => {
  test('style one: about text, history, mission and who-we-are, team, ready-to-talk, partners and fun facts', async ({
    page,
  }) => {
    await openPage(page, '/about-style-one');
    for (const title of ['Our History', 'Our Mission', 'Who We Are'])
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    for (const type of ['featureSplit', 'featureBoxes', 'team', 'callToAction', 'partners', 'funFacts'])
      await expect(blocks(page, type)).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Ready to talk?' })).toBeVisible();
  });

  test('style two: Discover More, the team, client feedback with star ratings, fun facts and partners', async ({
    page,
  }) => {
    await openPage(page, '/about-style-two');
    await expect(page.getByRole('link', { name: 'Discover More' })).toBeVisible();
    await expect(
      blocks(page, 'feedbackSlider')
        .getByRole('img', { name: /^Rated \d out of 5$/ })
        .first(),
    ).toBeAttached();
    for (const type of ['team', 'funFacts', 'partners']) await expect(blocks(page, type)).toHaveCount(1);
  });

  test('style three: the same sections with the testimonials variant of the feedback', async ({ page }) => {
    await openPage(page, '/about-style-three');
    await expect(page.getByRole('link', { name: 'Discover More' })).toBeVisible();
    const feedback = sectionsOf('pages/about-style-three.json').find((section) => section.type === 'feedbackSlider')!;
    expect(feedback.props.layout).toBe('thumbnails');
    await expect(blocks(page, 'feedbackSlider').getByRole('heading', { name: 'Testimonials' })).toBeVisible();
  });
});

test.describe('features and services', () => {
  test('features: a grid of six features and two feature sections', async ({ page }) => {
    await openPage(page, '/features');
    await expect(blocks(page, 'featureBoxes').getByRole('listitem')).toHaveCount(6);
    await expect(blocks(page, 'featureSplit')).toHaveCount(2);
  });

  test('services style one: nine service boxes', async ({ page }) => {
    await openPage(page, '/service-style-one');
    await expect(blocks(page, 'featureBoxes').getByRole('listitem')).toHaveCount(9);
  });

  for (const style of ['two', 'three', 'four', 'five']) {
    test(`services style ${style}: cards whose Learn More / Read More links go nowhere`, async ({ page }) => {
      await openPage(page, `/service-style-${style}`);
      const links = blocks(page, 'featureBoxes').getByRole('link', { name: /^(Learn More|Read More)/ });
      expect(await links.count()).toBeGreaterThanOrEqual(6);
      await expect(links.first()).toHaveAttribute('href', '#');
      await links.first().click();
      await expect(page).toHaveURL(new RegExp(`/service-style-${style}$`));
    });
  }

  test('service details: two text-and-image rows, then the accordion', async ({ page }) => {
    await openPage(page, '/service-details');
    await expect(blocks(page, 'featureSplit')).toHaveCount(2);
    await expect(blocks(page, 'featureSplit').locator('img')).toHaveCount(2);
    await expect(page.locator('main > [data-block]').last()).toHaveAttribute('data-block', 'faq');
  });
});

test.describe('feedback page', () => {
  test('has four testimonial sliders: the first moves in 300 ms, the others in 1000 ms', async ({ page }) => {
    const sliders = sectionsOf('pages/feedback.json').filter((section) => section.type === 'feedbackSlider');
    expect(sliders.map((slider) => (slider.props.carousel as { animationMs: number }).animationMs)).toEqual([
      300, 1000, 1000, 1000,
    ]);
    await openPage(page, '/feedback');
    await expect(blocks(page, 'feedbackSlider')).toHaveCount(4);
  });

  test('the testimonials are written once: the sliders reuse the shared feedback sections', () => {
    const uses = json('pages/feedback.json')
      .sections.filter((section: { use?: string }) => section.use)
      .map((section: { use: string }) => section.use);
    expect(uses).toHaveLength(4);
    for (const name of uses) expect(['feedback', 'hosting-testimonials']).toContain(name);
  });
});

test.describe('projects', () => {
  test('the project grid shows a card per case study, each linking to its own page', async ({ page }) => {
    await openPage(page, '/project-style-one');
    const cards = blocks(page, 'projectGrid').getByRole('listitem');
    await expect(cards).toHaveCount(caseStudies.length);
    await expect(cards.getByRole('link')).toHaveCount(caseStudies.length);
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${caseStudies[0].href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(caseStudies[0].title);
  });

  test('the gallery shows a picture per case study, each with a plus link named by its project', async ({ page }) => {
    await openPage(page, '/project-style-two');
    await expect(blocks(page, 'projectGrid').locator('img')).toHaveCount(caseStudies.length);
    for (const project of caseStudies)
      await expect(page.getByRole('link', { name: project.title, exact: true })).toHaveAttribute('href', project.href);
  });

  test('the project details show the description, client, category, date, share links and Live Preview', async ({
    page,
  }) => {
    await openPage(page, '/project-details');
    const details = blocks(page, 'projectDetails');
    for (const label of ['Client', 'Category', 'Date', 'Share'])
      await expect(details.getByText(label, { exact: true })).toBeVisible();
    await expect(details.getByRole('link', { name: /^Share on / })).toHaveCount(4);
    await expect(details.getByRole('link', { name: 'Live Preview' })).toBeVisible();
  });
});

test.describe('team and pricing', () => {
  test('the team page shows eight members with their roles and four social links each', async ({ page }) => {
    await openPage(page, '/team');
    const members = blocks(page, 'team').locator('article');
    await expect(members).toHaveCount(8);
    const text = await blocks(page, 'team').innerText();
    for (const role of ['CEO & Founder', 'Marketing Manager', 'Web Developer', 'UX/UI Designer', 'Project Manager'])
      expect(text).toContain(role);
    for (let index = 0; index < 8; index++) await expect(members.nth(index).getByRole('link')).toHaveCount(4);
  });

  test('pricing: Monthly and Yearly tabs, then the three-plan hosting table', async ({ page }) => {
    await openPage(page, '/pricing');
    await expect(page.getByRole('tab')).toHaveText(['Monthly Plan', 'Yearly Plan']);
    await expect(page.getByRole('tabpanel')).toContainText('$149');
    await page.getByRole('tab', { name: 'Yearly Plan' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('$249');
    const hosting = blocks(page, 'pricing').nth(1);
    await expect(hosting.locator('[data-plan]')).toHaveCount(3);
    const feature = (plan: string, name: string) => hosting.locator(`[data-plan="${plan}"] li`, { hasText: name });
    await expect(feature('Basic', 'backups')).toHaveText(/^Not included:/);
    await expect(feature('Advanced', 'backups')).toHaveText(/^Included:/);
    await expect(feature('Expert', 'backups')).toHaveText(/^Included:/);
    await expect(feature('Basic', 'reports')).toHaveText(/^Not included:/);
    await expect(feature('Advanced', 'reports')).toHaveText(/^Not included:/);
    await expect(feature('Expert', 'reports')).toHaveText(/^Included:/);
  });
});

test.describe('FAQ question form', () => {
  test('has name, email, subject and message fields and a Submit Now! button; submitting sends nothing', async ({
    page,
  }) => {
    const requests: string[] = [];
    await openPage(page, '/faq');
    page.on('request', (request) => {
      if (request.method() !== 'GET') requests.push(request.url());
    });
    const form = page.getByRole('form', { name: 'Ask Your Question' });
    await expect(form.getByRole('textbox')).toHaveCount(4);
    await expect(form.getByRole('textbox', { name: 'Your email' })).toHaveAttribute('type', 'email');
    await form.getByRole('textbox', { name: 'Your name' }).fill('Ann');
    await form.getByRole('textbox', { name: 'Your email' }).fill('ann@example.com');
    await form.getByRole('textbox', { name: 'Subject' }).fill('Hosting');
    await form.getByRole('textbox', { name: 'Your question' }).fill('Do you host WordPress?');
    await form.getByRole('button', { name: 'Submit Now!' }).click();
    await expect(form.getByRole('status')).toContainText('sends nothing');
    await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
    await expect(page).toHaveURL(/\/faq$/);
    expect(requests).toEqual([]);
  });
});
