// The store's emails (receipt, shipped, refunded) and the signed links they carry: the order page,
// downloads of digital goods and review requests (these two expire).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatMoney } from '@folio/core';
import { linkToken } from '../../signed-links.ts';
import type { OrderRow } from './queries.ts';

export function orderAccessToken(secret: string, orderId: string): string {
  return linkToken(secret, 'order', orderId);
}

/** The order-confirmed page of an order, with the token that opens it. */
export function orderPath(secret: string, orderId: string): string {
  return `/commerce/orders/${orderId}?token=${orderAccessToken(secret, orderId)}`;
}

/** How long a download link works after it is made. */
export const DOWNLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** How long the review links of a fulfilled order work. */
export const REVIEW_TTL_MS = 60 * 24 * 60 * 60 * 1000;

type TokenPurpose = 'download' | 'review';
export type TokenReading = { orderId: string; productId: string } | { problem: 'invalid' | 'expired' };

/** A link token naming an order and a product until an expiry, signed for one purpose. */
function signedToken(
  purpose: TokenPurpose,
  secret: string,
  orderId: string,
  productId: string,
  expiresAt: number,
) {
  const payload = Buffer.from(JSON.stringify({ o: orderId, p: productId, e: expiresAt })).toString(
    'base64url',
  );
  const signature = createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');
  return `${payload}.${signature}`;
}

/** The order and product a token names, or why it does not work. */
function readToken(purpose: TokenPurpose, secret: string, token: string, now: number): TokenReading {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return { problem: 'invalid' };
  const expected = createHmac('sha256', secret).update(`${purpose}:${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { problem: 'invalid' };
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      o: string;
      p: string;
      e: number;
    };
    if (typeof data.e !== 'number' || data.e <= now) return { problem: 'expired' };
    return { orderId: String(data.o), productId: String(data.p) };
  } catch {
    return { problem: 'invalid' };
  }
}

export const downloadToken = (secret: string, orderId: string, productId: string, expiresAt: number) =>
  signedToken('download', secret, orderId, productId, expiresAt);
export const readDownloadToken = (secret: string, token: string, now = Date.now()) =>
  readToken('download', secret, token, now);
export const reviewToken = (secret: string, orderId: string, productId: string, expiresAt: number) =>
  signedToken('review', secret, orderId, productId, expiresAt);
export const readReviewToken = (secret: string, token: string, now = Date.now()) =>
  readToken('review', secret, token, now);

export function downloadLinks(secret: string, order: OrderRow, now = Date.now()) {
  const expiresAt = now + DOWNLOAD_TTL_MS;
  const seen = new Set<string>();
  return order.lines
    .filter((l) => l.productType === 'digital' && !seen.has(l.productId) && seen.add(l.productId))
    .map((l) => ({
      title: l.title,
      url: `/commerce/download/${downloadToken(secret, order.id, l.productId, expiresAt)}`,
    }));
}

function money(cents: number, order: OrderRow) {
  return formatMoney(cents, order.currency);
}

function lineText(order: OrderRow): string {
  return order.lines
    .map((l) => {
      const options = l.optionValues.map((o) => o.value).join(', ');
      return `  ${l.quantity} × ${l.title}${options ? ` (${options})` : ''} — ${money(l.totalCents, order)}`;
    })
    .join('\n');
}

export function receiptEmail(input: {
  order: OrderRow;
  /** Issue 20 (decision 072): the gift card that paid part or all of the order. */
  giftCard?: { codeLast4: string; amountCents: number } | null;
  siteTitle: string;
  origin: string;
  orderUrl: string;
  secret: string;
}): { subject: string; text: string } {
  const { order } = input;
  const downloads = downloadLinks(input.secret, order);
  const parts = [
    `Thank you for your order from ${input.siteTitle}.`,
    '',
    `Order #${order.number}`,
    lineText(order),
    '',
    `Subtotal: ${money(order.subtotalCents, order)}`,
    ...(order.discountCents > 0
      ? [`Discount${order.couponCode ? ` (${order.couponCode})` : ''}: −${money(order.discountCents, order)}`]
      : []),
    ...(order.shippingOption
      ? [`Shipping (${order.shippingOption.name}): ${money(order.shippingCents, order)}`]
      : []),
    `Tax: ${money(order.taxCents, order)}`,
    `Total: ${money(order.grandTotalCents, order)}`,
    ...(input.giftCard
      ? [
          `Gift card ••••${input.giftCard.codeLast4}: −${money(input.giftCard.amountCents, order)}`,
          `Paid by card: ${money(order.grandTotalCents - input.giftCard.amountCents, order)}`,
        ]
      : []),
  ];
  if (order.shippingAddress) {
    const a = order.shippingAddress;
    parts.push(
      '',
      'Shipping to:',
      a.name,
      a.line1,
      ...(a.line2 ? [a.line2] : []),
      `${a.city} ${a.region} ${a.postalCode}`.trim(),
      a.country,
    );
  }
  if (downloads.length > 0) {
    parts.push('', 'Your downloads (each link works for 24 hours; the order page makes new ones):');
    for (const d of downloads) parts.push(`  ${d.title}: ${input.origin}${d.url}`);
  }
  parts.push('', `See your order: ${input.orderUrl}`);
  return { subject: `Your order #${order.number} from ${input.siteTitle}`, text: parts.join('\n') };
}

/** One review link per product of the order, valid for 60 days. */
export function reviewLinks(secret: string, order: OrderRow, now = Date.now()) {
  const expiresAt = now + REVIEW_TTL_MS;
  const seen = new Set<string>();
  return order.lines
    .filter((l) => !seen.has(l.productId) && seen.add(l.productId))
    .map((l) => ({
      title: l.title,
      url: `/commerce/review/${reviewToken(secret, order.id, l.productId, expiresAt)}`,
    }));
}

export function fulfilledEmail(
  order: OrderRow,
  siteTitle: string,
  links: { secret: string; origin: string },
): { subject: string; text: string } {
  return {
    subject: `Your order #${order.number} from ${siteTitle} is on its way`,
    text: [
      `Good news: order #${order.number} from ${siteTitle} has been fulfilled.`,
      '',
      lineText(order),
      '',
      'Tell other customers what you think (each link works for 60 days):',
      ...reviewLinks(links.secret, order).map((l) => `  ${l.title}: ${links.origin}${l.url}`),
    ].join('\n'),
  };
}

/**
 * The refund of a whole order. Decision 072: of an order a gift card paid part of, the email says
 * what goes back to the card and what is back on the gift card (usable at once).
 */
export function refundEmail(
  order: OrderRow,
  siteTitle: string,
  giftCard?: { amountCents: number; codeLast4: string } | null,
): { subject: string; text: string } {
  const subject = `Refund for order #${order.number} from ${siteTitle}`;
  const total = `${siteTitle} has refunded ${money(order.grandTotalCents, order)} for order #${order.number}.`;
  if (!giftCard || giftCard.amountCents <= 0)
    return { subject, text: `${total} It reaches your card in a few days.` };
  const cardCents = order.grandTotalCents - giftCard.amountCents;
  const back = `${money(giftCard.amountCents, order)} is back on your gift card ending ${giftCard.codeLast4}, ready to use.`;
  return {
    subject,
    text:
      cardCents > 0
        ? `${total} ${money(cardCents, order)} reaches your card in a few days; ${back}`
        : `${total} ${back}`,
  };
}
