// The FAQ accordions (src/ui/Accordion.tsx over react-collapsed): a click, Enter or Space opens and
// closes one answer, aria-expanded follows, the height animates unless the visitor prefers reduced
// motion.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

interface Question {
  question: string;
  answer: string[];
}

function questionsOf(file: string): Question[] {
  const page = JSON.parse(readFileSync(file, 'utf8'));
  return page.sections.find((section: { type?: string }) => section.type === 'faq').props.questions;
}

const faqQuestions = questionsOf('pages/faq.json');

const toggle = (page: Page, question: string) => page.getByRole('button', { name: question, exact: true });

async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Records the duration of every inline height transition the panel gets, in milliseconds. */
async function recordTransitions(panel: Locator) {
  await panel.evaluate((element) => {
    const seen: number[] = [];
    (window as unknown as { transitions: number[] }).transitions = seen;
    new MutationObserver(() => {
      const { transitionProperty, transitionDuration } = (element as HTMLElement).style;
      if (transitionProperty !== 'height') return;
      seen.push(
        transitionDuration.endsWith('ms') ? parseFloat(transitionDuration) : parseFloat(transitionDuration) * 1000,
      );
    }).observe(element, { attributes: true, attributeFilter: ['style'] });
  });
}

const transitions = (page: Page) => page.evaluate(() => (window as unknown as { transitions: number[] }).transitions);

test.describe('FAQ accordion', () => {
  test('the FAQ page lists its six questions; the first answer shows, the others are closed', async ({ page }) => {
    expect(faqQuestions).toHaveLength(6);
    await openPage(page, '/faq');
    await expect(page.locator('main button[aria-expanded]')).toHaveCount(6);
    await expect(toggle(page, faqQuestions[0].question)).toHaveAttribute('aria-expanded', 'true');
    await expect(await panelOf(page, toggle(page, faqQuestions[0].question))).toBeVisible();
    for (const entry of faqQuestions.slice(1)) {
      const button = toggle(page, entry.question);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(await panelOf(page, button)).toBeHidden();
    }
  });

  test('a click opens an answer and a second click closes it, aria-expanded following', async ({ page }) => {
    await openPage(page, '/faq');
    const entry = faqQuestions[2];
    const button = toggle(page, entry.question);
    const panel = await panelOf(page, button);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveText(entry.answer.join(''));
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('opening one answer leaves the others as they were', async ({ page }) => {
    await openPage(page, '/faq');
    await toggle(page, faqQuestions[3].question).click();
    await expect(toggle(page, faqQuestions[3].question)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle(page, faqQuestions[0].question)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle(page, faqQuestions[1].question)).toHaveAttribute('aria-expanded', 'false');
  });

  test('Enter and Space on a focused question open and close it; Tab reaches the next question', async ({ page }) => {
    await openPage(page, '/faq');
    const button = toggle(page, faqQuestions[1].question);
    const panel = await panelOf(page, button);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(toggle(page, faqQuestions[2].question)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle(page, faqQuestions[2].question)).toHaveAttribute('aria-expanded', 'true');
  });

  test('each answer panel is a region named by its question', async ({ page }) => {
    await openPage(page, '/faq');
    const region = page.getByRole('region', { name: faqQuestions[0].question });
    await expect(region).toHaveText(faqQuestions[0].answer.join(''));
  });

  test('the height animates when opening', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openPage(page, '/faq');
    const button = toggle(page, faqQuestions[4].question);
    const panel = await panelOf(page, button);
    await recordTransitions(panel);
    await button.click();
    await expect(panel).toBeVisible();
    await expect.poll(async () => Math.max(0, ...(await transitions(page)))).toBeGreaterThan(100);
  });

  test('with reduced motion the answer opens at once, without a height animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/faq');
    const button = toggle(page, faqQuestions[4].question);
    const panel = await panelOf(page, button);
    await recordTransitions(panel);
    await button.click();
    await expect(panel).toBeVisible();
    await expect.poll(async () => (await transitions(page)).length).toBeGreaterThan(0);
    expect(await transitions(page)).toEqual((await transitions(page)).map(() => 0));
  });
});

test.describe('accordions of the details pages', () => {
  test('feature details asks its three sample questions: time zones, Venus, the popcorn-smelling animal', async ({
    page,
  }) => {
    const questions = questionsOf('pages/feature-details.json');
    expect(questions).toHaveLength(3);
    expect(questions[0].question).toMatch(/time zones/i);
    expect(questions[1].answer.join(' ')).toMatch(/Venus.*224\.7 Earth days/);
    expect(questions[2].question).toMatch(/popcorn/i);
    await openPage(page, '/feature-details');
    await expect(page.locator('main button[aria-expanded]')).toHaveCount(3);
    const popcorn = toggle(page, questions[2].question);
    await popcorn.click();
    await expect(popcorn).toHaveAttribute('aria-expanded', 'true');
    await expect(await panelOf(page, popcorn)).toContainText('binturong');
  });

  test('service details has a three-item accordion that opens from the keyboard', async ({ page }) => {
    const questions = questionsOf('pages/service-details.json');
    expect(questions).toHaveLength(3);
    await openPage(page, '/service-details');
    await expect(page.locator('main button[aria-expanded]')).toHaveCount(3);
    const last = toggle(page, questions[2].question);
    await last.focus();
    await page.keyboard.press('Enter');
    await expect(last).toHaveAttribute('aria-expanded', 'true');
    await expect(await panelOf(page, last)).toHaveText(questions[2].answer.join(''));
  });
});
