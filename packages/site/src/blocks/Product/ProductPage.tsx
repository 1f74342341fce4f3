import { isSoldOut, isVariantAvailable } from '@folio/core/commerce';
import type { ProductView } from '@folio/core/store-api';
import { Island } from '../../islands/Island.tsx';
import { productPriceLabel, variantPriceLabel } from '../../store/product-price.ts';
import { initialVariant, isValueSoldOut, optionLabel, selectionOf } from '../../store/variant-choice.ts';
import { responsiveImage } from '../Image/Image.tsx';
import styles from './Product.module.css';
import { ProductPrice } from './ProductPrice.tsx';
import { ADD_TO_CART, productIslandProps, SOLD_OUT } from './product-props.ts';

/** Plain-text paragraphs: a blank line starts a new one. */
function Description({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <div className={styles.description}>
      {paragraphs.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order.
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

function Gallery({ images, title }: { images: string[]; title: string }) {
  const main = images[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.mainImage}>
        {main ? (
          <img
            {...responsiveImage(main, '(max-width: 800px) 100vw, 640px')}
            alt={title}
            data-main-image=""
            decoding="async"
          />
        ) : (
          <span className={styles.noImage} />
        )}
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label="Pictures">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={styles.thumb}
                data-thumb={src}
                aria-pressed={i === 0}
                aria-label={`Picture ${i + 1} of ${images.length}`}
              >
                <img {...responsiveImage(src, '120px')} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A product's page (/shop/p/:slug): complete without JavaScript; the island changes the price
 * and the button for the chosen variant and adds to the cart.
 */
export function ProductPage({ product, currencyCode }: { product: ProductView; currencyCode: string }) {
  const chosen = initialVariant(product.variants);
  const selection = chosen ? selectionOf(chosen) : {};
  const soldOut = product.isSoldOut || isSoldOut(product.variants);
  const canBuy = chosen !== null && isVariantAvailable(chosen);
  const price = chosen ? variantPriceLabel(chosen, currencyCode) : productPriceLabel([], currencyCode);
  return (
    <Island name="Product" props={productIslandProps(product, currencyCode)}>
      <article className={styles.product} data-product={product.id}>
        <Gallery images={product.images} title={product.title} />
        <div className={styles.details}>
          <nav className={styles.breadcrumb} aria-label="Breadcrumb">
            <a href="/shop">Shop</a>
          </nav>
          <h1 className={styles.title}>{product.title}</h1>
          <div className={styles.priceRow}>
            <div data-price-slot="">{price ? <ProductPrice label={price} size="page" /> : null}</div>
            {soldOut ? (
              <span className={styles.soldOut} data-sold-out="">
                {SOLD_OUT}
              </span>
            ) : null}
          </div>
          <form className={styles.form} data-add-to-cart="" noValidate>
            {product.options.map((option) => {
              const id = `option-${product.id}-${option.name}`.replace(/\s+/g, '-');
              return (
                <div className={styles.field} key={option.name}>
                  <label className={styles.label} htmlFor={id}>
                    {option.name}
                  </label>
                  <select
                    id={id}
                    className={styles.select}
                    name={option.name}
                    data-option={option.name}
                    defaultValue={selection[option.name]}
                  >
                    {option.values.map((value) => (
                      <option key={value} value={value}>
                        {optionLabel(value, isValueSoldOut(product.variants, selection, option.name, value))}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
            <div className={styles.buyRow}>
              <div className={styles.quantityField}>
                <label className={styles.label} htmlFor={`quantity-${product.id}`}>
                  Quantity
                </label>
                <input
                  id={`quantity-${product.id}`}
                  className={styles.quantity}
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  defaultValue={1}
                  data-quantity=""
                />
              </div>
              {/* Adding needs the island (the cart is an API): disabled until it has loaded, so an
                  early click cannot submit the bare form. */}
              <button type="submit" className={styles.add} disabled data-add="">
                {canBuy ? ADD_TO_CART : SOLD_OUT}
              </button>
            </div>
            <p className={styles.status} role="status" data-cart-status="" />
          </form>
          <Description text={product.description} />
        </div>
      </article>
    </Island>
  );
}
