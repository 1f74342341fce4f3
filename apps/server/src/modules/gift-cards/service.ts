// Gift cards (issue 20 section 4, SHOP-006, decision 065): gift-card products (product type 4) with
// denominations, their purchase at /checkout/giftcard (the card is pending until the gateway charged
// it, then active with a code emailed to the recipient once), redemption at the store's checkout
// (a reserve/release pair run inside the checkout's transaction, a ledger row per change), the
// visitors' balance check, and the owner's list, issue and void. A code is 16 characters from an
// alphabet without look-alikes (80 bits), shown as XXXX-XXXX-XXXX-XXXX; only its SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { emailProblem, formatMoney } from '@folio/core';
import { type Db, newId } from '@folio/db';
import { AppError, conflict, invalid, notFound } from '../../errors.ts';
import {
  chargePresent,
  isPaymentReturnToken,
  type NextAction,
  type PaymentGateway,
  type PresentResult,
  paymentReturn,
  paymentUnavailable,
  settleAfterAction,
} from '../checkout/service.ts';
import * as email from '../email/service.ts';
import { type Quota, takeQuota } from '../quotas/service.ts';
import * as q from './queries.ts';

export type { GiftCardProductRow, GiftCardRow } from './queries.ts';

/** Where visitors buy a gift card (SHOP-006) and check a balance. */
export const GIFT_CARD_CHECKOUT_PATH = '/checkout/giftcard';
export const GIFT_CARD_BALANCE_PATH = '/commerce/gift-card-balance';

/** Balance checks by anonymous visitors, per site and hour: guessing codes is the abuse to stop. */
export const BALANCE_CHECK_QUOTA: Quota = {
  kind: 'gift-card-balance-checks',
  limit: 300,
  windowMs: 3_600_000,
};

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_PATTERN = /^[A-Z0-9]{16}$/;

/** A new code, XXXX-XXXX-XXXX-XXXX (32 symbols, 5 bits each: 80 random bits). */
export function newGiftCardCode(): string {
  const bytes = randomBytes(16);
  const chars = Array.from(bytes, (b) => ALPHABET[b & 31]!).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** The code as typed (spaces, hyphens, lower case forgiven), or null when it cannot be a code. */
export function normalizeCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  return CODE_PATTERN.test(plain) ? plain : null;
}

export function codeHashOf(plain: string): string {
  return createHash('sha256').update(`folio-gift-card:${plain}`).digest('hex');
}

// Products.

export interface Denomination {
  sku: string;
  amountCents: number;
}

export interface GiftCardProductInput {
  title: string;
  description: string;
  denominations: Denomination[];
  isVisible: boolean;
}

export interface GiftCardProductView extends GiftCardProductInput {
  id: string;
  /** SHOP-022: product type 4 in Squarespace's numbering. */
  productType: 'gift card';
  checkoutPath: string;
}

export function productViewOf(row: q.GiftCardProductRow): GiftCardProductView {
  return {
    id: row.id,
    productType: 'gift card',
    title: row.title,
    description: row.description,
    denominations: row.denominations,
    isVisible: row.isVisible,
    checkoutPath: `${GIFT_CARD_CHECKOUT_PATH}?websiteId=${row.websiteId}&giftCardProductId=${row.id}`,
  };
}

export async function listProducts(db: Db, websiteId: string): Promise<GiftCardProductView[]> {
  return (await q.listProducts(db, websiteId)).map(productViewOf);
}

function productProblems(input: GiftCardProductInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (input.title.trim() === '') errors.title = 'Give the gift card a title.';
  if (input.denominations.length === 0) errors.denominations = 'Add at least one amount.';
  const skus = new Set<string>();
  const amounts = new Set<number>();
  input.denominations.forEach((d, i) => {
    if (d.amountCents < 100) errors[`denominations.${i}.amountCents`] = 'An amount is at least 1.00.';
    if (amounts.has(d.amountCents)) errors[`denominations.${i}.amountCents`] = 'This amount is listed twice.';
    amounts.add(d.amountCents);
    if (d.sku !== '' && skus.has(d.sku)) errors[`denominations.${i}.sku`] = 'This SKU is used twice.';
    skus.add(d.sku);
  });
  return errors;
}

