// "Leave a Reply": the comment form with visible labels, required marks and the product's limits.
// It checks the fields with the messages from JSON and delivers as the site's forms do.
import { useId } from 'react';
import { SiteForm } from '../../ui/SiteForm';
import type { BlogArticleProps } from './schema';
import styles from './styles.module.css';

type ReplyFormData = NonNullable<BlogArticleProps['replyForm']>;

export function ReplyForm({ form }: { form: ReplyFormData }) {
  const titleId = useId();
  return (
    <section className={styles.reply} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {form.title}
      </h2>
      {form.note && <p className={styles.note}>{form.note}</p>}
      <SiteForm form={form} name="comment" checks="messages" labels={{ requiredMark: form.requiredMark }} />
    </section>
  );
}
