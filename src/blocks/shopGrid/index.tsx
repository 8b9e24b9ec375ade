import { useSetAtom } from 'jotai';
import { useId } from 'react';
import catalogue from 'virtual:catalogue';
import type { CatalogueProduct } from '../../schema/catalogue';
import { addToCartAtom } from '../../shop/cartAtoms';
import { cartProduct } from '../../shop/catalogueProducts';
import { Price } from '../../shop/Price';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/notify';
import { Picture } from '../../ui/Picture';
import { Pager } from '../../ui/Pager';
import type { ShopGridProps } from './schema';
import styles from './styles.module.css';
import { cx } from '../../ui/classNames';
import { Button } from '../../ui/ButtonLink';

/** One of four columns (.grid: gaps of 30, 20 below 992 px), two on phones (gap 16). */
const imageSizes =
  '(min-width: 1200px) 270px, (min-width: 992px) calc(25vw - 30px), (min-width: 768px) calc(25vw - 23px), calc(50vw - 23px)';

export default function ShopGrid({
  resultsText,
  sortLabel,
  sortOptions,
  addToCartLabel,
  addedMessage,
  pager,
}: ShopGridProps) {
  const sortId = useId();
  const addToCart = useSetAtom(addToCartAtom);
  const add = (product: CatalogueProduct) => {
    addToCart(cartProduct(product));
    notify.success(addedMessage);
  };

  return (
    <section className="section">
      <div className="container">
        <div className={styles.toolbar}>
          <p className={styles.results}>{resultsText}</p>
          <label htmlFor={sortId} className="visually-hidden">
            {sortLabel}
          </label>
          {/* The demo's sort changes nothing (docs/product.md), so the select is left uncontrolled. */}
          <select id={sortId} name="orderby" className={cx('form-control', styles.sort)} defaultValue={sortOptions[0]}>
            {sortOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>

        <ul className={styles.grid}>
          {catalogue.products.map((product: CatalogueProduct) => {
            const nameId = `${sortId}-product-${product.id}`;
            return (
              <li key={product.id} className={styles.card} data-product-id={product.id}>
                <div className={styles.imageBox}>
                  <Picture image={product.image} sizes={imageSizes} className={styles.image} />
                </div>
                <h2 id={nameId} className={styles.name}>
                  {product.name}
                </h2>
                <Price amount={product.price} className={styles.price} />
                <Button variant="outline" className={styles.add} aria-describedby={nameId} onClick={() => add(product)}>
                  <Icon name="cart" size={16} />
                  {addToCartLabel}
                </Button>
              </li>
            );
          })}
        </ul>

        <Pager pager={pager} className={styles.pager} />
      </div>
    </section>
  );
}