export async function saveProduct(
  db: Db,
  websiteId: string,
  id: string | null,
  input: GiftCardProductInput,
): Promise<GiftCardProductView> {
  const errors = productProblems(input);
  if (Object.keys(errors).length > 0)
    throw new AppError({
      kind: 'invalid',
      code: 'gift_card_product_invalid',
      message: Object.values(errors)[0]!,
      extra: { errors },
    });
  const denominations = [...input.denominations]
    .sort((a, b) => a.amountCents - b.amountCents)
    .map((d) => ({ amountCents: d.amountCents, sku: d.sku || `GC-${newId().slice(-8).toUpperCase()}` }));
  const values = {
    title: input.title.trim(),
    description: input.description,
    denominations,
    isVisible: input.isVisible,
  };
  if (id === null) return productViewOf(await q.insertProduct(db, { id: newId(), websiteId, ...values }));
  const row = await q.updateProduct(db, websiteId, id, values);
  if (!row) throw notFound('That gift card product no longer exists.', 'gift_card_product_not_found');
  return productViewOf(row);
}

export async function deleteProduct(db: Db, websiteId: string, id: string): Promise<void> {
  if (!(await q.deleteProduct(db, websiteId, id)))
    throw notFound('That gift card product no longer exists.', 'gift_card_product_not_found');
}

// The visitor's gift-card checkout page (SHOP-006).

export type GiftCardCheckoutView =
  | {
      state: 'ready';
      websiteId: string;
      product: { id: string; title: string; description: string; denominations: Denomination[] };
      selectedSku: string;
      currencyCode: string;
    }
  | { state: 'missing'; message: string };

/**
 * What /checkout/giftcard shows for its query: the product's form, or a clear message when the
 * query is missing or names no gift card of this site (never the 404 page).
 */
export async function checkoutPageOf(
  db: Db,
  site: { id: string; currencyCode: string },
  query: URLSearchParams,
): Promise<GiftCardCheckoutView> {
  const websiteId = query.get('websiteId') ?? '';
  const productId = query.get('giftCardProductId') ?? '';
  if (websiteId === '' || productId === '')
    return {
      state: 'missing',
      message:
        'This gift card link is incomplete: it needs the websiteId and giftCardProductId of a gift card.',
    };
  const row =
    websiteId === site.id && /^[0-9a-f]{24}$/.test(productId)
      ? await q.findProduct(db, site.id, productId)
      : undefined;
  if (!row?.isVisible)
    return { state: 'missing', message: 'This gift card is not available. It may have been removed.' };
  const sku = query.get('sku') ?? '';
  const selected = row.denominations.find((d) => d.sku === sku) ?? row.denominations[0];
  return {
    state: 'ready',
    websiteId: site.id,
    product: {
      id: row.id,
      title: row.title,
      description: row.description,
      denominations: row.denominations,
    },
    selectedSku: selected?.sku ?? '',
    currencyCode: site.currencyCode,
  };
}

// Buying a gift card.

export interface PurchaseInput {
  giftCardProductId: string;
  sku: string;
  recipientEmail: string;
  message: string;
  buyerName: string;
  buyerEmail: string;
  payment: unknown;
}

export interface PurchaseDeps {
  db: Db;
  /** The checkout's gateway: the purchase is paid with the buyer present (decision 074, 075). */
  gateway: PaymentGateway;
  /** Signs the confirm token of a payment waiting for the buyer's authentication. */
  secret: string;
  site: { id: string; title: string; currencyCode: string };
  origin: string;
  onEmailQueued: () => void;
  log: (error: unknown) => void;
}

function purchaseInvalid(errors: Record<string, string>): never {
  throw new AppError({
    kind: 'invalid',
    code: 'gift_card_invalid',
    message: Object.values(errors)[0] ?? 'Check the form.',
    extra: { errors },
  });
}

function giftCardEmail(
  card: { initialCents: number; currency: string; message: string; buyerName: string },
  code: string,
  site: { title: string },
  origin: string,
) {
  const amount = formatMoney(card.initialCents, card.currency);
  const from = card.buyerName.trim() || site.title;
  const lines = [
    `${from} sent you a ${amount} gift card for ${site.title}.`,
    '',
    ...(card.message.trim() ? [card.message.trim(), '', `— ${from}`, ''] : []),
    `Your gift card code: ${code}`,
    '',
    `Enter it at checkout on ${origin}/ to pay with it. It can be used over several orders until its balance is spent.`,
    `Check its balance: ${origin}${GIFT_CARD_BALANCE_PATH}`,
  ];
  return { subject: `Your ${amount} gift card for ${site.title}`, text: lines.join('\n') };
}

