import { ButtonLink } from '../../ui/ButtonLink';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import type { NotFoundProps } from './schema';
import styles from './styles.module.css';

/** The picture (.image) is 420 px at most, inside the page's 20 px padding. */
const imageSizes = '(min-width: 460px) 420px, calc(100vw - 40px)';

export default function NotFound({ image, heading, subheading, message, button }: NotFoundProps) {
  return (
    <section className={styles.notFound}>
      <div className={styles.inner}>
        {image && <Picture image={image} sizes={imageSizes} priority className={styles.image} />}
        <h1 className={styles.heading}>{heading}</h1>
        <h2 className={styles.subheading}>{subheading}</h2>
        <p>
          <RichText text={message} />
        </p>
        <ButtonLink href={button.href}>{button.label}</ButtonLink>
      </div>
    </section>
  );
}
