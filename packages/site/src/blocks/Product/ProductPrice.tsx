import type { ProductView } from '@folio/core';
import { recurringPricePhrase } from '@folio/core/recurring-price';
import type { PriceLabel } from '../../store/product-price.ts';
import styles from './ProductPrice.module.css';

/** A price as visitors read it: "From $10", or the sale price beside the old one struck through. */
export function ProductPrice({ label, size = 'card' }: { label: PriceLabel; size?: 'card' | 'page' }) {
  return (
    <p className={`${styles.price} ${styles[size]}`} data-price="">
      {label.isFrom ? <span className={styles.from}>From </span> : null}
      <span className={label.compareAt ? styles.sale : undefined} data-price-current="">
        {label.current}
      </span>
      {label.compareAt ? (
        <>
          {' '}
          <s className={styles.compareAt} data-price-compare="">
            <span className={styles.visuallyHidden}>Regular price </span>
            {label.compareAt}
          </s>
        </>
      ) : null}
    </p>
  );
}

/** Issue 20 (CORE-046..049): a subscription product's period beside its price ("every 2 weeks for 12 weeks"). */
export function RecurringNote({ plan }: { plan: ProductView['plan'] }) {
  if (!plan) return null;
  return (
    <p className={styles.recurring} data-recurring="">
      {recurringPricePhrase({ price: '', ...plan }).trim()}
    </p>
  );
}
