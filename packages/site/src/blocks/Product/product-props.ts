// What the product page and its island share: the island's props and the button's words. Kept
// apart from ProductPage.tsx so the island's chunk holds no React.
import type { Variant } from '@folio/core/commerce';
import type { ProductView } from '@folio/core/store-api';

/** What the product page's island needs: the variants' prices and stock, nothing else. */
export interface ProductIslandProps {
  productId: string;
  currencyCode: string;
  variants: Pick<
    Variant,
    'id' | 'price' | 'salePrice' | 'onSale' | 'unlimited' | 'qtyInStock' | 'optionValues'
  >[];
}

export const ADD_TO_CART = 'Add to Cart';
export const SOLD_OUT = 'Sold out';

export function productIslandProps(product: ProductView, currencyCode: string): ProductIslandProps {
  return {
    productId: product.id,
    currencyCode,
    variants: product.variants.map(
      ({ id, price, salePrice, onSale, unlimited, qtyInStock, optionValues }) => ({
        id,
        price,
        salePrice,
        onSale,
        unlimited,
        qtyInStock,
        optionValues,
      }),
    ),
  };
}
