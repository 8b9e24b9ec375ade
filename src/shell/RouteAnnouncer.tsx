// After a move to another page inside the app, nothing tells a screen reader the page changed and
// focus would stay on the link in the menu. Once the new page shows, its title is announced in a
// polite live region and focus moves to its main heading (or to <main> when it has none), so the
// next Tab starts in the new content (docs/accessibility.md).
import { useEffect, useRef, useState } from 'react';

interface RouteAnnouncerProps {
  /** The path shown; a change to it, once `ready`, is a new page. */
  path: string;
  /** The new page's data has arrived and is on screen. */
  ready: boolean;
  title: string;
  /** The new page's language, which the screen reader speaks the title in. */
  lang: string;
}

export function RouteAnnouncer({ path, ready, title, lang }: RouteAnnouncerProps) {
  const [message, setMessage] = useState('');
  const announcedPath = useRef(path);
  useEffect(() => {
    if (!ready || announcedPath.current === path) return;
    announcedPath.current = path;
    setMessage(title);
    const main = document.getElementById('main');
    const heading = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!heading) return;
    if (heading !== main) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [path, ready, title]);
  return (
    <p className="visually-hidden" role="status" data-testid="route-announcer" lang={lang}>
      {message}
    </p>
  );
}
