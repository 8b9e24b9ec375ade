// Two or more billing periods show as tabs (src/ui/Tabs.tsx). The first period is rendered (and
// prerendered); every other period's panel is rendered only when its tab is first opened, then kept.
// The plans are a few hundred bytes of JSON already in the page data, so a lazily rendered panel,
// not a lazily imported module, is what saves work.
import { ButtonLink } from '../../ui/ButtonLink';
import { Icon } from '../../ui/Icon';
import { SectionTitle } from '../../ui/SectionTitle';
import { Tabs } from '../../ui/Tabs';
import type { PricingProps } from './schema';
import styles from './styles.module.css';
import { sectionClass, cx } from '../../ui/classNames';

type Plan = PricingProps['periods'][number]['plans'][number];

function PlanCard({
  plan,
  variant,
  featureLabels,
}: {
  plan: Plan;
  variant: PricingProps['variant'];
  featureLabels: PricingProps['featureLabels'];
}) {
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
            <span className="visually-hidden">
              {feature.included ? featureLabels.included : featureLabels.excluded}{' '}
            </span>
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

export default function Pricing({
  title,
  text,
  background,
  variant,
  periods,
  tabsLabel,
  featureLabels,
  note,
}: PricingProps) {
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
        {periods.length > 1 ? (
          <Tabs
            label={tabsLabel}
            lazy
            classNames={{ list: styles.tabs, tab: styles.tab }}
            tabs={periods.map((period) => ({
              label: period.label,
              panel: () => grid(period.plans),
              panelData: { 'data-period': period.label },
            }))}
          />
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
