import { Accordion } from '../../ui/Accordion';
import { RichText } from '../../ui/RichText';
import { SiteForm } from '../../ui/SiteForm';
import { SectionTitle } from '../../ui/SectionTitle';
import type { FaqProps } from './schema';
import styles from './styles.module.css';
import { cx, sectionClass } from '../../ui/classNames';

type QuestionForm = NonNullable<FaqProps['form']>;

export default function Faq({ title, text, questions, initiallyOpen, form, background }: FaqProps) {
  const items = questions.map((entry) => ({
    title: entry.question,
    content: entry.answer.map((paragraph) => (
      <p key={paragraph}>
        <RichText text={paragraph} />
      </p>
    )),
  }));
  return (
    <section className={sectionClass(background)}>
      <div className={cx('container', styles.faq)}>
        {title && <SectionTitle title={title} text={text} />}
        <Accordion items={items} initiallyOpen={initiallyOpen} headingLevel={title ? 'h3' : 'h2'} />
        {form && <AskForm form={form} />}
      </div>
    </section>
  );
}

function AskForm({ form }: { form: QuestionForm }) {
  return (
    <div className={styles.ask}>
      <SectionTitle title={form.title} text={form.text && <RichText text={form.text} />} />
      <SiteForm form={form} name="question" checks="messages" label={form.title} submitClassName={styles.send} />
    </div>
  );
}
