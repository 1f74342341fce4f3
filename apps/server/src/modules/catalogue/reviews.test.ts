import type { ProductView } from '@folio/core';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { reviewToken } from '../orders/service.ts';
import { addToCart, checkout } from '../store/test-helpers.ts';

describe.each(databaseKinds)('product reviews on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let consultation: ProductView;

  beforeAll(async () => {
    t = await makeTestApp(kind);
    owner = t.client();
    await owner.signIn('owner@demo.test');
    const products: ProductView[] = (await owner.request({ url: '/api/config/store/products' })).json()
      .products;
    consultation = products.find((p) => p.slug === 'colour-consultation')!;
  });
  afterAll(() => t?.close());

  it('SHOP-036 SHOP-037 SHOP-039 PAGE-030 the fulfilment email asks for a review; a star is required; one review per purchase; expired links say so', async () => {
    const visitor = t.client();
    await addToCart(visitor, consultation);
    const { order } = (
      await checkout(visitor, { email: 'reviewer@example.com', shippingAddress: undefined })
    ).json();
    await owner.request({ method: 'POST', url: `/api/config/store/orders/${order.id}/fulfil` });
    const [mail] = await t.app.folio.database.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.subject, `Your order #${order.number} from Folio Demo is on its way`));
    const link = /\/commerce\/review\/[\w.-]+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    const token = link!.split('/').at(-1)!;

    const page = await visitor.request({ url: link! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Colour Consultation');
    expect(page.body).toContain('data-review-form');
    // PAGE-030: the review part is on this page type only (islands load by these markers).
    expect(page.body).toContain('data-island="ProductReview"');
    for (const other of ['/shop', '/shop/p/colour-consultation', '/cart', '/checkout', '/'])
      expect((await visitor.request({ url: other })).body).not.toContain('data-island="ProductReview"');

    const post = (body: Record<string, unknown>) =>
      visitor.request({ method: 'POST', url: '/api/commerce/reviews', payload: { token, ...body } });
    const noStar = await post({ body: 'Great.' });
    expect(noStar.statusCode).toBe(400);
    expect(noStar.json().message).toBe('Please select a star rating');
    const saved = await post({ rating: 5, name: 'Ada', body: 'A calm hour; we repainted the hall.' });
    expect(saved.statusCode).toBe(201);
    const again = await post({ rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this purchase');
    expect((await visitor.request({ url: link! })).body).toContain('You have already reviewed this purchase');

    const expired = reviewToken(t.app.folio.store.secret, order.id, consultation.id, Date.now() - 1);
    const late = await visitor.request({
      method: 'POST',
      url: '/api/commerce/reviews',
      payload: { token: expired, rating: 4 },
    });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe('Your review request has expired');
    const forged = await visitor.request({
      method: 'POST',
      url: '/api/commerce/reviews',
      payload: { token: `${token}x`, rating: 4 },
    });
    expect(forged.statusCode).toBe(404);

    // The product page shows it (its cached HTML was dropped when the review arrived).
    const product = await visitor.request({ url: '/shop/p/colour-consultation' });
    expect(product.body).toContain('A calm hour; we repainted the hall.');
    expect(product.body).toContain('5 out of 5 · 1 review');

    // The owner reads it and removes it; the product page no longer shows it.
    const { reviews } = (await owner.request({ url: '/api/config/store/reviews' })).json();
    expect(reviews[0]).toMatchObject({ productTitle: 'Colour Consultation', rating: 5, name: 'Ada' });
    const removed = await owner.request({
      method: 'DELETE',
      url: `/api/config/store/reviews/${reviews[0].id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await visitor.request({ url: '/shop/p/colour-consultation' })).body).not.toContain('A calm hour');
    const viewer = t.client();
    await viewer.signIn('viewer@demo.test');
    expect(
      (await viewer.request({ method: 'DELETE', url: `/api/config/store/reviews/${reviews[0].id}` }))
        .statusCode,
    ).toBe(403);
  });
});
