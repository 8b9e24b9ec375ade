import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { stepQuantity } from '../../shop/cart';
import { addToCartAtom } from '../../shop/cartAtoms';
import { cartProduct, findProduct } from '../../shop/catalogueProducts';
import { Price } from '../../shop/Price';
import { Button, ButtonLink } from '../../ui/ButtonLink';
import { Carousel } from '../../ui/carousel/Carousel';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/notify';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import { SmartLink } from '../../ui/SmartLink';
import { SocialLinks } from '../../ui/SocialLinks';
import { Tabs } from '../../ui/Tabs';
import { QuantitySelector } from './QuantitySelector';
import type { ProductDetailsProps } from './schema';
import styles from './styles.module.css';

/** The gallery's column (.layout: 5 of 12 parts beside the details from 768 px, less the gap), one picture at a time. */
const slideSizes =
  '(min-width: 1200px) 467px, (min-width: 992px) calc(41.67vw - 33px), (min-width: 768px) calc(41.67vw - 25px), calc(100vw - 30px)';

export default function ProductDetails(props: ProductDetailsProps) {
  const { productId, images, carousel, price, oldPrice, priceLabels, rating, description, availability } = props;
  const { quantity: selector, addToCartLabel, addedMessage, wishlist, buyNow, share, tabs } = props;
  const [quantity, setQuantity] = useState(selector.min);
  const [wished, setWished] = useState(false);
  const addToCart = useSetAtom(addToCartAtom);
  const product = findProduct(productId);
  if (!product) throw new Error(`productDetails: no product with id ${productId} in pages/_catalogue.json`);

  const onStep = (delta: number) => {
    const step = stepQuantity(quantity, delta, selector);
    setQuantity(step.quantity);
    if (step.error === 'max') notify.error(selector.tooManyMessage);
    if (step.error === 'min') notify.error(selector.tooFewMessage);
  };
  const onAdd = () => {
    addToCart({ product: cartProduct(product), quantity });
    notify.success(addedMessage);
  };

  const ratingLabel = rating.label.replace('{stars}', String(rating.stars)).replace('{outOf}', String(rating.outOf));
  return (
    <section className="section">
      <div className="container">
        <div className={styles.layout}>
          <Carousel settings={carousel} label={product.name} className={styles.gallery}>
            {images.map((image, index) => (
              <Picture
                key={image.src}
                image={image}
                sizes={slideSizes}
                priority={index === 0}
                className={styles.slideImage}
              />
            ))}
          </Carousel>

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

            <p>
              <RichText text={description} />
            </p>
            <p className={styles.availability}>
              {availability.label} <span>{availability.value}</span>
            </p>

            <div className={styles.buy}>
              <QuantitySelector
                quantity={quantity}
                label={selector.label}
                decreaseLabel={selector.decreaseLabel}
                increaseLabel={selector.increaseLabel}
                onStep={onStep}
              />
              <Button className={styles.addToCart} onClick={onAdd}>
                <Icon name="cart" size={18} />
                {addToCartLabel}
              </Button>
              {/* An action, so a button: pressed while the product is on the (demo) wishlist. */}
              <button
                type="button"
                className={styles.wishlist}
                aria-label={wishlist.label}
                aria-pressed={wished}
                onClick={() => setWished((value) => !value)}
              >
                <Icon name="heart" size={20} />
              </button>
            </div>

            <ButtonLink href={buyNow.href} variant="outline" className={styles.buyNow}>
              {buyNow.label}
            </ButtonLink>

            <div className={styles.share}>
              <span>{share.label}</span>
              <SocialLinks links={share.links} />
            </div>
          </div>
        </div>

        <div className={styles.tabs}>
          <Tabs
            focusablePanels
            classNames={{ list: styles.tabList, tab: styles.tab, panel: styles.panel }}
            tabs={tabs.map((tab) => ({
              label: tab.title,
              // A paragraph may hold a list, which a <p> cannot: each is a <div> spaced as a paragraph.
              panel: () =>
                tab.paragraphs.map((paragraph) => (
                  <div key={paragraph} className={styles.paragraph}>
                    <RichText text={paragraph} lists />
                  </div>
                )),
            }))}
          />
        </div>
      </div>
    </section>
  );
}
