import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { stepQuantity } from '../../shop/cart';
import { addToCartAtom } from '../../shop/cartAtoms';
import { cartProduct, findProduct } from '../../shop/catalogueProducts';
import { Price } from '../../shop/Price';
import { ButtonLink } from '../../ui/ButtonLink';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/notify';
import { Picture } from '../../ui/Picture';
import { SmartLink } from '../../ui/SmartLink';
import { ProductTabs } from './ProductTabs';
import { QuantitySelector } from './QuantitySelector';
import type { ProductDetailsProps } from './schema';
import styles from './styles.module.css';

export default function ProductDetails(props: ProductDetailsProps) {
  const { productId, images, price, oldPrice, priceLabels, rating, description, availability, quantity: quantityCopy } = props;
  const [quantity, setQuantity] = useState(quantityCopy.min);
  const addToCart = useSetAtom(addToCartAtom);
  const product = findProduct(productId);
  if (!product) throw new Error(`productDetails: no product with id ${productId} in pages/_catalogue.json`);

  const onStep = (delta: number) => {
    const step = stepQuantity(quantity, delta, quantityCopy);
    setQuantity(step.quantity);
    if (step.error === 'max') notify.error(quantityCopy.tooManyMessage);
    if (step.error === 'min') notify.error(quantityCopy.tooFewMessage);
  };
  const onAdd = () => {
    addToCart({ product: cartProduct(product), quantity });
    notify.success(props.addedMessage);
  };

  const ratingLabel = rating.label.replace('{stars}', String(rating.stars)).replace('{outOf}', String(rating.outOf));
  return (
    <section className="section">
      <div className="container">
        <div className={styles.layout}>
          <div className={styles.gallery}>
            <Picture image={images[0]} priority className={styles.slideImage} />
          </div>

          <div className={styles.info}>
            <h2 className={styles.name}>{product.name}</h2>
            <p className={styles.price} data-testid="details-price">
              <span className="visually-hidden">{priceLabels.current}</span>
              <Price amount={price} className={styles.newPrice} />
              {oldPrice !== undefined && (
                <>
                  {' '}
                  <span className="visually-hidden">{priceLabels.old}</span>
                  <del className={styles.oldPrice}>
                    <Price amount={oldPrice} />
                  </del>
                </>
              )}
            </p>

            <div className={styles.review}>
              <span role="img" aria-label={ratingLabel} className={styles.stars}>
                {Array.from({ length: rating.outOf }, (_, index) => (
                  <Icon key={index} name="star" size={16} filled={index < rating.stars} />
                ))}
              </span>
              {rating.reviews && <SmartLink href={rating.reviews.href}>{rating.reviews.label}</SmartLink>}
            </div>

            <p>{description}</p>
            <p className={styles.availability}>
              {availability.label} <span>{availability.value}</span>
            </p>

            <div className={styles.buy}>
              <QuantitySelector
                quantity={quantity}
                label={quantityCopy.label}
                decreaseLabel={quantityCopy.decreaseLabel}
                increaseLabel={quantityCopy.increaseLabel}
                onStep={onStep}
              />
              <button type="button" className="btn btn-primary" onClick={onAdd}>
                <Icon name="cart" size={18} />
                {props.addToCartLabel}
              </button>
              <SmartLink href={props.wishlist.href} className={styles.wishlist} aria-label={props.wishlist.label}>
                <Icon name="heart" size={20} />
              </SmartLink>
            </div>

            <ButtonLink href={props.buyNow.href} variant="outline" className={styles.buyNow}>
              {props.buyNow.label}
            </ButtonLink>

            <div className={styles.share}>
              <span>{props.share.label}</span>
              <ul>
                {props.share.links.map((network) => (
                  <li key={network.label}>
                    <SmartLink href={network.href} aria-label={network.label}>
                      <Icon name={network.icon} size={16} />
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>

        <ProductTabs tabs={props.tabs} />
      </div>
    </section>
  );
}
