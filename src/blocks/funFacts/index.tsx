import { ButtonLink } from '../../ui/ButtonLink';
import { Counter } from '../../ui/Counter';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import { SectionTitle } from '../../ui/SectionTitle';
import type { FunFactsProps } from './schema';
import styles from './styles.module.css';
import { sectionClass, cx } from '../../ui/classNames';

/** The call to action's picture covers its box, the container's width. */
const ctaImageSizes = '(min-width: 1200px) 1170px, calc(100vw - 30px)';

export default function FunFacts({ title, text, background, facts, suffix, animationMs, cta }: FunFactsProps) {
  const Heading = title ? 'h3' : 'h2';
  return (
    <section className={sectionClass(background)}>
      <div className="container">
        {title && <SectionTitle title={title} text={text} />}
        <ul className={cx(styles.facts, styles[`count${Math.min(facts.length, 4)}`])}>
          {facts.map((fact) => (
            <li key={fact.label} className={styles.fact} data-fact={fact.label}>
              {fact.icon && (
                <span className={styles.icon}>
                  <Icon name={fact.icon} size={26} />
                </span>
              )}
              <p className={styles.number}>
                <Counter
                  start={fact.start}
                  intervalMs={fact.intervalMs}
                  step={fact.step}
                  animationMs={animationMs}
                  suffix={suffix}
                />
              </p>
              <p className={styles.label}>{fact.label}</p>
            </li>
          ))}
        </ul>
        {cta && (
          <div className={styles.cta}>
            {cta.image && <Picture image={cta.image} sizes={ctaImageSizes} className={styles.ctaImage} />}
            <div className={styles.ctaBody}>
              <Heading className={styles.ctaTitle}>{cta.title}</Heading>
              {cta.text && (
                <p>
                  <RichText text={cta.text} />
                </p>
              )}
              <ButtonLink href={cta.link.href}>{cta.link.label}</ButtonLink>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
