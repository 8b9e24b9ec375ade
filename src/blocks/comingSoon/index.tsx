import { useEffect, useState } from 'react';
import { useSite } from '../../ui/locale';
import { Picture } from '../../ui/Picture';
import { widthAtHeight } from '../../ui/imageSizes';
import { remainingTime, type Remaining } from './remainingTime';
import type { ComingSoonProps } from './schema';
import styles from './styles.module.css';
import { SiteForm } from '../../ui/SiteForm';

/** The background covers the window; the logo (.logo) is 40 px high. */
const backgroundSizes = '100vw';
const logoHeightPx = 40;

const ZERO: Remaining = { days: 0, hours: 0, minutes: 0, seconds: 0 };
// Every field has at least two digits, days too, so the row keeps its shape as the numbers change.
const pad = (value: number) => String(value).padStart(2, '0');

export default function ComingSoon(props: ComingSoonProps) {
  const { background, heading, text, target, units, form } = props;
  const site = useSite();
  // The site's logo is the header's link home; here it only names the brand.
  const siteLogo = props.logo === 'site' ? site.brand.logo : props.logo === 'site-white' ? site.brand.logoWhite : null;
  const logo = siteLogo
    ? { ...siteLogo, alt: site.brand.name }
    : typeof props.logo === 'object'
      ? props.logo
      : undefined;
  // Zeros first, so the prerendered HTML and the first client render agree; the clock starts after.
  const [left, setLeft] = useState<Remaining>(ZERO);
  useEffect(() => {
    const targetMs = Date.parse(target);
    const tick = () => setLeft(remainingTime(targetMs, Date.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [target]);

  const cells = [
    { key: 'days', value: pad(left.days), label: units.days },
    { key: 'hours', value: pad(left.hours), label: units.hours },
    { key: 'minutes', value: pad(left.minutes), label: units.minutes },
    { key: 'seconds', value: pad(left.seconds), label: units.seconds },
  ];

  return (
    <section className={styles.comingSoon}>
      {background && <Picture image={background} sizes={backgroundSizes} className={styles.background} priority />}
      <div className={styles.card}>
        {logo && <Picture image={logo} sizes={widthAtHeight(logo, logoHeightPx)} className={styles.logo} priority />}
        <h1>{heading}</h1>
        {text && <p>{text}</p>}
        <ul className={styles.countdown} data-testid="countdown">
          {cells.map((cell) => (
            <li key={cell.key} data-unit={cell.key}>
              <span className={styles.value}>{cell.value}</span>
              <span className={styles.unit}>{cell.label}</span>
            </li>
          ))}
        </ul>
        <SiteForm form={form} name="notify-me" checks="browser" layout="row" submitClassName={styles.submit} />
      </div>
    </section>
  );
}
