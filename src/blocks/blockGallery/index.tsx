import { useId, useRef } from 'react';
import { notify } from '../../ui/notify';
import { SectionTitle } from '../../ui/SectionTitle';
import { SmartLink } from '../../ui/SmartLink';
import type { BlockGalleryView, GalleryContents, GallerySample } from './schema';
import styles from './styles.module.css';
import { cx } from '../../ui/classNames';

/** One copy of the section per block, plus one for the list at the top: the build decides which (src/site-generator/blockGallery.ts). */
export default function BlockGallery({ sample, contents, ...labels }: BlockGalleryView) {
  if (contents) return <Contents contents={contents} title={labels.contentsTitle} text={labels.contentsText} />;
  if (sample) return <SampleHeader sample={sample} {...labels} />;
  return null;
}

function Contents({ contents, title, text }: { contents: GalleryContents; title: string; text: string }) {
  return (
    <section className="section section--surface">
      <div className="container">
        <SectionTitle title={title} text={text} />
        <div className={styles.contents}>
          {contents.categories.map((category) => (
            <div key={category.name} className={styles.group}>
              <h3>{category.name}</h3>
              <ul>
                {category.blocks.map((block) => (
                  <li key={block.type}>
                    <SmartLink href={`#${block.anchor}`}>
                      <code>{block.type}</code>
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

type SampleHeaderProps = Omit<BlockGalleryView, 'sample' | 'contents'> & { sample: GallerySample };

function SampleHeader({ sample, jsonLabel, copyLabel, copiedMessage, copyFailedMessage }: SampleHeaderProps) {
  const nameId = useId();
  const details = useRef<HTMLDetailsElement>(null);
  const code = useRef<HTMLElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(sample.json);
      notify.success(copiedMessage);
    } catch {
      // Clipboard access needs a secure context and permission; fall back to a selection the visitor copies.
      if (details.current) details.current.open = true;
      if (code.current) window.getSelection()?.selectAllChildren(code.current);
      notify.error(copyFailedMessage);
    }
  };

  return (
    <section className={styles.sample}>
      <div className="container">
        {sample.firstOfCategory && <h2 className={styles.category}>{sample.category}</h2>}
        <div className={styles.head}>
          <div>
            <h3 id={nameId} className={styles.name}>
              <code>{sample.type}</code>
            </h3>
            <p className={styles.description}>{sample.description}</p>
          </div>
          <button type="button" className={cx('btn', 'btn-outline', styles.copy)} onClick={copy} aria-describedby={nameId}>
            {copyLabel}
          </button>
        </div>
        <details ref={details} className={styles.details}>
          <summary>{jsonLabel}</summary>
          <pre className={styles.json} tabIndex={0}>
            <code ref={code}>{sample.json}</code>
          </pre>
        </details>
      </div>
    </section>
  );
}
