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

/**
 * Issue 20 (decision 061): where a payment stands, as the gateway says. 'requires_action': the
 * customer must authenticate (3-D Secure); 'requires_capture': authorised, not yet taken;
 * 'processing': taken, the outcome comes later (Stripe's webhook); 'succeeded': captured.
 */
export type IntentStatus = 'requires_action' | 'requires_capture' | 'processing' | 'succeeded';

/** What the customer's browser does next: Folio's test challenge page, or Stripe.js's handleNextAction. */
export type NextAction = { kind: 'redirect'; url: string } | { kind: 'stripe'; clientSecret: string };

export type IntentResult =
  | { ok: true; paymentId: string; status: IntentStatus; action?: NextAction }
  | { ok: false; code: string; message: string; paymentId?: string };

/** An off-session charge the bank wants its holder to authenticate (a renewal of Stripe's 3184). */
export const AUTHENTICATION_REQUIRED = {
  code: 'authentication_required',
  message: 'Your bank asks you to confirm this payment: update your card or pay again with it.',
} as const;

/** The message of a refused authentication (the test challenge failed, or the bank said no). */
export const AUTHENTICATION_FAILED = {
  code: 'authentication_failed',
  message:
    'Your bank could not confirm this payment, so your card was not charged. Try again or use another card.',
} as const;

export interface ChargeRequest {
  amountCents: number;
  currencyCode: string;
  idempotencyKey: string;
  payment: PaymentDetails;
  description: string;
  /** Issue 20: which order and site the payment is for (Stripe's metadata, read back by the webhook). */
  metadata?: { orderId: string; websiteId: string };
  /** Issue 20 (decision 074): the site whose page asks the customer to authenticate, and where… */
  websiteId?: string;
  /** …the test challenge page sends them back to (a path on that site). */
  returnTo?: string;
}

/**
 * A payment provider (decision 061): an intent is created and confirmed with the customer's card
 * (authorised, or waiting for the customer's authentication), read again after that action,
 * captured, cancelled or refunded. Every call that changes money carries an idempotency key.
 */
