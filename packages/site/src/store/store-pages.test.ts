// @vitest-environment node
// The store's pages through renderSitePage, as the server renders them (issue 6).
import { describe, expect, it } from 'vitest';
import { pageHasProductList, type RenderInput, renderSitePage } from '../server.tsx';
import { aBlock, aPageContext, aRenderInput, somePageData } from '../testing/page-factories.ts';
import { anOrder, aProduct, aVariant } from './store-factories.ts';

const store: NonNullable<RenderInput['store']> = {
  currencyCode: 'USD',
  measurementSystem: 'IMPERIAL',
  checkout: {
    checkoutMinimumCents: 1000,
    instalments: { enabled: true, minCents: 5000, maxCents: 100000 },
    paymentProvider: 'test',
  },
};

function aStorePage(kind: RenderInput['kind'], extra: Partial<NonNullable<RenderInput['store']>> = {}) {
  return aRenderInput({
    kind,
    data: undefined,
    site: { title: 'Demo Studio', navigation: [], hasStore: true },
    pageContext: aPageContext({ pageType: kind }),
    store: { ...store, ...extra },
  });
}

function islandProps(html: string, name: string): unknown {
  const match = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(html);
  return match ? JSON.parse(match[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) : null;
}

describe('the store’s pages', () => {
  it('the header links to the cart, uninitialized, on a site with a store only', async () => {
    const html = await renderSitePage(aStorePage('cart'));
    expect(html).toMatch(
      /<header[^>]*>.*<a [^>]*href="\/cart" data-cart-badge="" data-state="uninitialized" aria-label="Cart">Cart<span [^>]*data-cart-count=""/,
    );
    expect(await renderSitePage(aRenderInput())).not.toContain('data-cart-badge');
  });

  it('a product page renders the whole product: pictures, title, price, description and the buying form', async () => {
    const product = aProduct({
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        aVariant({
          id: 'vs',
          price: 2500,
          salePrice: 1900,
          onSale: true,
          optionValues: [{ optionName: 'Size', value: 'S' }],
        }),
        aVariant({ id: 'vm', price: 2500, optionValues: [{ optionName: 'Size', value: 'M' }] }),
      ],
    });
    const html = await renderSitePage(aStorePage('product', { product }));
    expect(html).toContain('<title>Linen apron — Demo Studio</title>');
    expect(html).toMatch(/<h1[^>]*>Linen apron<\/h1>/);
    expect(html).toMatch(/<img [^>]*src="\/s\/demo\/apron.jpg"[^>]*data-main-image=""/);
    expect(html).toMatch(/data-thumb="\/s\/demo\/apron-back.jpg"/);
    expect(html).toMatch(/data-price-current="">\$19\.00<\/span>.*<s [^>]*>.*\$25\.00<\/s>/);
    expect(html).toMatch(/<select [^>]*name="Size"/);
    expect(html).toMatch(/<option value="S" selected="">S<\/option><option value="M">M<\/option>/);
    expect(html).toMatch(/<input [^>]*type="number"[^>]*min="1"[^>]*name="quantity" value="1"/);
    expect(html).toMatch(/<button type="submit"[^>]*data-add="">Add to Cart<\/button>/);
    expect(html).toContain('<p>Stonewashed linen.</p><p>Made in Lisbon.</p>');
    expect(islandProps(html, 'Product')).toMatchObject({ productId: 'p1', currencyCode: 'USD' });
  });

  it('SHOP-025 a product with no unlimited variant and no stock shows "Sold out" and cannot be added', async () => {
    const product = aProduct({
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        aVariant({ id: 'vs', qtyInStock: 0, optionValues: [{ optionName: 'Size', value: 'S' }] }),
        aVariant({ id: 'vm', qtyInStock: 0, optionValues: [{ optionName: 'Size', value: 'M' }] }),
      ],
    });
    const html = await renderSitePage(aStorePage('product', { product }));
    expect(html).toMatch(/<span [^>]*data-sold-out="">Sold out<\/span>/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Sold out<\/button>/);
    expect(html).toContain('S (Sold out)</option>');
    expect(html).toContain('M (Sold out)</option>');

    const inStock = aProduct({ variants: [aVariant({ qtyInStock: 0, unlimited: true })] });
    const available = await renderSitePage(aStorePage('product', { product: inStock }));
    expect(available).not.toContain('data-sold-out');
    expect(available).toMatch(/data-add="">Add to Cart</);
  });

  it('a product page without its product is the not-found page', async () => {
    const html = await renderSitePage(aStorePage('product'));
    expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });

  it('SHOP-018 the cart page has the cart root, loading, for the island to fill', async () => {
    const html = await renderSitePage(aStorePage('cart'));
    expect(html).toContain('<title>Cart — Demo Studio</title>');
    expect(html).toMatch(/<h1[^>]*>Your cart<\/h1><div [^>]*data-cart-root="">.*Loading your cart…/);
    expect(islandProps(html, 'Cart')).toEqual({
      currencyCode: 'USD',
      checkoutMinimumCents: 1000,
      instalments: { enabled: true, minCents: 5000, maxCents: 100000 },
    });
  });

  it('the checkout page hands the checkout rules and the payment provider to its island', async () => {
    const html = await renderSitePage(aStorePage('checkout'));
    expect(html).toContain('<title>Checkout — Demo Studio</title>');
    expect(html).toMatch(/<h1[^>]*>Checkout<\/h1><div data-checkout-root="">/);
    expect(islandProps(html, 'Checkout')).toMatchObject({
      paymentProvider: 'test',
      checkoutMinimumCents: 1000,
    });
  });

  it('SHOP-003 the checkout-unavailable page says why and links back to the cart', async () => {
    const html = await renderSitePage(aStorePage('checkout-unavailable'));
    expect(html).toContain(
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    );
    expect(html).toMatch(/<a [^>]*href="\/cart">Return to cart<\/a>/);
  });

  it('the order-confirmed page thanks the visitor and shows the order, address and downloads', async () => {
    const order = anOrder({ downloads: [{ title: 'Pattern PDF', url: '/commerce/download/tok1' }] });
    const html = await renderSitePage(aStorePage('order-confirmed', { order }));
    expect(html).toContain('<title>Order confirmed — Demo Studio</title>');
    expect(html).toMatch(/<h1[^>]*>Thank you! Order #1042 is confirmed<\/h1>/);
    expect(html).toContain('ada@example.com');
    expect(html).toMatch(
      /Linen apron.*\$50\.00.*Shipping \(Standard\).*\$5\.00.*Tax.*\$4\.00.*Total.*\$59\.00/,
    );
    expect(html).toContain('Ada Lovelace\n1 Main St\nSpringfield, IL, 62701\nUnited States');
    expect(html).toMatch(/<a [^>]*href="\/commerce\/download\/tok1">Download Pattern PDF<\/a>/);
  });

  it('a page with a ProductList shows the catalogue as cards linking to each product', async () => {
    const data = somePageData([
      aBlock('Columns', {
        ratio: '1:1',
        left: [aBlock('ProductList', { heading: 'Shop', columns: 4 })],
        right: [],
      }),
    ]);
    expect(pageHasProductList(data)).toBe(true);
    expect(pageHasProductList(somePageData([aBlock('Heading', { text: 'Hi' })]))).toBe(false);
    const products = [
      aProduct(),
      aProduct({ id: 'p2', title: 'Hidden', isVisible: false }),
      aProduct({ id: 'p3', title: 'Mug', url: '/shop/p/mug', variants: [aVariant({ qtyInStock: 0 })] }),
    ];
    const html = await renderSitePage(aRenderInput({ data, store: { ...store, products } }));
    expect(html).toMatch(/<h2[^>]*>Shop<\/h2><ul [^>]*data-columns="4"/);
    expect(html).toMatch(/<a [^>]*href="\/shop\/p\/linen-apron">.*Linen apron/);
    expect(html).toMatch(/<a [^>]*href="\/shop\/p\/mug">.*Sold out.*Mug/);
    expect(html).not.toContain('Hidden');
    expect(html.match(/>Quick view<\/button>/g)).toHaveLength(2);
    expect(html).toContain('data-island="ProductList"');
  });
});