function receiptEmail(
  card: {
    initialCents: number;
    currency: string;
    recipientEmail: string;
    codeLast4: string;
    paymentId: string | null;
  },
  site: { title: string },
) {
  const amount = formatMoney(card.initialCents, card.currency);
  return {
    subject: `Your receipt: a ${amount} gift card from ${site.title}`,
    text: [
      `Thank you. You paid ${amount} for a ${site.title} gift card.`,
      '',
      `We emailed its code (ending ${card.codeLast4}) and your message to ${card.recipientEmail}.`,
      ...(card.paymentId ? ['', `Payment reference: ${card.paymentId}`] : []),
    ].join('\n'),
  };
}

/**
 * Activates a pending card: its code is made, its issue written to the ledger and the recipient's
 * email queued, in one transaction, only by the caller whose conditional UPDATE found it pending
 * (exactly one email per card, however often this runs).
 */
async function activateAndSend(
  db: Db,
  cardId: string,
  paymentId: string | null,
  site: { title: string },
  origin: string,
): Promise<{ card: q.GiftCardRow; code: string } | null> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    for (let attempt = 0; attempt < 3; attempt++) {
      const code = newGiftCardCode();
      const plain = normalizeCode(code)!;
      const hash = codeHashOf(plain);
      // 80 random bits: a clash is unheard of; should one happen, another code is drawn.
      if (await q.cardByHashAnySite(tx, hash)) continue;
      const card = await q.activate(tx, cardId, { codeHash: hash, codeLast4: plain.slice(-4), paymentId });
      if (!card) return null;
      await q.addLedger(tx, {
        giftCardId: card.id,
        websiteId: card.websiteId,
        kind: 'issue',
        amountCents: card.initialCents,
        orderId: null,
      });
      const mails = [
        { websiteId: card.websiteId, to: card.recipientEmail, ...giftCardEmail(card, code, site, origin) },
      ];
      // The buyer's receipt names the recipient and the last four of the code, never the code.
      if (card.source === 'purchase' && card.buyerEmail)
        mails.push({ websiteId: card.websiteId, to: card.buyerEmail, ...receiptEmail(card, site) });
      await email.enqueue(tx, mails);
      return { card, code };
    }
    throw new Error('could not draw a unique gift card code');
  });
}

export interface PurchasedGiftCard {
  giftCard: {
    id: string;
    amountCents: number;
    currencyCode: string;
    recipientEmail: string;
    buyerEmail: string;
    codeLast4: string;
  };
  /** Decision 075: the buyer authenticates first (3-D Secure), then confirms with this token. */
  requiresAction?: NextAction;
  confirmToken?: string;
}

/** Buys a gift card: validates, writes it pending, charges (its id the idempotency key), activates it. */
export async function purchase(deps: PurchaseDeps, input: PurchaseInput): Promise<PurchasedGiftCard> {
  const { db, site } = deps;
  const product = /^[0-9a-f]{24}$/.test(input.giftCardProductId)
    ? await q.findProduct(db, site.id, input.giftCardProductId)
    : undefined;
  if (!product?.isVisible)
    throw notFound(
      'This gift card is not available. It may have been removed.',
      'gift_card_product_not_found',
    );
  const denomination = product.denominations.find((d) => d.sku === input.sku);
  const errors: Record<string, string> = {};
  if (!denomination) errors.sku = 'Choose one of the amounts.';
  const recipient = input.recipientEmail.trim();
  const buyer = input.buyerEmail.trim();
  const recipientIssue = emailProblem(recipient, { isRequired: true });
  if (recipientIssue) errors.recipientEmail = recipientIssue;
  const buyerIssue = emailProblem(buyer, { isRequired: true });
  if (buyerIssue) errors.buyerEmail = buyerIssue;
  if (input.buyerName.trim() === '') errors.buyerName = 'Enter your name.';
  if (Object.keys(errors).length > 0 || !denomination) purchaseInvalid(errors);

  const card = await q.insertCard(db, {
    id: newId(),
    websiteId: site.id,
    status: 'pending',
    source: 'purchase',
    productId: product.id,
    sku: denomination.sku,
    initialCents: denomination.amountCents,
    balanceCents: denomination.amountCents,
    currency: site.currencyCode,
    buyerName: input.buyerName.trim(),
    buyerEmail: buyer,
    recipientEmail: recipient,
    message: input.message.trim(),
    paymentProvider: deps.gateway.name,
  });
  // Decision 075: a card that asks for 3-D Secure sends the buyer to the bank's challenge, which
  // returns to this gift card's checkout page to confirm.
  const result = await chargePresent(deps.gateway, {
    amountCents: card.initialCents,
    currencyCode: card.currency,
    idempotencyKey: `giftcard-${card.id}`,
    payment: input.payment as never,
    description: `${site.title} gift card`,
    websiteId: site.id,
    returnTo: confirmReturn(deps.secret, card).returnTo,
  }).catch(paymentUnavailable(deps.log));
  return advance(deps, card, result);
}

