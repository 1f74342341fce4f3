import { isSoldOut } from '@folio/core/commerce';
import type { ProductView } from '@folio/core/store-api';
import type { ReactNode } from 'react';
import { Island } from '../../islands/Island.tsx';
import { productPriceLabel, variantPriceLabel } from '../../store/product-price.ts';
import { initialVariant } from '../../store/variant-choice.ts';
import { responsiveImage } from '../Image/Image.tsx';
import { AddToCartForm } from './AddToCartForm.tsx';
import styles from './Product.module.css';
import { ProductPrice, RecurringNote } from './ProductPrice.tsx';
import { productIslandProps, SOLD_OUT } from './product-props.ts';

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
export function ProductPage({
  product,
  currencyCode,
  memberNote,
}: {
  product: ProductView;
  currencyCode: string;
  /** Issue 20 (decision 068): "Members pay $X", under the price. */
  memberNote?: ReactNode;
}) {
  const chosen = initialVariant(product.variants);
  const soldOut = product.isSoldOut || isSoldOut(product.variants);
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
          {memberNote}
          <RecurringNote plan={product.plan} />
          <AddToCartForm product={product} />
          <Description text={product.description} />
        </div>
      </article>
    </Island>
  );
}
