// The one place that knows how to start Debian's Chromium (no browser download), for the browser
// tests (playwright.config.ts), the benchmark and the screenshot tool.
import { chromium, type LaunchOptions } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchOptions: LaunchOptions = { executablePath: chromiumPath, args: chromiumArgs, headless: true };

export function launchChromium() {
  return chromium.launch(launchOptions);
}