/** Decision 075: where the bank's challenge sends the buyer back to, and the confirm's token. */
function confirmReturn(secret: string, card: q.GiftCardRow) {
  const path = `${GIFT_CARD_CHECKOUT_PATH}?websiteId=${card.websiteId}&giftCardProductId=${card.productId ?? ''}&sku=${encodeURIComponent(card.sku)}`;
  return paymentReturn(secret, 'giftcard', card.id, path);
}

function purchasedOf(row: q.GiftCardRow): PurchasedGiftCard {
  return {
    giftCard: {
      id: row.id,
      amountCents: row.initialCents,
      currencyCode: row.currency,
      recipientEmail: row.recipientEmail,
      buyerEmail: row.buyerEmail,
      codeLast4: row.codeLast4,
    },
  };
}

/** Takes a pending purchase on: the buyer's action to take, refused (the card goes), or paid once. */
async function advance(
  deps: PurchaseDeps,
  card: q.GiftCardRow,
  result: PresentResult,
): Promise<PurchasedGiftCard> {
  if (result.ok === 'action') {
    await q.attachPayment(deps.db, card.id, result.paymentId);
    return {
      ...purchasedOf(card),
      requiresAction: result.action,
      confirmToken: confirmReturn(deps.secret, card).token,
    };
  }
  if (!result.ok) {
    await q.deletePending(deps.db, card.id);
    throw new AppError({
      kind: 'payment_required',
      code: result.code === 'authentication_failed' ? result.code : 'payment_declined',
      message: result.message,
    });
  }
  const activated = await activateAndSend(deps.db, card.id, result.paymentId, deps.site, deps.origin);
  if (activated) deps.onEmailQueued();
  return purchasedOf(activated?.card ?? (await q.findCard(deps.db, card.websiteId, card.id)) ?? card);
}

/**
 * Decision 075: the gift card page's confirm after the buyer's authentication (the test challenge
 * page, or Stripe.js's handleNextAction): the card named by the signed token, its payment read
 * from the gateway, never from the browser. A card already paid answers as it is (a reload).
 */
export async function confirmPurchase(
  deps: PurchaseDeps,
  input: { id: string; token: string },
): Promise<PurchasedGiftCard> {
  const card = isPaymentReturnToken(deps.secret, 'giftcard', input.id, input.token)
    ? await q.findCard(deps.db, deps.site.id, input.id)
    : undefined;
  if (card?.source !== 'purchase' || (card.status === 'pending' && !card.paymentId))
    throw new AppError({
      kind: 'conflict',
      code: 'nothing_to_confirm',
      message: 'This payment was not completed, so nothing was charged. Please buy the gift card again.',
    });
  if (card.status !== 'pending') return purchasedOf(card);
  const result = await settleAfterAction(deps.gateway, card.paymentId!, `giftcard-${card.id}`).catch(
    paymentUnavailable(deps.log),
  );
  return advance(deps, card, result);
}

/** Bought cards still pending after this long are settled by the sweep (as pending orders). */
export const PENDING_PURCHASE_TTL_MS = 30 * 60 * 1000;

/**
 * Decision 075, the gift cards' part of the `store.sweep` job: purchases left pending (the buyer
 * left during the bank's challenge, or the server stopped after charging). The gateway is asked by
 * the card's key: a charged card is activated and emailed (once); otherwise a payment still
 * waiting for the buyer is cancelled and the pending card deleted. When the gateway cannot
 * answer, the card waits for the next sweep.
 */
