import site from 'virtual:site';
import type { PageData } from '../schema/page';
import { loadedBlock } from './pageLoading';
import { SectionBoundary } from './SectionBoundary';

/** Walks the page's sections through the registry's components (loaded beforehand by loadPage). */
export function PageSections({ page }: { page: PageData }) {
  return (
    <>
      {page.sections.map((section, index) => {
        const Block = loadedBlock(section.type);
        if (!Block) return null;
        return (
          <div key={`${page.path}-${index}`} id={section.id} data-block={section.type} className="block">
            <SectionBoundary type={section.type} fallbackText={site.labels.sectionFailed}>
              <Block {...section.props} />
            </SectionBoundary>
          </div>
        );
      })}
    </>
  );
}
