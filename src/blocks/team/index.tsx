import { CarouselOrList } from '../../ui/carousel/CarouselOrList';
import { Picture } from '../../ui/Picture';
import { SectionTitle } from '../../ui/SectionTitle';
import { SocialLinks } from '../../ui/SocialLinks';
import type { TeamProps } from './schema';
import styles from './styles.module.css';
import { sectionClass } from '../../ui/classNames';

/** The round portrait (.portrait img) is 134 px. */
const portraitSizes = '134px';

type Member = TeamProps['members'][number];

function MemberCard({ member }: { member: Member }) {
  return (
    <article className={styles.card}>
      <div className={styles.portrait}>
        <Picture image={member.image} sizes={portraitSizes} />
      </div>
      <h3 className={styles.name}>{member.name}</h3>
      <p className={styles.role}>{member.role}</p>
      {member.socials.length > 0 && <SocialLinks links={member.socials} className={styles.socials} />}
    </article>
  );
}

export default function Team({ title, text, layout, background, members, carousel }: TeamProps) {
  return (
    <section className={sectionClass(background)}>
      <div className="container">
        <SectionTitle title={title} text={text} />
        <CarouselOrList
          items={members}
          itemKey={(member) => member.name}
          renderItem={(member) => <MemberCard member={member} />}
          carousel={layout === 'carousel' ? carousel : undefined}
          label={title}
          listClassName={styles.grid}
        />
      </div>
    </section>
  );
}