export async function settleStalePurchases(
  deps: {
    db: Db;
    gateway: PaymentGateway;
    siteOf: (websiteId: string) => Promise<{ title: string; origin: string } | undefined>;
    onEmailQueued: () => void;
    log: (error: unknown) => void;
  },
  now = Date.now(),
): Promise<{ paid: number; dropped: number }> {
  const { db, gateway } = deps;
  const settled = { paid: 0, dropped: 0 };
  for (const card of await q.stalePurchases(db, new Date(now - PENDING_PURCHASE_TTL_MS))) {
    const key = `giftcard-${card.id}`;
    let charge: { paymentId: string } | null = null;
    if (card.paymentProvider === gateway.name) {
      try {
        const found = await gateway.findCharge(key);
        const taken =
          found?.status === 'requires_capture'
            ? await gateway.capture(found.paymentId, `${key}-capture`)
            : null;
        charge = found && (taken === null || taken.ok) ? found : null;
        // An intent still waiting for the buyer's authentication is let go of: nothing is taken.
        if (!charge && card.paymentId) await gateway.cancel(card.paymentId, `${key}-cancel`);
      } catch (error) {
        deps.log(error);
        continue;
      }
    }
    if (!charge) {
      await q.deletePending(db, card.id);
      settled.dropped++;
      continue;
    }
    const site = await deps.siteOf(card.websiteId);
    if (!site) continue;
    if (await activateAndSend(db, card.id, charge.paymentId, site, site.origin)) {
      settled.paid++;
      deps.onEmailQueued();
    }
  }
  return settled;
}

// Redemption at the store's checkout: a reserve/release pair.

/**
 * Takes up to `amountCents` of an order's total from the card the code names, inside the checkout's
 * transaction: the card row is locked and its balance taken by a conditional UPDATE, so concurrent
 * checkouts on one card queue and the balance never goes below zero. A ledger row records the
 * redemption (one per card and order). Throws a clear conflict when the code names no usable card.
 */
export async function reserveGiftCard(
  tx: Db,
  input: { websiteId: string; code: string; orderId: string; amountCents: number; currencyCode: string },
): Promise<{ appliedCents: number; balanceCents: number }> {
  const plain = normalizeCode(input.code);
  if (!plain) throw invalid('That gift card code is not valid. Check it and try again.', 'gift_card_invalid');
  const card = await q.lockCardByHash(tx, input.websiteId, codeHashOf(plain));
  if (!card || card.status === 'pending')
    throw conflict('That gift card code is not valid. Check it and try again.', 'gift_card_invalid');
  if (card.status === 'void') throw conflict('This gift card has been cancelled.', 'gift_card_void');
  if (card.currency !== input.currencyCode)
    throw conflict('This gift card is in another currency.', 'gift_card_currency');
  if (card.balanceCents <= 0) throw conflict('This gift card has no balance left.', 'gift_card_spent');
  const applied = Math.min(card.balanceCents, Math.max(0, input.amountCents));
  if (applied === 0) return { appliedCents: 0, balanceCents: card.balanceCents };
  const taken = await q.takeBalance(tx, card.id, applied);
  if (!taken) throw conflict('This gift card has no balance left.', 'gift_card_spent');
  await q.addLedger(tx, {
    giftCardId: card.id,
    websiteId: card.websiteId,
    kind: 'redeem',
    amountCents: -applied,
    orderId: input.orderId,
  });
  return { appliedCents: applied, balanceCents: taken.balanceCents };
}

/** Gives back what an order took from gift cards (the order was released); once per card and order. */
export async function releaseGiftCard(tx: Db, orderId: string): Promise<void> {
  const rows = await q.ledgerOfOrder(tx, orderId);
  for (const row of rows.filter((r) => r.kind === 'redeem')) {
    const first = await q.addLedger(tx, {
      giftCardId: row.giftCardId,
      websiteId: row.websiteId,
      kind: 'release',
      amountCents: -row.amountCents,
      orderId,
    });
    if (first) await q.giveBalance(tx, row.giftCardId, -row.amountCents);
  }
}

/** What gift cards pay of an order (what the gateway is not asked for); refunds do not change it. */
export async function appliedToOrder(db: Db, orderId: string): Promise<number> {
  const rows = await q.ledgerOfOrder(db, orderId);
  return rows
    .filter((r) => r.kind === 'redeem' || r.kind === 'release')
    .reduce((sum, r) => sum - r.amountCents, 0);
}

