// The block gallery: the list of all blocks by category, then each block's header (name, description,
// its JSON to copy) followed by the block itself, rendered by the shell as a page renders it.
import { Fragment, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import site from 'virtual:site';
import type { GalleryData } from './galleryData';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import { PageSections } from '../shell/PageSections';
import { Toasts } from '../shell/Toasts';
import { SectionTitle } from '../ui/SectionTitle';
import { SmartLink } from '../ui/SmartLink';
import { EntryHeader } from './EntryHeader';
import styles from './styles.module.css';

export function GalleryPage({ gallery }: { gallery: GalleryData }) {
  const { labels, categories, page } = gallery;
  useEffect(() => {
    document.title = `${labels.title}${site.titleSuffix}`;
  }, [labels.title]);

  return (
    <>
      <OtherPagesFromTheServer galleryPath={labels.path} />
      <a href="#main" className="skip-link">
        {site.labels.skipToContent}
      </a>
      <Header variant="default" />
      <main id="main" tabIndex={-1}>
        <section className="section section--surface">
          <div className="container">
            <SectionTitle level="h1" title={labels.title} text={labels.contentsText} />
            <nav className={styles.contents} aria-label={labels.contentsTitle}>
              {categories.map((category) => (
                <div key={category.name} className={styles.group}>
                  <p className={styles.groupName}>{category.name}</p>
                  <ul>
                    {category.entries.map((entry) => (
                      <li key={entry.type}>
                        <SmartLink href={`#${entry.anchor}`}>
                          <code>{entry.type}</code>
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          </div>
        </section>
        {categories.map((category) =>
          category.entries.map((entry, index) => (
            <Fragment key={entry.type}>
              <EntryHeader entry={entry} category={index === 0 ? category.name : undefined} labels={labels} />
              <PageSections page={{ ...page, sections: [entry.section] }} />
            </Fragment>
          )),
        )}
      </main>
      <Footer />
      <Toasts />
    </>
  );
}

/** The gallery is not a route of the app: a link to a page of the site loads that page from the server. */
function OtherPagesFromTheServer({ galleryPath }: { galleryPath: string }) {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (pathname !== galleryPath) window.location.assign(`${pathname}${search}${hash}`);
  }, [pathname, search, hash, galleryPath]);
  return null;
}
