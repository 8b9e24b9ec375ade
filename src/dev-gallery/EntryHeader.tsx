// The band above each block in the gallery: the category (before its first block), the block's type
// and description, a button that copies its JSON, and the JSON itself on demand.
import { useId, useRef } from 'react';
import type { GalleryLabels } from '../schema/gallery';
import type { GalleryEntry } from './galleryData';
import { Button } from '../ui/ButtonLink';
import { notify } from '../ui/notify';
import styles from './styles.module.css';

interface EntryHeaderProps {
  entry: GalleryEntry;
  /** The category's name, for the first block of a category. */
  category?: string;
  labels: GalleryLabels;
}

export function EntryHeader({ entry, category, labels }: EntryHeaderProps) {
  const nameId = useId();
  const details = useRef<HTMLDetailsElement>(null);
  const code = useRef<HTMLElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(entry.json);
      notify.success(labels.copiedMessage);
    } catch {
      // Clipboard access needs a secure context and permission; fall back to a selection the author copies.
      if (details.current) details.current.open = true;
      if (code.current) window.getSelection()?.selectAllChildren(code.current);
      notify.error(labels.copyFailedMessage);
    }
  };

  return (
    <section id={entry.anchor} className={styles.sample}>
      <div className="container">
        {category && (
          <h2 className={styles.category} data-gallery-category>
            {category}
          </h2>
        )}
        <div className={styles.head}>
          <div>
            <h3 id={nameId} className={styles.name}>
              <code>{entry.type}</code>
            </h3>
            <p className={styles.description}>{entry.description}</p>
          </div>
          <Button variant="outline" className={styles.copy} onClick={copy} aria-describedby={nameId}>
            {labels.copyLabel}
          </Button>
        </div>
        <details ref={details} className={styles.details}>
          <summary>{labels.jsonLabel}</summary>
          {/* A region that scrolls must be reachable by keyboard to be scrolled by it. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <pre className={styles.json} tabIndex={0}>
            <code ref={code}>{entry.json}</code>
          </pre>
        </details>
      </div>
    </section>
  );
}
