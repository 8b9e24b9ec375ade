import { Icon } from '../../ui/Icon';
import { RichText } from '../../ui/RichText';
import { SmartLink } from '../../ui/SmartLink';
import type { ContactInfoProps } from './schema';
import styles from './styles.module.css';

export default function ContactInfo({ boxes }: ContactInfoProps) {
  return (
    <section className="section">
      <div className="container">
        <ul className={styles.grid}>
          {boxes.map((box) => (
            <li key={box.title} className={styles.box}>
              <span className={styles.icon}>
                <Icon name={box.icon} size={28} />
              </span>
              <h2 className={styles.title}>{box.title}</h2>
              {box.lines.map((line) => (
                <p key={line.text} className={styles.line}>
                  {line.href ? (
                    <SmartLink href={line.href}>
                      <RichText text={line.text} />
                    </SmartLink>
                  ) : (
                    <RichText text={line.text} />
                  )}
                </p>
              ))}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
