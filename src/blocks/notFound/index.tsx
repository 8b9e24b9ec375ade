import { ButtonLink } from '../../ui/ButtonLink';
import { Picture } from '../../ui/Picture';
import type { NotFoundProps } from './schema';
import styles from './styles.module.css';

export default function NotFound({ image, heading, subheading, message, button }: NotFoundProps) {
  return (
    <section className={styles.notFound}>
      <div className={styles.inner}>
        {image && <Picture image={image} priority className={styles.image} />}
        <h1 className={styles.heading}>{heading}</h1>
        <h2 className={styles.subheading}>{subheading}</h2>
        <p>{message}</p>
        <ButtonLink href={button.href}>{button.label}</ButtonLink>
      </div>
    </section>
  );
}
