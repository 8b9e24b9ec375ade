// Screenshots routes of a running site at 375, 768 and 1366 px, for looking at what we build.
// Usage: npx tsx tests/tools/screenshots.ts http://localhost:4173 /contact /coming-soon [--out /tmp/shots]
import { mkdirSync } from 'node:fs';
import { launchChromium } from '../../src/cli/chromium';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args.splice(outIndex, 2)[1] : '/tmp/shots';
const [base, ...routes] = args;
const widths = (process.env.WIDTHS ?? '375,768,1366').split(',').map(Number);
mkdirSync(out, { recursive: true });

const browser = await launchChromium();
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.addStyleTag({ content: "[data-testid='preloader']{display:none!important}" });
    await page.waitForTimeout(300);
    const name = `${out}/${route.replace(/\//g, '_') || '_'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' });
    console.log(name);
  }
  await page.close();
}
await browser.close();
