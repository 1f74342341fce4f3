// The DOM twin of <ProductPrice>, for islands that change a price without React.
import type { PriceLabel } from '../../store/product-price.ts';
import styles from './ProductPrice.module.css';

export function priceElement(doc: Document, label: PriceLabel, size: 'card' | 'page' = 'page'): HTMLElement {
  const price = doc.createElement('p');
  price.className = `${styles.price} ${styles[size]}`;
  price.dataset.price = '';
  const span = (className: string | undefined, text: string) => {
    const node = doc.createElement('span');
    if (className) node.className = className;
    node.textContent = text;
    return node;
  };
  if (label.isFrom) price.append(span(styles.from, 'From '));
  const current = span(label.compareAt ? styles.sale : undefined, label.current);
  current.dataset.priceCurrent = '';
  price.append(current);
  if (label.compareAt) {
    const old = doc.createElement('s');
    old.className = styles.compareAt ?? '';
    old.dataset.priceCompare = '';
    old.append(span(styles.visuallyHidden, 'Regular price '), label.compareAt);
    price.append(' ', old);
  }
  return price;
}
