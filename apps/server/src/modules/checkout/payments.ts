// Payment providers behind one interface: the built-in test gateway (by default) and Stripe's
// PaymentIntents (with STRIPE_SECRET_KEY). Every charge and refund carries an idempotency key, so
// a retried or doubled checkout charges once.
import { TEST_CARDS } from '@folio/core/store-api';
import { type Db, newId } from '@folio/db';
import Stripe from 'stripe';
import * as q from './queries.ts';

export type PaymentDetails =
  | { provider: 'test'; cardNumber: string; expMonth: number; expYear: number; cvc: string }
  | { provider: 'stripe'; paymentMethodId: string };

export type ChargeResult = { ok: true; paymentId: string } | { ok: false; code: string; message: string };

export interface ChargeRequest {
  amountCents: number;
  currencyCode: string;
  idempotencyKey: string;
  payment: PaymentDetails;
  description: string;
  /** Issue 20: which order and site the payment is for (Stripe's metadata, read back by the webhook). */
  metadata?: { orderId: string; websiteId: string };
}

export interface PaymentGateway {
  readonly name: 'test' | 'stripe';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(input: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
  /**
   * The successful charge made with this idempotency key, if any: how the sweep of stale orders
   * learns that a server was stopped after charging and before recording it (issue 15 part 4).
   * Throws when the gateway cannot say (the order is then left for the next sweep).
   */
  findCharge(idempotencyKey: string): Promise<{ paymentId: string } | null>;
  /** Issue 20 (decision 063): saves the buyer's payment method for later off-session charges. */
  savePaymentMethod(input: { payment: PaymentDetails; email: string }): Promise<SaveMethodResult>;
  /** Issue 20 (decision 063): charges a saved method without the buyer (a renewal); idempotent by key. */
  chargeOffSession(request: OffSessionChargeRequest): Promise<ChargeResult>;
}

export class PaymentError extends Error {}

/** Zero-decimal currencies send whole units to Stripe, the others cents: Folio stores both alike. */
const DECLINES: Record<string, { code: string; message: string }> = {
  [TEST_CARDS.declined]: { code: 'card_declined', message: 'Your card was declined.' },
  [TEST_CARDS.insufficientFunds]: {
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Checks a test card the way a real gateway would, before looking at which card it is. */
export function testCardProblem(
  payment: Extract<PaymentDetails, { provider: 'test' }>,
  now = new Date(),
): { code: string; message: string } | null {
  const digits = payment.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnOk(digits))
    return { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  const endOfMonth = Date.UTC(payment.expYear, payment.expMonth, 1);
  if (payment.expMonth < 1 || payment.expMonth > 12 || endOfMonth <= now.getTime())
    return { code: 'expired_card', message: 'Your card has expired.' };
  if (!/^\d{3,4}$/.test(payment.cvc))
    return { code: 'incorrect_cvc', message: "Your card's security code is incorrect." };
  return DECLINES[digits] ?? null;
}

/**
 * The built-in gateway: a ledger table keyed by idempotency key. The first request with a key
 * decides the outcome; every later one with the same key gets that outcome again.
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test' as const;
  constructor(private readonly db: Db) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (request.payment.provider !== 'test')
      return { ok: false, code: 'wrong_provider', message: 'This store takes card payments only.' };
    const problem = testCardProblem(request.payment);
    const digits = request.payment.cardNumber.replace(/\D/g, '');
    const row = await q.recordCharge(this.db, {
      id: `ch_${newId()}`,
      idempotencyKey: request.idempotencyKey,
      amountCents: request.amountCents,
      currency: request.currencyCode,
      status: problem ? 'declined' : 'succeeded',
      declineCode: problem?.code ?? null,
      last4: digits.slice(-4),
    });
    if (!row) throw new PaymentError('the test gateway lost a charge');
    if (row.status === 'succeeded') return { ok: true, paymentId: row.id };
    const known = Object.values(DECLINES).find((d) => d.code === row.declineCode);
    return {
      ok: false,
      code: row.declineCode ?? 'card_declined',
      message: known?.message ?? problem?.message ?? 'Your card was declined.',
    };
  }

  async findCharge(idempotencyKey: string): Promise<{ paymentId: string } | null> {
    const row = await q.findCharge(this.db, idempotencyKey);
    return row?.status === 'succeeded' ? { paymentId: row.id } : null;
  }

  async refund(input: { paymentId: string; amountCents: number }): Promise<{ refundId: string }> {
    const id = await q.refundCharge(this.db, input.paymentId, input.amountCents);
    if (!id) throw new PaymentError('no such test charge');
    return { refundId: `re_${id.slice(3)}` };
  }

  // Issue 20 (decision 063): saved cards are a token in the gateway's own table, never the number.
  async savePaymentMethod(input: { payment: PaymentDetails }): Promise<SaveMethodResult> {
    if (input.payment.provider !== 'test')
      return { ok: false, code: 'wrong_provider', message: 'This store takes card payments only.' };
    const problem = testCardProblem(input.payment);
    if (problem) return { ok: false, ...problem };
    const digits = input.payment.cardNumber.replace(/\D/g, '');
    const token = `pm_test_${newId()}`;
    await q.saveTestCard(this.db, {
      token,
      last4: digits.slice(-4),
      declineCode: digits === RENEWAL_DECLINE_CARD ? 'card_declined' : null,
    });
    return {
      ok: true,
      method: { provider: 'test', methodId: token, customerId: null, last4: digits.slice(-4) },
    };
  }

  async chargeOffSession(request: OffSessionChargeRequest): Promise<ChargeResult> {
    const card =
      request.method.provider === 'test' ? await q.testCard(this.db, request.method.methodId) : undefined;
    // The renewal-decline card pays with its holder present (the first period) and declines without.
    const declineCode = !card
      ? 'payment_method_missing'
      : request.offSession === false
        ? null
        : card.declineCode;
    const row = await q.recordCharge(this.db, {
      id: `ch_${newId()}`,
      idempotencyKey: request.idempotencyKey,
      amountCents: request.amountCents,
      currency: request.currencyCode,
      status: declineCode ? 'declined' : 'succeeded',
      declineCode,
      last4: card?.last4 ?? request.method.last4,
    });
    if (!row) throw new PaymentError('the test gateway lost a charge');
    if (row.status === 'succeeded') return { ok: true, paymentId: row.id };
    return { ok: false, code: row.declineCode ?? 'card_declined', message: 'Your card was declined.' };
  }
}

/** Stripe's PaymentIntents, confirmed at once with the payment method the checkout page made. */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  readonly #stripe: Stripe;

  constructor(
    secretKey: string,
    options: { host?: string; port?: number; protocol?: 'http' | 'https' } = {},
  ) {
    this.#stripe = new Stripe(secretKey, { maxNetworkRetries: 2, ...options });
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (request.payment.provider !== 'stripe')
      return { ok: false, code: 'wrong_provider', message: 'Please pay with the card form on this page.' };
    try {
      const intent = await this.#stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currencyCode.toLowerCase(),
          payment_method: request.payment.paymentMethodId,
          confirm: true,
          description: request.description,
          // Lets the sweep find the charge by its key (findCharge) if the answer never arrived.
          // The webhook (decision 060) finds the order by orderId and websiteId.
          metadata: { folio_key: request.idempotencyKey, ...request.metadata },
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'succeeded' || intent.status === 'processing')
        return { ok: true, paymentId: intent.id };
      return { ok: false, code: intent.status, message: 'Your payment could not be completed.' };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        return { ok: false, code: error.code ?? 'card_declined', message: error.message };
      throw error;
    }
  }

  async findCharge(idempotencyKey: string): Promise<{ paymentId: string } | null> {
    // The key is ours (`order-<24 hex>`), so it needs no quoting beyond the query's own quotes.
    if (!/^[\w-]{1,100}$/.test(idempotencyKey)) return null;
    const found = await this.#stripe.paymentIntents.search({
      query: `metadata['folio_key']:'${idempotencyKey}'`,
      limit: 10,
    });
    const paid = found.data.find((intent) => intent.status === 'succeeded' || intent.status === 'processing');
    return paid ? { paymentId: paid.id } : null;
  }

  async refund(input: { paymentId: string; amountCents: number; idempotencyKey: string }) {
    const refund = await this.#stripe.refunds.create(
      { payment_intent: input.paymentId, amount: input.amountCents },
      { idempotencyKey: input.idempotencyKey },
    );
    return { refundId: refund.id };
  }

  // Issue 20 (decision 063): a customer holding the payment method, charged off-session later.
  async savePaymentMethod(input: { payment: PaymentDetails; email: string }): Promise<SaveMethodResult> {
    if (input.payment.provider !== 'stripe')
      return { ok: false, code: 'wrong_provider', message: 'Please pay with the card form on this page.' };
    try {
      const customer = await this.#stripe.customers.create({ email: input.email });
      const method = await this.#stripe.paymentMethods.attach(input.payment.paymentMethodId, {
        customer: customer.id,
      });
      return {
        ok: true,
        method: {
          provider: 'stripe',
          methodId: method.id,
          customerId: customer.id,
          last4: method.card?.last4 ?? '',
        },
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        return { ok: false, code: error.code ?? 'card_declined', message: error.message };
      throw error;
    }
  }

  async chargeOffSession(request: OffSessionChargeRequest): Promise<ChargeResult> {
    if (request.method.provider !== 'stripe' || !request.method.customerId)
      return { ok: false, code: 'wrong_provider', message: 'The saved payment method is not a Stripe one.' };
    try {
      const intent = await this.#stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currencyCode.toLowerCase(),
          customer: request.method.customerId,
          payment_method: request.method.methodId,
          off_session: request.offSession ?? true,
          confirm: true,
          description: request.description,
          metadata: { folio_key: request.idempotencyKey, ...request.metadata },
          ...(request.offSession === false ? { setup_future_usage: 'off_session' as const } : {}),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'succeeded' || intent.status === 'processing')
        return { ok: true, paymentId: intent.id };
      return { ok: false, code: intent.status, message: 'Your payment could not be completed.' };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        return { ok: false, code: error.code ?? 'card_declined', message: error.message };
      throw error;
    }
  }
}

// Issue 20 (decision 063): saved payment methods and off-session charges (subscriptions' renewals).

/** A test card (Stripe's number for "saves, then declines") whose off-session charges all decline: a failing renewal. */
export const RENEWAL_DECLINE_CARD = '4000000000000341';

export interface SavedPaymentMethod {
  provider: 'test' | 'stripe';
  methodId: string;
  customerId: string | null;
  last4: string;
}

export type SaveMethodResult =
  | { ok: true; method: SavedPaymentMethod }
  | { ok: false; code: string; message: string };

export interface OffSessionChargeRequest {
  method: SavedPaymentMethod;
  amountCents: number;
  currencyCode: string;
  idempotencyKey: string;
  description: string;
  /** False for the first period, paid with the buyer present (Stripe keeps the method for later). */
  offSession?: boolean;
  metadata?: Record<string, string>;
}
