import { useId, useState, type FormEvent } from 'react';
import { Icon } from '../../ui/Icon';
import { SectionTitle } from '../../ui/SectionTitle';
import type { DomainSearchProps } from './schema';
import styles from './styles.module.css';
import { cx } from '../../ui/classNames';
import { Button } from '../../ui/ButtonLink';

export default function DomainSearch(props: DomainSearchProps) {
  const {
    title,
    text,
    inputLabel,
    placeholder,
    extensionLabel,
    extensions,
    currency,
    buttonLabel,
    pricesLabel,
    sentMessage,
  } = props;
  const id = useId();
  const [searched, setSearched] = useState(false);
  // Demo search: nothing is looked up or sent; the visitor gets the JSON's confirmation line.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearched(true);
  };
  return (
    <section className={cx('section', styles.domainSearch)}>
      <div className="container">
        <SectionTitle title={title} text={text} />
        <form className={styles.form} onSubmit={onSubmit}>
          <div>
            <label htmlFor={`${id}-name`} className={styles.label}>
              {inputLabel}
            </label>
            <input
              id={`${id}-name`}
              name="domain"
              type="text"
              placeholder={placeholder}
              className={cx('form-control', styles.name)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-extension`} className={styles.label}>
              {extensionLabel}
            </label>
            <select id={`${id}-extension`} name="extension" className={cx('form-control', styles.extension)}>
              {extensions.map((extension) => (
                <option key={extension.name} value={extension.name}>
                  {extension.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" className={styles.button}>
            <Icon name="search" size={18} />
            {buttonLabel}
          </Button>
        </form>
        <p className={cx('form-sent', styles.sent)} role="status">
          {searched ? sentMessage : ''}
        </p>
        <ul className={styles.prices} aria-label={pricesLabel}>
          {extensions.map((extension) => (
            <li key={extension.name}>
              <span className={styles.tld}>{extension.name}</span>
              <span className={styles.price}>
                {currency}
                {extension.price.toFixed(2)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
