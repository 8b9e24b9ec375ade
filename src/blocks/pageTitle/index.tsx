import { useSite } from '../../ui/locale';
import { SmartLink } from '../../ui/SmartLink';
import type { PageTitleProps } from './schema';
import styles from './styles.module.css';

export default function PageTitle({ title, breadcrumbs }: PageTitleProps) {
  const { labels } = useSite();
  return (
    <section className={styles.pageTitle}>
      <div className="container">
        <h1>{title}</h1>
        {breadcrumbs.length > 0 && (
          <nav aria-label={labels.breadcrumb}>
            <ol className={styles.trail}>
              {breadcrumbs.map((crumb) => (
                <li key={crumb.label}>
                  {crumb.href ? (
                    <SmartLink href={crumb.href}>{crumb.label}</SmartLink>
                  ) : (
                    <span aria-current="page">{crumb.label}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
      </div>
      <span className={styles.shapeOne} aria-hidden="true" />
      <span className={styles.shapeTwo} aria-hidden="true" />
    </section>
  );
}
