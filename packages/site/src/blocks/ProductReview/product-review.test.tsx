import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoreRequest } from '../../store/store-request.ts';
import { enhanceReviewForm } from './island.ts';
import { ProductReviewPage, ProductReviews } from './ProductReview.tsx';

const product = {
  title: 'Linen Studio Apron',
  image: '/s/demo/shop-apron.svg',
  url: '/shop/p/linen-studio-apron',
};

afterEach(() => {
  document.body.innerHTML = '';
});

function mount(answers: ({ status: number; data?: object } | Error)[]) {
  document.body.innerHTML = `<div id="root">${renderToString(
    <ProductReviewPage review={{ state: 'open', token: 'tok', product }} />,
  )}</div>`;
  const root = document.getElementById('root')!;
  const sent: unknown[] = [];
  const request = (async (_method: string, _url: string, body?: unknown) => {
    sent.push(body);
    const next = answers.shift()!;
    if (next instanceof Error) throw next;
    return { status: next.status, data: next.data ?? {} };
  }) as StoreRequest;
  enhanceReviewForm(root, 'tok', request);
  const form = root.querySelector('form')!;
  const submit = async () => {
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await new Promise((r) => setTimeout(r, 0));
  };
  const error = () => root.querySelector('[data-review-error]')!.textContent;
  const star = (n: number) => {
    root.querySelector<HTMLInputElement>(`#rating-${n}`)!.checked = true;
  };
  return { root, sent, submit, error, star };
}

describe('product reviews', () => {
  it('SHOP-039 without a star the message is "Please select a star rating" and nothing is sent', async () => {
    const { root, sent, submit } = mount([]);
    await submit();
    expect(root.querySelector('[data-rating-error]')!.textContent).toBe('Please select a star rating');
    expect(sent).toEqual([]);
  });

  it('sends the rating, the text and the name with the link’s token, and thanks the buyer', async () => {
    const { root, sent, submit, star } = mount([{ status: 201 }]);
    star(4);
    root.querySelector<HTMLTextAreaElement>('#review-body')!.value = 'Soft and sturdy.';
    root.querySelector<HTMLInputElement>('#review-name')!.value = 'Ada';
    await submit();
    expect(sent).toEqual([{ token: 'tok', rating: 4, name: 'Ada', body: 'Soft and sturdy.' }]);
    expect(root.querySelector('form')!.hidden).toBe(true);
    expect(root.querySelector('[data-review-done]')!.textContent).toContain('Thank you');
  });

  it('SHOP-036 SHOP-037 SHOP-038 the answer decides the message: expired, already reviewed, anything else', async () => {
    const { submit, error, star } = mount([
      { status: 410 },
      { status: 409 },
      { status: 500 },
      new Error('offline'),
    ]);
    star(5);
    await submit();
    expect(error()).toBe('Your review request has expired');
    await submit();
    expect(error()).toBe('You have already reviewed this purchase');
    await submit();
    expect(error()).toBe('Try submitting your review again');
    await submit();
    expect(error()).toBe('Try submitting your review again');
  });

  it('SHOP-036 SHOP-037 a used or expired link shows why instead of the form', () => {
    const expired = renderToString(
      <ProductReviewPage review={{ state: 'expired', token: 't', product: null }} />,
    );
    expect(expired).toContain('Your review request has expired');
    expect(expired).not.toContain('<form');
    const reviewed = renderToString(
      <ProductReviewPage review={{ state: 'reviewed', token: 't', product }} />,
    );
    expect(reviewed).toContain('You have already reviewed this purchase');
  });

  it('the product page lists reviews with their average; none, nothing', () => {
    const html = renderToString(
      <ProductReviews
        reviews={{
          count: 2,
          average: 4.5,
          items: [{ rating: 5, name: 'Ada', body: 'Lovely.', createdAt: '2026-11-20T10:00:00Z' }],
        }}
      />,
    );
    expect(html).toContain('4.5 out of 5 · 2 reviews');
    expect(html).toContain('Lovely.');
    expect(renderToString(<ProductReviews reviews={{ count: 0, average: null, items: [] }} />)).toBe('');
  });
});
