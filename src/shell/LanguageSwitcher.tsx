// The header's language switcher, on a page published in more than one language: a disclosure
// (a button showing the page's language, and the list of its languages) inside a navigation
// landmark named by labels.language. Each entry goes to this page in that language, says its
// language to browsers and screen readers (hreflang, lang), and the page's own is aria-current.
// Escape closes it and gives focus back to its button; a press or focus outside it closes it.
import { useId, useRef, useState } from 'react';
import type { PageData } from '../schema/page';
import { cx } from '../ui/classNames';
import { Icon } from '../ui/Icon';
import { useLocale } from '../ui/locale';
import { SmartLink } from '../ui/SmartLink';
import styles from './Header.module.css';
import { useDisclosureDismissal } from './useDisclosureDismissal';

type Alternates = NonNullable<PageData['alternates']>;

export function LanguageSwitcher({ alternates }: { alternates: Alternates }) {
  const { code, site } = useLocale();
  const [open, setOpen] = useState(false);
  const landmarkRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useDisclosureDismissal(open, landmarkRef, setOpen);
  const shown = alternates.find((alternate) => alternate.code === code);
  if (!shown) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from its links closes it
    <nav
      ref={landmarkRef}
      aria-label={site.labels.language}
      className={styles.languages}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // Handled here: the phone menu around it stays open.
        event.preventDefault();
        setOpen(false);
        toggleRef.current?.focus();
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className={styles.languageToggle}
        aria-expanded={open}
        aria-controls={listId}
        lang={shown.code}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="globe" size={18} />
        <span>{shown.label}</span>
        <Icon name="chevron-down" size={14} />
      </button>
      {/* A chosen language closes the list; the links are the controls. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        id={listId}
        className={cx(styles.languageList, open && styles.languageListOpen)}
        onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}
      >
        {alternates.map((alternate) => (
          <li key={alternate.code}>
            <SmartLink
              href={alternate.path}
              hrefLang={alternate.code}
              lang={alternate.code}
              aria-current={alternate.code === code ? 'page' : undefined}
              className={styles.dropdownLink}
            >
              {alternate.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
