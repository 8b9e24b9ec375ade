import { SiteForm } from '../../ui/SiteForm';
import { Picture } from '../../ui/Picture';
import { SectionTitle } from '../../ui/SectionTitle';
import type { ContactFormProps } from './schema';
import styles from './styles.module.css';

export default function ContactForm({ title, subtitle, image, ...form }: ContactFormProps) {
  return (
    <section className="section section--surface">
      <div className="container">
        <SectionTitle title={title} text={subtitle} />
        <div className={image ? styles.withImage : undefined}>
          {image && <Picture image={image} className={styles.image} />}
          <SiteForm form={form} name="contact" checks="messages" />
        </div>
      </div>
    </section>
  );
}
