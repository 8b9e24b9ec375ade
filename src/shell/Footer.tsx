import { Icon } from '../ui/Icon';
import { Picture } from '../ui/Picture';
import { RichText } from '../ui/RichText';
import { widthAtHeight } from '../ui/imageSizes';
import { SmartLink } from '../ui/SmartLink';
import { SocialLinks } from '../ui/SocialLinks';
import { BackToTop } from './BackToTop';
import { useSite } from '../ui/locale';
import styles from './Footer.module.css';
import { cx } from '../ui/classNames';

/** The logo (.logo img) is 38 px high. */
const logoHeightPx = 38;

export function Footer() {
  const { footer, brand } = useSite();
  return (
    <footer className={styles.footer}>
      <div className={cx('container', styles.grid)}>
        <div className={styles.about}>
          <SmartLink href="/" className={styles.logo}>
            <Picture
              image={{ ...brand.logoWhite, alt: brand.logoWhite.alt || brand.name }}
              sizes={widthAtHeight(brand.logoWhite, logoHeightPx)}
            />
          </SmartLink>
          <p>
            <RichText text={footer.about} />
          </p>
          <SocialLinks links={footer.social} className={styles.social} />
        </div>
        {footer.columns.map((column, index) => (
          // Each column of links is a navigation landmark, named by its heading.
          <nav key={column.title} aria-labelledby={`footer-column-${index}`}>
            <h2 id={`footer-column-${index}`} className={styles.heading}>
              {column.title}
            </h2>
            <ul className={styles.links}>
              {column.links.map((entry) => (
                <li key={entry.label}>
                  <SmartLink href={entry.href}>{entry.label}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className={styles.heading}>{footer.contact.title}</h2>
          <ul className={styles.contact}>
            {footer.contact.items.map((item) => (
              <li key={item.label}>
                <Icon name={item.icon} size={18} />
                {item.href ? (
                  <SmartLink href={item.href}>
                    <RichText text={item.label} />
                  </SmartLink>
                ) : (
                  <span>
                    <RichText text={item.label} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>{footer.copyright}</p>
        </div>
      </div>
      <BackToTop />
    </footer>
  );
}
