// Issue 20 (decisions 062, 074): the test gateway's 3-D Secure challenge as a browser answers it,
// for the tests of every form that takes a payment.
import { expect } from 'vitest';
import type { TestClient } from './test-app.ts';

/** Opens the challenge page and posts its form (the crumb from the page), as the browser would. */
export async function answerChallenge(visitor: TestClient, url: string, outcome: 'complete' | 'fail') {
  const page = await visitor.request({ url });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Complete authentication');
  const crumb = /name="crumb" value="([^"]+)"/.exec(page.body)?.[1];
  return visitor.request({
    method: 'POST',
    url,
    withCrumb: false,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ crumb: crumb ?? '', outcome }).toString(),
  });
}

/** The `payment_return=<id>.<token>` a one-off form's challenge sends the browser back with. */
export function paymentReturnOf(location: string): { id: string; token: string } {
  const value = new URL(location, 'http://site.test').searchParams.get('payment_return') ?? '';
  const [id = '', token = ''] = value.split('.');
  return { id, token };
}