export interface PaymentGateway {
  readonly name: 'test' | 'stripe';
  /** Creates and confirms the intent: authorised ('requires_capture'), or an action the customer takes. */
  createIntent(request: ChargeRequest): Promise<IntentResult>;
  /** The intent as the gateway has it now (after the customer's action): never the browser's word. */
  confirmIntent(paymentId: string): Promise<IntentResult>;
  /** Takes an authorised payment; a captured one answers as it is. */
  capture(paymentId: string, idempotencyKey: string): Promise<IntentResult>;
  /** Lets go of an authorisation or an intent waiting for the customer (nothing was taken). */
  cancel(paymentId: string, idempotencyKey: string): Promise<void>;
  /** Refunds all or part of a captured payment. */
  refund(input: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
  /**
   * The payment made with this idempotency key when it was authorised or captured: how the sweep
   * of stale orders learns that a server stopped after authorising (or capturing) and before
   * recording it (issue 15 part 4, issue 20). Throws when the gateway cannot say.
   */
  findCharge(
    idempotencyKey: string,
  ): Promise<{ paymentId: string; status: 'requires_capture' | 'succeeded' } | null>;
  /** Issue 20 (decision 063): saves the buyer's payment method for later off-session charges. */
  savePaymentMethod(input: { payment: PaymentDetails; email: string }): Promise<SaveMethodResult>;
  /** Issue 20 (decision 063): charges a saved method without the buyer (a renewal); idempotent by key. */
  chargeOffSession(request: OffSessionChargeRequest): Promise<ChargeResult>;
  /**
   * Issue 20 (decision 074): charges a saved method with its holder present (a first period, a
   * first monthly gift): taken at once, or the authentication the bank asks first (3-D Secure),
   * read again by confirmIntent after it. The method stays usable off-session for renewals.
   */
  chargeSavedMethod(request: OffSessionChargeRequest): Promise<IntentResult>;
}

export class PaymentError extends Error {}

export type ChargeResult = { ok: true; paymentId: string } | { ok: false; code: string; message: string };

/**
 * Issue 20 (decision 074): a payment made with the customer present, as each one-off form (a
 * donation, a gift card, joining a plan, a first subscription period) takes it: taken, or the
 * action the customer must take first (the test challenge page, or Stripe.js's handleNextAction).
 */
export type PresentResult =
  | { ok: true; paymentId: string; status: 'succeeded' | 'processing' }
  | { ok: 'action'; paymentId: string; action: NextAction }
  | { ok: false; code: string; message: string; paymentId?: string };

/**
 * Takes a customer-present intent on from what the gateway says of it: an authorisation is
 * captured; a refusal lets go of whatever was held (nothing taken); an intent waiting for the
 * customer answers the action. `processing` counts as taken (Stripe's webhook settles it,
 * decision 060). Keys derive from `key`, so a retry meets the same capture or cancel.
 */
export async function takePaymentIntent(
  gateway: PaymentGateway,
  intent: IntentResult,
  key: string,
): Promise<PresentResult> {
  if (!intent.ok) {
    if (intent.paymentId) await gateway.cancel(intent.paymentId, `${key}-cancel`);
    return intent;
  }
  if (intent.status === 'requires_action') {
    if (!intent.action) throw new PaymentError('the gateway asked for an action without saying which');
    return { ok: 'action', paymentId: intent.paymentId, action: intent.action };
  }
  if (intent.status !== 'requires_capture')
    return { ok: true, paymentId: intent.paymentId, status: intent.status };
  const taken = await gateway.capture(intent.paymentId, `${key}-capture`);
  if (!taken.ok) {
    await gateway.cancel(intent.paymentId, `${key}-cancel`);
    return { ok: false, code: taken.code, message: taken.message, paymentId: intent.paymentId };
  }
  if (taken.status !== 'succeeded' && taken.status !== 'processing')
    throw new PaymentError(`a capture answered ${taken.status}`);
  return { ok: true, paymentId: taken.paymentId, status: taken.status };
}

/** A new customer-present payment (authorise, then capture), or the action it waits for. */
export async function chargePresent(gateway: PaymentGateway, request: ChargeRequest): Promise<PresentResult> {
  return takePaymentIntent(gateway, await gateway.createIntent(request), request.idempotencyKey);
}

/**
 * After the customer's action: the payment as the gateway has it now (never the browser's word),
 * taken on as `chargePresent` would. Still waiting: the same action again.
 */
export async function settleAfterAction(
  gateway: PaymentGateway,
  paymentId: string,
  key: string,
): Promise<PresentResult> {
  return takePaymentIntent(gateway, await gateway.confirmIntent(paymentId), key);
}

/** A path on the same site, for a challenge's return (never another origin). */
export function isSitePath(path: string): boolean {
  return /^\/(?![/\\])[\x21-\x7e]{0,1999}$/.test(path);
}

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

/** Issue 20 (decision 062): the address of the test gateway's 3-D Secure challenge for a payment. */
export function testChallengePath(paymentId: string): string {
  return `/commerce/test-challenge/${paymentId}`;
}

export const TEST_PAYMENT_ID = /^ch_[0-9a-f]{24}$/;

/**
 * The built-in gateway: a ledger table keyed by idempotency key. The first request with a key
 * decides the outcome; every later one with the same key gets that payment as it is now. A card is
 * authorised ('requires_capture') and taken by capture; the authentication card first waits for
 * the test challenge page ('requires_action').
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test' as const;
  constructor(private readonly db: Db) {}

  #result(row: q.ChargeRow): IntentResult {
    if (row.status === 'declined' || row.status === 'canceled') {
      const known = [...Object.values(DECLINES), AUTHENTICATION_FAILED].find(
        (d) => d.code === row.declineCode,
      );
      return {
        ok: false,
        paymentId: row.id,
        code: row.declineCode ?? (row.status === 'canceled' ? 'canceled' : 'card_declined'),
        message:
          known?.message ??
          (row.status === 'canceled' ? 'This payment was cancelled.' : 'Your card was declined.'),
      };
    }
    if (row.status === 'requires_action')
      return {
        ok: true,
        paymentId: row.id,
        status: 'requires_action',
        action: { kind: 'redirect', url: testChallengePath(row.id) },
      };
    return { ok: true, paymentId: row.id, status: row.status };
  }

  async createIntent(request: ChargeRequest): Promise<IntentResult> {
    if (request.payment.provider !== 'test')
      return { ok: false, code: 'wrong_provider', message: 'This store takes card payments only.' };
    const problem = testCardProblem(request.payment);
    const digits = request.payment.cardNumber.replace(/\D/g, '');
    const row = await q.recordCharge(this.db, {
      id: `ch_${newId()}`,
      idempotencyKey: request.idempotencyKey,
      amountCents: request.amountCents,
      currency: request.currencyCode,
      status: problem
        ? 'declined'
        : digits === TEST_CARDS.authenticationRequired
          ? 'requires_action'
          : 'requires_capture',
      declineCode: problem?.code ?? null,
      last4: digits.slice(-4),
      websiteId: request.websiteId ?? request.metadata?.websiteId ?? null,
      returnTo: request.returnTo && isSitePath(request.returnTo) ? request.returnTo : null,
    });
    if (!row) throw new PaymentError('the test gateway lost a charge');
    const result = this.#result(row);
    // The card's own problem (a wrong number, an expired card) says what it is.
    return !result.ok && problem && row.declineCode === problem.code
      ? { ...result, message: problem.message }
      : result;
  }

  async confirmIntent(paymentId: string): Promise<IntentResult> {
    const row = await q.chargeById(this.db, paymentId);
    if (!row) throw new PaymentError('no such test charge');
    return this.#result(row);
  }

  /** The payment a test challenge page is about. */
  async challengeOf(paymentId: string) {
    return q.chargeById(this.db, paymentId);
  }

