// Tabs follow the WAI-ARIA tabs pattern (arrow keys, Home, End; automatic activation).
// Lazy loading: the first period is rendered (and prerendered); every other period's panel is
// rendered only when its tab is first opened, then kept. The plans are a few hundred bytes of JSON
// already in the page data, so a lazily rendered panel, not a lazily imported module, is what saves work.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ButtonLink } from '../../ui/ButtonLink';
import { Icon } from '../../ui/Icon';
import { SectionTitle } from '../../ui/SectionTitle';
import type { PricingProps } from './schema';
import styles from './styles.module.css';
import { sectionClass, cx } from '../../ui/classNames';

type Plan = PricingProps['periods'][number]['plans'][number];

function PlanCard({ plan, variant, featureLabels }: { plan: Plan; variant: PricingProps['variant']; featureLabels: PricingProps['featureLabels'] }) {
  return (
    <article className={cx(styles.plan, styles[variant], plan.highlighted && styles.highlighted)} data-plan={plan.name}>
      {plan.badge && <span className={styles.badge}>{plan.badge}</span>}
      <header className={styles.header}>
        {plan.icon && (
          <span className={styles.planIcon}>
            <Icon name={plan.icon} size={30} />
          </span>
        )}
        <h3 className={styles.name}>{plan.name}</h3>
        <p className={styles.price} data-price="">
          <span className={styles.amount}>{plan.price}</span>
          {plan.period && <span className={styles.period}>{plan.period}</span>}
        </p>
      </header>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature.text} className={feature.included ? styles.included : styles.excluded}>
            <Icon name={feature.included ? 'check' : 'close'} size={16} className={styles.featureIcon} />
            <span className="visually-hidden">{feature.included ? featureLabels.included : featureLabels.excluded} </span>
            {feature.text}
          </li>
        ))}
      </ul>
      <div className={styles.action}>
        <ButtonLink href={plan.button.href} variant={plan.highlighted ? 'primary' : 'outline'}>
          {plan.button.label}
        </ButtonLink>
      </div>
    </article>
  );
}

export default function Pricing({ title, text, background, variant, periods, tabsLabel, featureLabels, note }: PricingProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabbed = periods.length > 1;

  const select = (index: number, focus = false) => {
    setSelected(index);
    setOpened((known) => (known.has(index) ? known : new Set(known).add(index)));
    if (focus) tabRefs.current[index]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = periods.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key], true);
  };

  const grid = (plans: Plan[]) => (
    <div className={cx(styles.grid, styles[`columns${Math.min(plans.length, 4)}`])}>
      {plans.map((plan) => (
        <PlanCard key={plan.name} plan={plan} variant={variant} featureLabels={featureLabels} />
      ))}
    </div>
  );

  return (
    <section className={sectionClass(background, styles.pricing)}>
      <div className="container">
        <SectionTitle title={title} text={text} />
        {tabbed ? (
          <>
            <div className={styles.tabs} role="tablist" aria-label={tabsLabel}>
              {periods.map((period, index) => (
                <button
                  key={period.label}
                  ref={(element) => {
                    tabRefs.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${index}`}
                  aria-controls={`${baseId}-panel-${index}`}
                  aria-selected={index === selected}
                  tabIndex={index === selected ? 0 : -1}
                  className={styles.tab}
                  onClick={() => select(index)}
                  onKeyDown={onTabKeyDown}
                >
                  {period.label}
                </button>
              ))}
            </div>
            {periods.map((period, index) => (
              <div
                key={period.label}
                role="tabpanel"
                id={`${baseId}-panel-${index}`}
                aria-labelledby={`${baseId}-tab-${index}`}
                hidden={index !== selected}
                data-period={period.label}
              >
                {opened.has(index) ? grid(period.plans) : null}
              </div>
            ))}
          </>
        ) : (
          grid(periods[0].plans)
        )}
        {note && (
          <p className={styles.note}>
            <Icon name="check" size={16} />
            {note}
          </p>
        )}
      </div>
    </section>
  );
}
