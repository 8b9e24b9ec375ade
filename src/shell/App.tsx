// The site frame: preloader, header variant, the page's sections, footer, toasts.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageData } from '../schema/page';
import { Footer } from './Footer';
import { Header } from './Header';
import { shownTitle } from '../schema/pagerPath';
import { LocaleContext, usePageLocale } from '../ui/locale';
import { loadPage, normalizePathname } from './pageLoading';
import { PageSections } from './PageSections';
import { Preloader } from './Preloader';
import { RouteAnnouncer } from './RouteAnnouncer';
import { Toasts } from './Toasts';

interface AppProps {
  initialPath: string;
  initialPage: PageData;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function App({ initialPath, initialPage }: AppProps) {
  const path = normalizePathname(useLocation().pathname);
  const [pages, setPages] = useState(() => new Map([[initialPath, initialPage]]));
  const [navigations, setNavigations] = useState(0);
  const lastShown = useRef(initialPage);
  const firstPath = useRef(path);

  const page = pages.get(path);
  if (page) lastShown.current = page;
  const shown = page ?? lastShown.current;

  useEffect(() => {
    if (page) return;
    let current = true;
    loadPage(path).then((loaded) => {
      if (current) setPages((known) => new Map(known).set(path, loaded));
    });
    return () => {
      current = false;
    };
  }, [path, page]);

  useIsomorphicLayoutEffect(() => {
    if (path === firstPath.current && navigations === 0) return;
    firstPath.current = '';
    window.scrollTo(0, 0);
    setNavigations((count) => count + 1);
  }, [path]);

  const locale = usePageLocale(shown.locale);
  const { site } = locale;
  useEffect(() => {
    document.title = `${shownTitle(shown, site.labels.furtherPageTitle)}${site.titleSuffix}`;
  }, [shown, site]);

  // The prerendered <html> carries the first page's language; a move to another language changes it.
  useEffect(() => {
    const root = document.documentElement;
    if (root.lang !== locale.code) root.lang = locale.code;
    if ((root.dir || 'ltr') !== locale.dir) root.dir = locale.dir;
  }, [locale]);

  const preloaderMs = navigations === 0 ? site.preloader.firstLoadMs : site.preloader.routeChangeMs;
  return (
    <LocaleContext.Provider value={locale}>
      <a href="#main" className="skip-link">
        {site.labels.skipToContent}
      </a>
      <Preloader key={navigations} durationMs={preloaderMs} waiting={!page} />
      {shown.header !== 'none' && <Header variant={shown.header} alternates={shown.alternates} />}
      <main id="main" tabIndex={-1}>
        <PageSections page={shown} />
      </main>
      {shown.footer && <Footer />}
      <Toasts />
      <RouteAnnouncer path={path} ready={!!page} title={shown.title} lang={locale.code} />
    </LocaleContext.Provider>
  );
}
