// The blocks' visual snapshots: every block's example and each of its variants (examples/ beside the
// block), alone on the development server's preview, at the three widths, compared with the PNG kept
// beside the block (src/blocks/<type>/__screenshots__/<variant>-<width>.png). A failure names the
// expected, actual and diff images it wrote under test-results/. After an intended change,
// `npm run test:visual:update` records them again.
import { stillContextOptions } from '../../src/cli/review/stillPage';
import { blockVariants } from '../tools/blockVariants';
import { devPort } from '../tools/ports';
import { baseline, openBlock, showAt, visualWidths } from './blockPreview';
import { expect, test } from './fixtures';

test.use({ baseURL: `http://localhost:${devPort}`, ...stillContextOptions });

for (const block of blockVariants(process.cwd())) {
  test(`the ${block.type} block (${block.variant}) looks as recorded at ${visualWidths.join(', ')} px`, async ({
    page,
  }) => {
    const element = await openBlock(page, block);
    for (const width of visualWidths) {
      await showAt(page, width);
      await expect
        .soft(element, `${block.type} (${block.variant}) at ${width} px`)
        .toHaveScreenshot(baseline(block, width), { timeout: 15_000 });
    }
  });
}