  /** The test challenge page's answer: authenticated (authorised) or refused. Once. */
  async completeChallenge(paymentId: string, isAuthenticated: boolean): Promise<IntentResult> {
    await q.moveCharge(
      this.db,
      paymentId,
      ['requires_action'],
      isAuthenticated
        ? { status: 'requires_capture' }
        : { status: 'declined', declineCode: AUTHENTICATION_FAILED.code },
    );
    return this.confirmIntent(paymentId);
  }

  async capture(paymentId: string): Promise<IntentResult> {
    await q.moveCharge(this.db, paymentId, ['requires_capture'], { status: 'succeeded' });
    return this.confirmIntent(paymentId);
  }

  async cancel(paymentId: string): Promise<void> {
    await q.moveCharge(this.db, paymentId, ['requires_action', 'requires_capture'], { status: 'canceled' });
  }

  async findCharge(idempotencyKey: string) {
    const row = await q.findCharge(this.db, idempotencyKey);
    return row?.status === 'succeeded' || row?.status === 'requires_capture'
      ? { paymentId: row.id, status: row.status }
      : null;
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
      requiresAction: digits === TEST_CARDS.authenticationRequired,
    });
    return {
      ok: true,
      method: { provider: 'test', methodId: token, customerId: null, last4: digits.slice(-4) },
    };
  }

  async chargeOffSession(request: OffSessionChargeRequest): Promise<ChargeResult> {
    const card =
      request.method.provider === 'test' ? await q.testCard(this.db, request.method.methodId) : undefined;
    // Without its holder: the renewal-decline card declines, and the authentication card cannot
    // authenticate (as Stripe's 3184 asks on every charge).
    const declineCode = !card
      ? 'payment_method_missing'
      : card.requiresAction
        ? AUTHENTICATION_REQUIRED.code
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
    return {
      ok: false,
      code: row.declineCode ?? 'card_declined',
      message:
        row.declineCode === AUTHENTICATION_REQUIRED.code
          ? AUTHENTICATION_REQUIRED.message
          : 'Your card was declined.',
    };
  }

  async chargeSavedMethod(request: OffSessionChargeRequest): Promise<IntentResult> {
    const card =
      request.method.provider === 'test' ? await q.testCard(this.db, request.method.methodId) : undefined;
    // With its holder present the renewal-decline card pays (the first period); the
    // authentication card waits for the test challenge page.
    const row = await q.recordCharge(this.db, {
      id: `ch_${newId()}`,
      idempotencyKey: request.idempotencyKey,
      amountCents: request.amountCents,
      currency: request.currencyCode,
      status: !card ? 'declined' : card.requiresAction ? 'requires_action' : 'succeeded',
      declineCode: card ? null : 'payment_method_missing',
      last4: card?.last4 ?? request.method.last4,
      websiteId: request.websiteId ?? null,
      returnTo: request.returnTo && isSitePath(request.returnTo) ? request.returnTo : null,
    });
    if (!row) throw new PaymentError('the test gateway lost a charge');
    return this.#result(row);
  }
}

function stripeResult(intent: Stripe.PaymentIntent): IntentResult {
  switch (intent.status) {
    case 'succeeded':
    case 'processing':
    case 'requires_capture':
      return { ok: true, paymentId: intent.id, status: intent.status as IntentStatus };
    case 'requires_action':
      return intent.client_secret
        ? {
            ok: true,
            paymentId: intent.id,
            status: 'requires_action',
            action: { kind: 'stripe', clientSecret: intent.client_secret },
          }
        : {
            ok: false,
            paymentId: intent.id,
            code: 'requires_action',
            message: 'Your payment could not be completed.',
          };
    case 'requires_payment_method':
      // After a failed authentication Stripe asks for another payment method: the attempt failed.
      return {
        ok: false,
        paymentId: intent.id,
        code: intent.last_payment_error?.code ?? AUTHENTICATION_FAILED.code,
        message: intent.last_payment_error?.message ?? AUTHENTICATION_FAILED.message,
      };
    default:
      return {
        ok: false,
        paymentId: intent.id,
        code: intent.status,
        message: 'Your payment could not be completed.',
      };
  }
}