/** Issue 20 (decision 072): what a gift card paid of an order, read from the ledger. */
export interface OrderGiftCard {
  codeLast4: string;
  /** What the card paid of the order (its redemption, less a release). */
  amountCents: number;
  /** What went back onto the card by refunds of the order. */
  refundedCents: number;
}

/** The gift card that paid part or all of an order, or null (none, or released). One card per order. */
export async function giftCardOfOrder(db: Db, orderId: string): Promise<OrderGiftCard | null> {
  const rows = await q.ledgerOfOrder(db, orderId);
  const redeem = rows.find((r) => r.kind === 'redeem');
  if (!redeem) return null;
  const ofCard = rows.filter((r) => r.giftCardId === redeem.giftCardId);
  const amount = ofCard
    .filter((r) => r.kind === 'redeem' || r.kind === 'release')
    .reduce((sum, r) => sum - r.amountCents, 0);
  if (amount <= 0) return null;
  const refunded = ofCard.filter((r) => r.kind === 'refund').reduce((sum, r) => sum + r.amountCents, 0);
  return {
    codeLast4: (await q.cardLast4(db, redeem.giftCardId)) ?? '????',
    amountCents: amount,
    refundedCents: refunded,
  };
}

/**
 * Issue 20 (decision 072): puts an order's refund back on the gift card that paid it, so that the
 * card holds `totalCents` of the order's refunds in all (never more than it paid). One 'refund'
 * ledger row per card and order, raised by each later refund: a repeated call with the same total
 * gives nothing twice. The card row is locked, so two refunds queue. Answers what went back now.
 * A void card still gets its ledger row but keeps a zero balance.
 */
export async function refundToGiftCard(tx: Db, orderId: string, totalCents: number): Promise<number> {
  const rows = await q.ledgerOfOrder(tx, orderId);
  const redeem = rows.find((r) => r.kind === 'redeem');
  if (!redeem) return 0;
  const card = await q.lockCardById(tx, redeem.giftCardId);
  if (!card) return 0;
  const now = await q.ledgerOfOrder(tx, orderId);
  const ofCard = now.filter((r) => r.giftCardId === card.id);
  const paid = ofCard
    .filter((r) => r.kind === 'redeem' || r.kind === 'release')
    .reduce((sum, r) => sum - r.amountCents, 0);
  const existing = ofCard.find((r) => r.kind === 'refund');
  const target = Math.min(Math.max(0, totalCents), paid);
  const before = existing?.amountCents ?? 0;
  if (target <= before) return 0;
  if (existing) await q.setLedgerAmount(tx, existing.id, target);
  else
    await q.addLedger(tx, {
      giftCardId: card.id,
      websiteId: card.websiteId,
      kind: 'refund',
      amountCents: target,
      orderId,
    });
  if (card.status === 'active') await q.giveBalance(tx, card.id, target - before);
  return target - before;
}

// The visitors' balance check.

export type BalanceAnswer =
  | { found: true; balanceCents: number; currencyCode: string; status: 'active' | 'void'; codeLast4: string }
  | { found: false };

export async function checkBalance(db: Db, websiteId: string, code: string): Promise<BalanceAnswer> {
  if ((await takeQuota(db, { websiteId, quota: BALANCE_CHECK_QUOTA, amount: 1 })) === 0)
    throw new AppError({
      kind: 'rate_limited',
      code: 'balance_checks_exhausted',
      message: 'Too many balance checks on this site right now. Please try again in an hour.',
    });
  const plain = normalizeCode(code);
  const card = plain ? await q.cardByHash(db, websiteId, codeHashOf(plain)) : undefined;
  if (!card || card.status === 'pending') return { found: false };
  return {
    found: true,
    balanceCents: card.status === 'void' ? 0 : card.balanceCents,
    currencyCode: card.currency,
    status: card.status,
    codeLast4: card.codeLast4,
  };
}

// The owner's cards.

export interface GiftCardView {
  id: string;
  status: 'active' | 'void';
  source: 'purchase' | 'issued';
  codeLast4: string;
  initialCents: number;
  balanceCents: number;
  currencyCode: string;
  recipientEmail: string;
  buyerName: string;
  buyerEmail: string;
  message: string;
  createdAt: string;
  redemptions: { orderId: string | null; kind: string; amountCents: number; at: string }[];
}

