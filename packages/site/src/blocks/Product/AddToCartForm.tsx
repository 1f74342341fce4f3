// The product's variant picker, quantity and "Add to Cart" button, rendered on the server. The
// product page shows it, and the product list puts a copy in a <template> for its quick view; the
// product island (island.ts, enhanceProduct) makes either one work.
import { isVariantAvailable } from '@folio/core/commerce';
import type { ProductView } from '@folio/core/store-api';
import { initialVariant, isValueSoldOut, optionLabel, selectionOf } from '../../store/variant-choice.ts';
import styles from './Product.module.css';
import { ADD_TO_CART, SOLD_OUT } from './product-props.ts';

export function AddToCartForm({ product }: { product: ProductView }) {
  const chosen = initialVariant(product.variants);
  const selection = chosen ? selectionOf(chosen) : {};
  const canBuy = chosen !== null && isVariantAvailable(chosen);
  return (
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
  );
}