/**
 * Stripe's PaymentIntents, confirmed at once with the payment method the checkout page made and
 * captured separately (capture_method manual): authorise, then capture. 3-D Secure answers
 * requires_action with the client secret for Stripe.js's handleNextAction (decision 062).
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  readonly #stripe: Stripe;

  constructor(
    secretKey: string,
    options: { host?: string; port?: number; protocol?: 'http' | 'https' } = {},
  ) {
    this.#stripe = new Stripe(secretKey, { maxNetworkRetries: 2, ...options });
  }

  async #call(run: () => Promise<Stripe.PaymentIntent>): Promise<IntentResult> {
    try {
      return stripeResult(await run());
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        return { ok: false, code: error.code ?? 'card_declined', message: error.message };
      throw error;
    }
  }

  createIntent(request: ChargeRequest): Promise<IntentResult> {
    const { payment } = request;
    if (payment.provider !== 'stripe')
      return Promise.resolve({
        ok: false,
        code: 'wrong_provider',
        message: 'Please pay with the card form on this page.',
      });
    return this.#call(() =>
      this.#stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currencyCode.toLowerCase(),
          payment_method: payment.paymentMethodId,
          confirm: true,
          capture_method: 'manual',
          description: request.description,
          // Lets the sweep find the charge by its key (findCharge) if the answer never arrived.
          // The webhook (decision 060) finds the order by orderId and websiteId.
          metadata: { folio_key: request.idempotencyKey, ...request.metadata },
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
  }

  confirmIntent(paymentId: string): Promise<IntentResult> {
    return this.#call(() => this.#stripe.paymentIntents.retrieve(paymentId));
  }

  async capture(paymentId: string, idempotencyKey: string): Promise<IntentResult> {
    const now = await this.confirmIntent(paymentId);
    if (!now.ok || now.status !== 'requires_capture') return now;
    return this.#call(() => this.#stripe.paymentIntents.capture(paymentId, {}, { idempotencyKey }));
  }

  async cancel(paymentId: string, idempotencyKey: string): Promise<void> {
    const now = await this.#stripe.paymentIntents.retrieve(paymentId);
    if (now.status === 'succeeded' || now.status === 'canceled' || now.status === 'processing') return;
    await this.#stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey });
  }

  async findCharge(idempotencyKey: string) {
    // The key is ours (`order-<24 hex>`), so it needs no quoting beyond the query's own quotes.
    if (!/^[\w-]{1,100}$/.test(idempotencyKey)) return null;
    const found = await this.#stripe.paymentIntents.search({
      query: `metadata['folio_key']:'${idempotencyKey}'`,
      limit: 10,
    });
    const paid = found.data.find((intent) => intent.status === 'succeeded' || intent.status === 'processing');
    if (paid) return { paymentId: paid.id, status: 'succeeded' as const };
    const held = found.data.find((intent) => intent.status === 'requires_capture');
    return held ? { paymentId: held.id, status: 'requires_capture' as const } : null;
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
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: { folio_key: request.idempotencyKey, ...request.metadata },
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

  chargeSavedMethod(request: OffSessionChargeRequest): Promise<IntentResult> {
    const { method } = request;
    if (method.provider !== 'stripe' || !method.customerId)
      return Promise.resolve({
        ok: false,
        code: 'wrong_provider',
        message: 'The saved payment method is not a Stripe one.',
      });
    const customer = method.customerId;
    // Captured at once (automatic capture); 3-D Secure answers requires_action with the client
    // secret, and the method is kept for the off-session renewals after it.
    return this.#call(() =>
      this.#stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currencyCode.toLowerCase(),
          customer,
          payment_method: method.methodId,
          confirm: true,
          setup_future_usage: 'off_session',
          description: request.description,
          metadata: { folio_key: request.idempotencyKey, ...request.metadata },
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
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
  metadata?: Record<string, string>;
  /** Decision 074, with the holder present: the site asking, and where its challenge returns to. */
  websiteId?: string;
  returnTo?: string;
}
