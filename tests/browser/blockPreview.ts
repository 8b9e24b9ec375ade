// Opening one block alone on the development server's preview (/blocks?block=<type>&variant=<name>),
// still, at a given width, and the name of its visual baseline; for the visual specs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { stopClock, waitUntilStill } from '../../src/cli/review/stillPage';
import { previewUrl } from '../../src/dev-gallery/previewRequest';
import { visualWidths, type BlockVariant } from '../tools/blockVariants';

const galleryPath: string = JSON.parse(readFileSync(join(process.cwd(), 'pages/_gallery.json'), 'utf8')).path;

export { visualWidths };

/** The baseline's name: playwright.config.ts turns it into baselineFile(block, width) (tests/tools/blockVariants.ts). */
export const baseline = ({ type, variant }: BlockVariant, width: number) => [
  type,
  '__screenshots__',
  `${variant}-${width}.png`,
];

/** Opens the block's preview with the page's clock stopped (src/cli/review/stillPage.ts); returns the block. */
export async function openBlock(page: Page, block: BlockVariant) {
  await page.setViewportSize({ width: visualWidths[0], height: 900 });
  await stopClock(page);
  await page.goto(previewUrl(galleryPath, block));
  return page.locator(`[data-block-preview] > [data-block="${block.type}"]`);
}

/** Resizes the window and waits until the preview has rendered the block afresh, still, for that width. */
export async function showAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await waitUntilStill(page, `[data-block-preview="${width}"]`);
}
