import { Carousel } from '../../ui/carousel/Carousel';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { SectionTitle } from '../../ui/SectionTitle';
import { SmartLink } from '../../ui/SmartLink';
import type { TeamProps } from './schema';
import styles from './styles.module.css';
import { sectionClass } from '../../ui/classNames';

type Member = TeamProps['members'][number];

function MemberCard({ member }: { member: Member }) {
  return (
    <article className={styles.card}>
      <div className={styles.portrait}>
        <Picture image={member.image} />
      </div>
      <h3 className={styles.name}>{member.name}</h3>
      <p className={styles.role}>{member.role}</p>
      {member.socials.length > 0 && (
        <ul className={styles.socials}>
          {member.socials.map((social) => (
            <li key={social.icon + social.href + social.label}>
              <SmartLink href={social.href} aria-label={social.label}>
                <Icon name={social.icon} size={16} />
              </SmartLink>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export default function Team({ title, text, layout, background, members, carousel }: TeamProps) {
  return (
    <section className={sectionClass(background)}>
      <div className="container">
        <SectionTitle title={title} text={text} />
        {layout === 'carousel' && carousel ? (
          <Carousel settings={carousel} label={title}>
            {members.map((member) => (
              <MemberCard key={member.name} member={member} />
            ))}
          </Carousel>
        ) : (
          <ul className={styles.grid}>
            {members.map((member) => (
              <li key={member.name}>
                <MemberCard member={member} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
