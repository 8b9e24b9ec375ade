import { memo, Suspense, useContext, useEffect } from 'react';
import type { PageData } from '../schema/page';
import { LeadImageScope } from '../ui/Picture';
import { defaultLanguage, useSite } from '../ui/locale';
import { loadedBlock } from './pageLoading';
import { SectionBoundary } from './SectionBoundary';
import { markHydrated, SectionGate, SectionGatesContext } from './sectionHydration';

/** The key of a section's element, also the key of its hydration gate (sectionHydration.tsx). */
export const sectionKey = (page: PageData, index: number) => `${page.path}-${index}`;

/**
 * Walks the page's sections through the registry's components (loaded beforehand by loadPage). Each
 * section is its own Suspense boundary, so the first hydration can take them one at a time; memo
 * keeps a boundary still waiting for its turn from being re-rendered (React would then draw it
 * afresh on the client instead of hydrating it). `boundaries={false}` renders the blocks bare, for
 * the prerender to find which one throws (on the server a Suspense boundary swallows the error).
 * The page's lead image is one of its sections' (LeadImageScope), never the header's logo.
 */
export const PageSections = memo(function PageSections({
  page,
  boundaries = true,
}: {
  page: PageData;
  boundaries?: boolean;
}) {
  const gates = useContext(SectionGatesContext);
  const { labels } = useSite();
  // The page around the sections has committed: the sections' turns begin (a page rendered whole
  // is interactive now).
  useEffect(() => (gates ? gates.next() : markHydrated()), [gates]);
  // A page drawn here (not hydrated from the prerender, which is marked already) marks its texts in the default language.
  // The marking's code is loaded only for such a page: a site in one language never has one.
  useEffect(() => {
    const main = document.getElementById('main');
    if (!page.fallbacks?.length || !main) return;
    let current = true;
    void import('./fallbackTexts').then(({ fallbackTextsBySection, markFallbackTexts }) => {
      if (current) markFallbackTexts(main, fallbackTextsBySection(page), defaultLanguage);
    });
    return () => {
      current = false;
    };
  }, [page]);
  return (
    <LeadImageScope>
      {page.sections.map((section, index) => {
        const Block = loadedBlock(section.type);
        if (!Block) return null;
        const key = sectionKey(page, index);
        return (
          <div key={key} id={section.id} data-block={section.type} className="block">
            {boundaries ? (
              <Suspense fallback={null}>
                <SectionGate gateKey={key}>
                  <SectionBoundary type={section.type} fallbackText={labels.sectionFailed}>
                    <Block {...section.props} />
                  </SectionBoundary>
                </SectionGate>
              </Suspense>
            ) : (
              <Block {...section.props} />
            )}
          </div>
        );
      })}
    </LeadImageScope>
  );
});
