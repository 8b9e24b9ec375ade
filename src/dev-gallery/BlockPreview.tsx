// One block alone on the page, for the blocks' visual snapshots (tests/browser/visual-blocks.spec.ts):
// /blocks?block=<type>&variant=<variant>. No header or footer, so a screenshot holds the block only.
// When the window's width changes the block is rendered afresh, as if the page had been opened at
// that width (carousels mount for it); `data-block-preview` says which width it was rendered for.
import { useEffect, useState } from 'react';
import type { PageData } from '../schema/page';
import { PageSections } from '../shell/PageSections';

function useWindowWidth(): number {
  const [width, setWidth] = useState(window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

export function BlockPreview({ page }: { page: PageData }) {
  const width = useWindowWidth();
  return (
    <main id="main" data-block-preview={width}>
      <PageSections key={width} page={page} />
    </main>
  );
}
