import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { SectionTitle } from '../../ui/SectionTitle';
import { SmartLink } from '../../ui/SmartLink';
import type { FeatureBoxesProps } from './schema';
import styles from './styles.module.css';

const backgrounds = { white: '', surface: 'section--surface', warm: 'section--warm' } as const;

export default function FeatureBoxes({ title, text, style, columns, align, background, boxes }: FeatureBoxesProps) {
  const Heading = title ? 'h3' : 'h2';
  return (
    <section className={`section ${backgrounds[background]}`}>
      <div className="container">
        {title && <SectionTitle title={title} text={text} />}
        <ul className={`${styles.grid} ${styles[style]} ${styles[`columns${columns}`]} ${align === 'center' ? styles.center : ''}`}>
          {boxes.map((box) => (
            <li key={box.title} className={styles.box}>
              {box.image ? (
                <Picture image={box.image} className={styles.picture} />
              ) : box.icon ? (
                <span className={styles.icon}>
                  <Icon name={box.icon} size={style === 'tile' ? 30 : 28} />
                </span>
              ) : null}
              <div className={styles.body}>
                <Heading className={styles.title}>{box.title}</Heading>
                {box.text && <p className={styles.text}>{box.text}</p>}
                {box.link && (
                  <SmartLink href={box.link.href} className={styles.more}>
                    {box.link.label}
                    <span className="visually-hidden"> {box.title}</span>
                    <Icon name="arrow-right" size={16} />
                  </SmartLink>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
