import { CarouselOrList } from '../../ui/carousel/CarouselOrList';
import { Picture } from '../../ui/Picture';
import { SectionTitle } from '../../ui/SectionTitle';
import { SmartLink } from '../../ui/SmartLink';
import type { PartnersProps } from './schema';
import styles from './styles.module.css';
import { backgroundClass, cx } from '../../ui/classNames';

/** A partner's logo (.logo img) is 160 px wide at most. */
const logoSizes = '160px';

type Partner = PartnersProps['partners'][number];

function Logo({ partner }: { partner: Partner }) {
  return (
    <SmartLink href={partner.href} className={styles.logo}>
      <Picture image={partner.image} sizes={logoSizes} />
    </SmartLink>
  );
}

export default function Partners({ title, text, layout, background, partners, carousel }: PartnersProps) {
  return (
    <section className={cx(styles.partners, backgroundClass(background))}>
      <div className="container">
        {title && <SectionTitle title={title} text={text} />}
        <CarouselOrList
          items={partners}
          itemKey={(partner) => partner.image.src}
          renderItem={(partner) => <Logo partner={partner} />}
          carousel={layout === 'carousel' ? carousel : undefined}
          label={title}
          listClassName={styles.row}
        />
      </div>
    </section>
  );
}
