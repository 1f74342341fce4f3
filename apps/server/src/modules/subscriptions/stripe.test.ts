// Issue 20 (decision 063): Stripe's side of saved cards, against a local stand-in for Stripe's API:
// a customer holds the payment method; the first period is paid on-session with
// setup_future_usage; a renewal is an off-session PaymentIntent with the period as idempotency key.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeGateway } from '../checkout/service.ts';

interface Seen {
  path: string;
  idempotencyKey: string | undefined;
  body: URLSearchParams;
}

describe('issue 20: saved cards with Stripe', () => {
  let server: Server;
  const seen: Seen[] = [];
  let gateway: StripeGateway;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        const body = new URLSearchParams(raw);
        seen.push({ path: req.url ?? '', idempotencyKey: req.headers['idempotency-key'] as string, body });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/v1/customers') return res.end(JSON.stringify({ id: 'cus_1', object: 'customer' }));
        if (req.url === '/v1/payment_methods/pm_card_visa/attach')
          return res.end(
            JSON.stringify({
              id: 'pm_card_visa',
              object: 'payment_method',
              customer: 'cus_1',
              card: { last4: '4242' },
            }),
          );
        if (req.url === '/v1/payment_intents') {
          if (body.get('amount') === '999') {
            res.statusCode = 402;
            return res.end(
              JSON.stringify({
                error: {
                  type: 'card_error',
                  code: 'authentication_required',
                  message: 'Authentication required.',
                },
              }),
            );
          }
          return res.end(JSON.stringify({ id: 'pi_1', object: 'payment_intent', status: 'succeeded' }));
        }
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'no such route' } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    gateway = new StripeGateway('sk_test_subscriptions', { host: '127.0.0.1', port, protocol: 'http' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('issue 20: savePaymentMethod makes a customer and attaches the payment method to it', async () => {
    const saved = await gateway.savePaymentMethod({
      payment: { provider: 'stripe', paymentMethodId: 'pm_card_visa' },
      email: 'subscriber@example.com',
    });
    expect(saved).toEqual({
      ok: true,
      method: { provider: 'stripe', methodId: 'pm_card_visa', customerId: 'cus_1', last4: '4242' },
    });
    expect(seen.find((s) => s.path === '/v1/customers')?.body.get('email')).toBe('subscriber@example.com');
  });

  it('issue 20: the first period is on-session with setup_future_usage; a renewal is off-session, keyed by its period', async () => {
    const method = {
      provider: 'stripe' as const,
      methodId: 'pm_card_visa',
      customerId: 'cus_1',
      last4: '4242',
    };
    seen.length = 0;
    const first = await gateway.chargeSavedMethod({
      method,
      amountCents: 2500,
      currencyCode: 'USD',
      idempotencyKey: 'order-abc',
      description: 'first',
    });
    expect(first).toMatchObject({ ok: true, paymentId: 'pi_1' });
    const a = seen[0]!;
    expect(a.body.get('customer')).toBe('cus_1');
    expect(a.body.get('setup_future_usage')).toBe('off_session');
    expect(a.body.has('off_session')).toBe(false);
    expect(a.idempotencyKey).toBe('order-abc');
    const renewal = await gateway.chargeOffSession({
      method,
      amountCents: 2500,
      currencyCode: 'USD',
      idempotencyKey: 'sub-1-p2-a0',
      description: 'renewal',
    });
    expect(renewal.ok).toBe(true);
    const b = seen[1]!;
    expect(b.body.get('off_session')).toBe('true');
    expect(b.body.get('confirm')).toBe('true');
    expect(b.body.has('setup_future_usage')).toBe(false);
    expect(b.idempotencyKey).toBe('sub-1-p2-a0');
  });

  it('issue 20: a renewal the bank refuses off-session is a decline with its code (the retries take over)', async () => {
    const declined = await gateway.chargeOffSession({
      method: { provider: 'stripe', methodId: 'pm_card_visa', customerId: 'cus_1', last4: '4242' },
      amountCents: 999,
      currencyCode: 'USD',
      idempotencyKey: 'sub-1-p3-a0',
      description: 'renewal',
    });
    expect(declined).toMatchObject({ ok: false, code: 'authentication_required' });
  });
});