async function cardViewOf(db: Db, row: q.GiftCardRow, withLedger: boolean): Promise<GiftCardView> {
  const ledger = withLedger ? await q.ledgerOfCard(db, row.id) : [];
  return {
    id: row.id,
    status: row.status === 'void' ? 'void' : 'active',
    source: row.source,
    codeLast4: row.codeLast4,
    initialCents: row.initialCents,
    balanceCents: row.balanceCents,
    currencyCode: row.currency,
    recipientEmail: row.recipientEmail,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    redemptions: ledger
      .filter((l) => l.kind !== 'issue')
      .map((l) => ({
        orderId: l.orderId,
        kind: l.kind,
        amountCents: l.amountCents,
        at: l.createdAt.toISOString(),
      })),
  };
}

export async function listCards(db: Db, websiteId: string, search: string): Promise<GiftCardView[]> {
  // A whole code finds its card by the hash; anything else searches the last four and the addresses.
  const plain = normalizeCode(search);
  if (plain) {
    const card = await q.cardByHash(db, websiteId, codeHashOf(plain));
    return card && card.status !== 'pending' ? [await cardViewOf(db, card, false)] : [];
  }
  const rows = await q.listCards(db, websiteId, search.trim().replace(/-/g, ''), 200);
  return Promise.all(rows.map((r) => cardViewOf(db, r, false)));
}

export async function cardDetail(db: Db, websiteId: string, id: string): Promise<GiftCardView> {
  const row = await q.findCard(db, websiteId, id);
  if (!row || row.status === 'pending')
    throw notFound('That gift card does not exist.', 'gift_card_not_found');
  return cardViewOf(db, row, true);
}

/** The owner issues a card (a goodwill card): active at once, its code emailed to the recipient. */
export async function issueCard(
  db: Db,
  site: { id: string; title: string; currencyCode: string },
  origin: string,
  input: { amountCents: number; recipientEmail: string; message: string },
): Promise<GiftCardView> {
  const recipient = input.recipientEmail.trim();
  const issue = emailProblem(recipient, { isRequired: true });
  if (issue)
    throw new AppError({
      kind: 'invalid',
      code: 'gift_card_invalid',
      message: issue,
      extra: { errors: { recipientEmail: issue } },
    });
  const pending = await q.insertCard(db, {
    id: newId(),
    websiteId: site.id,
    status: 'pending',
    source: 'issued',
    initialCents: input.amountCents,
    balanceCents: input.amountCents,
    currency: site.currencyCode,
    buyerName: site.title,
    recipientEmail: recipient,
    message: input.message.trim(),
  });
  const activated = await activateAndSend(db, pending.id, null, site, origin);
  return cardViewOf(db, activated?.card ?? pending, true);
}

export async function voidCard(db: Db, websiteId: string, id: string): Promise<GiftCardView> {
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const voided = await q.voidCard(tx, websiteId, id);
    if (voided)
      await q.addLedger(tx, {
        giftCardId: voided.id,
        websiteId,
        kind: 'void',
        amountCents: -voided.balanceCents,
        orderId: null,
      });
    return voided;
  });
  if (!row) {
    const now = await q.findCard(db, websiteId, id);
    if (!now || now.status === 'pending')
      throw notFound('That gift card does not exist.', 'gift_card_not_found');
    throw conflict('This gift card is already void.', 'gift_card_void');
  }
  return cardViewOf(db, row, true);
}

/** The gift cards' site pages (the store's page() asks): the checkout (SHOP-006) and the balance check. */
export async function sitePage(db: Db, site: { id: string; currencyCode: string }, url: URL) {
  const path = url.pathname.replace(/\/+$/, '');
  if (path === GIFT_CARD_CHECKOUT_PATH) {
    const view = await checkoutPageOf(db, site, url.searchParams);
    return {
      kind: 'gift-card-checkout' as const,
      title: view.state === 'ready' ? view.product.title : 'Gift card unavailable',
      isPersonal: true,
      giftCard: view,
    };
  }
  if (path === GIFT_CARD_BALANCE_PATH)
    return {
      kind: 'gift-card-balance' as const,
      title: 'Gift card balance',
      isPersonal: true,
      giftCard: undefined,
    };
  return null;
}

/**
 * A site copy (issue 14 item 19): the gift-card products the owner set up, under new ids (the ids
 * map carries them to the pages that name them); the cards sold and their balances stay.
 */
export function copySite(input: { from: string; to: string; tx: Db; ids: Map<string, string> }) {
  return q.copyProducts(input);
}
