/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   On phones the table is laid out as blocks, which drops a table's roles in browsers; the roles
   written out keep it a table for screen readers. */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import catalogue from 'virtual:catalogue';
import { orderTotal, type CartLine } from '../../shop/cart';
import { cartLinesAtom, cartSubtotalAtom, removeFromCartAtom } from '../../shop/cartAtoms';
import { findProduct } from '../../shop/catalogueProducts';
import { Price } from '../../shop/Price';
import { ButtonLink } from '../../ui/ButtonLink';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/notify';
import { Picture } from '../../ui/Picture';
import type { CartTableProps } from './schema';
import styles from './styles.module.css';

/** A line's picture (.thumb) is 80 px. */
const thumbSizes = '80px';

/** A cell with its column name shown beside the value on phones, where the header row is hidden. */
function Cell({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <td role="cell" className={className}>
      {label && (
        <span className={styles.cellLabel} aria-hidden="true">
          {label}
        </span>
      )}
      {children}
    </td>
  );
}

function LineImage({ line }: { line: CartLine }) {
  const image = findProduct(line.id)?.image;
  if (!image) return null;
  // The product name sits in the next cell, so the picture is decorative here.
  return <Picture image={{ ...image, alt: '' }} sizes={thumbSizes} className={styles.thumb} />;
}

/**
 * An empty cart shows its message and the way back to the shop alone: totals of nothing and a
 * checkout button that leads to an empty order are what a buyer would call broken (docs/product.md).
 */
export default function CartTable({
  caption,
  columns,
  removeLabel,
  removedMessage,
  emptyText,
  continueShopping,
  totals,
  checkout,
}: CartTableProps) {
  const lines = useAtomValue(cartLinesAtom);
  const subtotal = useAtomValue(cartSubtotalAtom);
  const remove = useSetAtom(removeFromCartAtom);
  const sectionRef = useRef<HTMLElement>(null);
  // The pressed remove button disappears with its line; keyboard focus moves to the next line's
  // remove button, or to the empty-cart message, instead of falling back to the top of the page.
  const focusAfterRemove = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = sectionRef.current?.querySelectorAll<HTMLElement>('[data-remove-line]') ?? [];
    const target =
      buttons[Math.min(index, buttons.length - 1)] ??
      sectionRef.current?.querySelector<HTMLElement>('[data-testid="cart-empty"]');
    target?.focus();
  }, [lines]);
  const onRemove = (id: number, index: number) => {
    focusAfterRemove.current = index;
    remove(id);
    notify.success(removedMessage);
  };

  return (
    <section className="section" ref={sectionRef}>
      <div className="container">
        {lines.length === 0 ? (
          <div className={styles.empty} data-testid="cart-empty" tabIndex={-1}>
            <Icon name="cart" size={40} />
            <p>{emptyText}</p>
            {continueShopping && <ButtonLink href={continueShopping.href}>{continueShopping.label}</ButtonLink>}
          </div>
        ) : (
          <div className={styles.tableBox}>
            <table className={styles.table} role="table">
              <caption className="visually-hidden">{caption}</caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">
                    {columns.image}
                  </th>
                  <th scope="col" role="columnheader">
                    {columns.name}
                  </th>
                  <th scope="col" role="columnheader">
                    {columns.unitPrice}
                  </th>
                  <th scope="col" role="columnheader">
                    {columns.quantity}
                  </th>
                  <th scope="col" role="columnheader">
                    {columns.total}
                  </th>
                  <th scope="col" role="columnheader">
                    <span className="visually-hidden">{columns.remove}</span>
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {lines.map((line, index) => (
                  <tr key={line.id} role="row" data-testid="cart-line" data-product-id={line.id}>
                    <td role="cell" className={styles.imageCell}>
                      <LineImage line={line} />
                    </td>
                    <Cell className={styles.nameCell}>{line.name}</Cell>
                    <Cell label={columns.unitPrice}>
                      <Price amount={line.price} />
                    </Cell>
                    <Cell label={columns.quantity}>
                      <span data-testid="line-quantity">{line.productQuantity}</span>
                    </Cell>
                    <Cell label={columns.total} className={styles.lineTotal}>
                      <Price amount={line.totalPrice} />
                    </Cell>
                    <td role="cell" className={styles.removeCell}>
                      <button
                        type="button"
                        className={styles.remove}
                        aria-label={removeLabel.replace('{name}', line.name)}
                        onClick={() => onRemove(line.id, index)}
                        data-remove-line=""
                      >
                        <Icon name="trash" size={18} />
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        {lines.length > 0 && (
          <div className={styles.bottom}>
            {continueShopping && (
              <ButtonLink href={continueShopping.href} variant="outline" className={styles.continue}>
                {continueShopping.label}
              </ButtonLink>
            )}
            <div className={styles.totals} data-testid="cart-totals">
              <h2>{totals.title}</h2>
              <dl>
                <div>
                  <dt>{totals.subtotal}</dt>
                  <dd data-testid="cart-subtotal">
                    <Price amount={subtotal} />
                  </dd>
                </div>
                <div>
                  <dt>{totals.shipping}</dt>
                  <dd data-testid="cart-shipping">
                    <Price amount={catalogue.shippingCost} />
                  </dd>
                </div>
                <div className={styles.grandTotal}>
                  <dt>{totals.total}</dt>
                  <dd data-testid="cart-total">
                    <Price amount={orderTotal(lines, catalogue.shippingCost)} decimals={totals.totalDecimals} />
                  </dd>
                </div>
              </dl>
              <ButtonLink href={checkout.href}>{checkout.label}</ButtonLink>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
