import { useAtomValue, useSetAtom } from 'jotai';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import catalogue from 'virtual:catalogue';
import { orderTotal } from '../../shop/cart';
import { cartLinesAtom, cartSubtotalAtom, placeOrderAtom } from '../../shop/cartAtoms';
import { Price } from '../../shop/Price';
import { FormField, fieldLayout } from '../../ui/FormField';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/notify';
import { SmartLink } from '../../ui/SmartLink';
import type { CheckoutProps } from './schema';
import styles from './styles.module.css';
import { Button, ButtonLink } from '../../ui/ButtonLink';

export default function Checkout({
  emptyCart,
  returningCustomer,
  billing,
  order,
  payment,
  placeOrderLabel,
  thanksMessage,
  afterOrder,
}: CheckoutProps) {
  const formId = useId();
  const lines = useAtomValue(cartLinesAtom);
  const subtotal = useAtomValue(cartSubtotalAtom);
  const placeOrder = useSetAtom(placeOrderAtom);
  const navigate = useNavigate();

  // Place Order is purely local (docs/product.md): it empties the cart, thanks the visitor and goes home.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    placeOrder();
    notify.success(thanksMessage);
    navigate(afterOrder);
  };

  // No lines, no order to take (docs/product.md, "Shop"): the form would thank the visitor for nothing.
  if (lines.length === 0) {
    return (
      <section className="section">
        <div className="container">
          <div className={styles.empty} data-testid="checkout-empty">
            <Icon name="cart" size={40} />
            <p>{emptyCart.text}</p>
            <ButtonLink href={emptyCart.link.href}>{emptyCart.link.label}</ButtonLink>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="section">
      <div className="container">
        <p className={styles.returning}>
          <Icon name={returningCustomer.icon} size={20} />
          <span>
            {returningCustomer.text}{' '}
            <SmartLink href={returningCustomer.link.href}>{returningCustomer.link.label}</SmartLink>
          </span>
        </p>

        <form className={styles.layout} onSubmit={onSubmit} noValidate>
          <div className={styles.billing}>
            <h2 className={styles.title}>{billing.title}</h2>
            <div className={fieldLayout.grid}>
              {billing.fields.map((field) => (
                <FormField
                  key={field.name}
                  field={field}
                  id={`${formId}-${field.name}`}
                  checks="none"
                  labels={{ requiredMark: billing.requiredMark, requiredWord: billing.requiredWord }}
                />
              ))}
            </div>
          </div>

          <div className={styles.summary}>
            <h2 className={styles.title}>{order.title}</h2>
            <table className={styles.orderTable} data-testid="order-summary">
              <thead>
                <tr>
                  <th scope="col">{order.productColumn}</th>
                  <th scope="col">{order.totalColumn}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.id} data-testid="order-line">
                    <td>
                      {order.lineLabel.replace('{name}', line.name).replace('{quantity}', String(line.productQuantity))}
                    </td>
                    <td>
                      <Price amount={line.totalPrice} />
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{order.subtotal}</th>
                  <td data-testid="order-subtotal">
                    <Price amount={subtotal} />
                  </td>
                </tr>
                <tr>
                  <th scope="row">{order.shipping}</th>
                  <td data-testid="order-shipping">
                    <Price amount={catalogue.shippingCost} />
                  </td>
                </tr>
                <tr className={styles.orderTotal}>
                  <th scope="row">{order.total}</th>
                  <td data-testid="order-total">
                    <Price amount={orderTotal(lines, catalogue.shippingCost)} decimals={order.totalDecimals} />
                  </td>
                </tr>
              </tfoot>
            </table>

            <fieldset className={styles.payment}>
              <legend>{payment.legend}</legend>
              {payment.options.map((option, index) => (
                <div key={option} className={styles.radio}>
                  <input
                    type="radio"
                    id={`${formId}-payment-${index}`}
                    name="payment_method"
                    value={option}
                    defaultChecked={index === 0}
                  />
                  <label htmlFor={`${formId}-payment-${index}`}>{option}</label>
                </div>
              ))}
            </fieldset>

            <Button type="submit" className={styles.placeOrder}>
              {placeOrderLabel}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
