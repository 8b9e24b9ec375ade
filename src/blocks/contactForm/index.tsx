import { SiteForm } from '../../ui/SiteForm';
import { Picture } from '../../ui/Picture';
import { SectionTitle } from '../../ui/SectionTitle';
import type { ContactFormProps } from './schema';
import styles from './styles.module.css';

/** Beside the form from 992 px (5 of 12 parts of the container, less the gap); hidden below, so never fetched there. */
const imageSizes = '(min-width: 1200px) 471px, calc(41.67vw - 29px)';

export default function ContactForm({ title, subtitle, image, ...form }: ContactFormProps) {
  return (
    <section className="section section--surface">
      <div className="container">
        <SectionTitle title={title} text={subtitle} />
        <div className={image ? styles.withImage : undefined}>
          {image && <Picture image={image} sizes={imageSizes} className={styles.image} />}
          <SiteForm form={form} name="contact" checks="messages" />
        </div>
      </div>
    </section>
  );
}
