import { isSoldOut } from '@folio/core/commerce';
import type { ProductView } from '@folio/core/store-api';
import { Island } from '../../islands/Island.tsx';
import { hasSale, type PriceLabel, productPriceLabel } from '../../store/product-price.ts';
import { useStore } from '../../store/store-context.ts';
import { responsiveImage } from '../Image/Image.tsx';
import { AddToCartForm } from '../Product/AddToCartForm.tsx';
import { ProductPrice, RecurringNote } from '../Product/ProductPrice.tsx';
import { type ProductIslandProps, productIslandProps } from '../Product/product-props.ts';
import styles from './ProductList.module.css';

export interface ProductListProps {
  id?: string;
  heading: string;
  columns: 2 | 3 | 4;
}

/** What the quick view dialog shows of a product (island props: public, and kept short). */
export interface QuickViewProduct {
  id: string;
  title: string;
  url: string;
  image: string | null;
  price: PriceLabel | null;
  description: string;
  isSoldOut: boolean;
  /** What the product page's add-to-cart code needs (issue 14 item 16: quick view adds to cart). */
  cart: ProductIslandProps;
}

const QUICK_VIEW_DESCRIPTION_LENGTH = 320;

export function quickViewProduct(product: ProductView, currencyCode: string): QuickViewProduct {
  const description = product.description.trim();
  return {
    id: product.id,
    title: product.title,
    url: product.url,
    image: product.images[0] ?? null,
    price: productPriceLabel(product.variants, currencyCode),
    description:
      description.length > QUICK_VIEW_DESCRIPTION_LENGTH
        ? `${description.slice(0, QUICK_VIEW_DESCRIPTION_LENGTH).trimEnd()}…`
        : description,
    isSoldOut: product.isSoldOut || isSoldOut(product.variants),
    cart: productIslandProps(product, currencyCode),
  };
}

function columnsOf(value: unknown): 2 | 3 | 4 {
  const n = Number(value);
  return n === 2 || n === 4 ? n : 3;
}

function ProductCard({
  product,
  currencyCode,
  columns,
}: {
  product: ProductView;
  currencyCode: string;
  columns: number;
}) {
  const image = product.images[0];
  const price = productPriceLabel(product.variants, currencyCode);
  const soldOut = product.isSoldOut || isSoldOut(product.variants);
  const titleId = `product-card-${product.id}`;
  return (
    <li className={styles.card}>
      <a className={styles.link} href={product.url}>
        <span className={styles.media}>
          {image ? (
            <img
              className={styles.image}
              {...responsiveImage(image, `(max-width: 432px) 50vw, ${Math.round(1120 / columns)}px`)}
              alt=""
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className={styles.noImage} />
          )}
          {soldOut ? (
            <span className={`${styles.tag} ${styles.soldOutTag}`}>Sold out</span>
          ) : hasSale(product.variants) ? (
            <span className={`${styles.tag} ${styles.saleTag}`}>Sale</span>
          ) : null}
        </span>
        <span className={styles.title} id={titleId}>
          {product.title}
        </span>
        {price ? <ProductPrice label={price} /> : null}
        <RecurringNote plan={product.plan} />
      </a>
      <button
        type="button"
        className={styles.quickView}
        data-quick-view={product.id}
        aria-haspopup="dialog"
        aria-describedby={titleId}
      >
        Quick view
      </button>
      {/* The product page's own variant picker and button, for the quick view to show. */}
      <template data-quick-view-form={product.id}>
        <AddToCartForm product={product} />
      </template>
    </li>
  );
}

/**
 * The store's products as a grid of cards, each a link to its product page with a quick view.
 * The catalogue comes from the store context of the published page; the editor has none, so
 * there it shows a placeholder.
 */
export function ProductList({ heading, columns }: ProductListProps) {
  const store = useStore();
  const count = columnsOf(columns);
  if (!store) {
    return (
      <section className={styles.list}>
        {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
        <div className={styles.placeholder}>
          <ul className={styles.grid} data-columns={count} aria-hidden="true">
            {Array.from({ length: count }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder cards.
              <li key={i} className={styles.ghost} />
            ))}
          </ul>
          <p className={styles.placeholderText}>Your products appear here on the published site</p>
        </div>
      </section>
    );
  }
  const products = (store.products ?? []).filter((p) => p.isVisible);
  return (
    <Island
      name="ProductList"
      props={{ products: products.map((p) => quickViewProduct(p, store.currencyCode)) }}
    >
      <section className={styles.list}>
        {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
        {products.length > 0 ? (
          <ul className={styles.grid} data-columns={count}>
            {products.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                currencyCode={store.currencyCode}
                columns={count}
              />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>There are no products here yet. Please check back soon.</p>
        )}
      </section>
    </Island>
  );
}
