import { Carousel } from '../../ui/carousel/Carousel';
import { Picture } from '../../ui/Picture';
import { SectionTitle } from '../../ui/SectionTitle';
import { SmartLink } from '../../ui/SmartLink';
import type { PartnersProps } from './schema';
import styles from './styles.module.css';
import { backgroundClass, cx } from '../../ui/classNames';

type Partner = PartnersProps['partners'][number];

function Logo({ partner }: { partner: Partner }) {
  return (
    <SmartLink href={partner.href} className={styles.logo}>
      <Picture image={partner.image} />
    </SmartLink>
  );
}

export default function Partners({ title, text, layout, background, partners, carousel }: PartnersProps) {
  return (
    <section className={cx(styles.partners, backgroundClass(background))}>
      <div className="container">
        {title && <SectionTitle title={title} text={text} />}
        {layout === 'carousel' && carousel ? (
          <Carousel settings={carousel} label={title}>
            {partners.map((partner) => (
              <Logo key={partner.image.src} partner={partner} />
            ))}
          </Carousel>
        ) : (
          <ul className={styles.row}>
            {partners.map((partner) => (
              <li key={partner.image.src}>
                <Logo partner={partner} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
