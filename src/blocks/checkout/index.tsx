import { useAtomValue, useSetAtom } from 'jotai';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import catalogue from 'virtual:catalogue';
import { orderTotal } from '../../shop/cart';
import { cartLinesAtom, cartSubtotalAtom, placeOrderAtom } from '../../shop/cartAtoms';
import { Price } from '../../shop/Price';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/notify';
import { SmartLink } from '../../ui/SmartLink';
import type { CheckoutProps } from './schema';
import styles from './styles.module.css';
import { cx } from '../../ui/classNames';

type BillingField = CheckoutProps['billing']['fields'][number];

function FieldLabel({ field, htmlFor, requiredWord }: { field: BillingField; htmlFor: string; requiredWord: string }) {
  return (
    <label htmlFor={htmlFor}>
      {field.label}
      {field.required && (
        <>
          {' '}
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>{' '}
          <span className="visually-hidden">{requiredWord}</span>
        </>
      )}
    </label>
  );
}

/** The spec marks required fields but checks none of them, so no field carries `required`. */
function BillingInput({ field, id, requiredWord }: { field: BillingField; id: string; requiredWord: string }) {
  const common = { id, name: field.name, autoComplete: field.autocomplete };
  if (field.kind === 'checkbox') {
    return (
      <div className={cx(styles.full, styles.check)}>
        <input type="checkbox" {...common} />
        <FieldLabel field={field} htmlFor={id} requiredWord={requiredWord} />
      </div>
    );
  }
  const control =
    field.kind === 'select' ? (
      <select {...common} className="form-control" defaultValue={field.options?.[0]}>
        {field.options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    ) : field.kind === 'textarea' ? (
      <textarea {...common} rows={6} placeholder={field.placeholder} className="form-control" />
    ) : (
      <input type={field.kind} {...common} placeholder={field.placeholder} className="form-control" />
    );
  return (
    <div className={cx(field.width === 'half' ? styles.half : styles.full, styles.field)}>
      <FieldLabel field={field} htmlFor={id} requiredWord={requiredWord} />
      {control}
    </div>
  );
}

export default function Checkout({ returningCustomer, billing, order, payment, placeOrderLabel, thanksMessage, afterOrder }: CheckoutProps) {
  const formId = useId();
  const lines = useAtomValue(cartLinesAtom);
  const subtotal = useAtomValue(cartSubtotalAtom);
  const placeOrder = useSetAtom(placeOrderAtom);
  const navigate = useNavigate();

  // Place Order is purely local (SPEC.md §7): it empties the cart, thanks the visitor and goes home.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    placeOrder();
    notify.success(thanksMessage);
    navigate(afterOrder);
  };

  return (
    <section className="section">
      <div className="container">
        <p className={styles.returning}>
          <Icon name={returningCustomer.icon} size={20} />
          <span>
            {returningCustomer.text} <SmartLink href={returningCustomer.link.href}>{returningCustomer.link.label}</SmartLink>
          </span>
        </p>

        <form className={styles.layout} onSubmit={onSubmit} noValidate>
          <div className={styles.billing}>
            <h2 className={styles.title}>{billing.title}</h2>
            <div className={styles.fields}>
              {billing.fields.map((field) => (
                <BillingInput key={field.name} field={field} id={`${formId}-${field.name}`} requiredWord={billing.requiredWord} />
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
                    <td>{order.lineLabel.replace('{name}', line.name).replace('{quantity}', String(line.productQuantity))}</td>
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
                  <input type="radio" id={`${formId}-payment-${index}`} name="payment_method" value={option} defaultChecked={index === 0} />
                  <label htmlFor={`${formId}-payment-${index}`}>{option}</label>
                </div>
              ))}
            </fieldset>

            <button type="submit" className={cx('btn', 'btn-primary', styles.placeOrder)}>
              {placeOrderLabel}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
