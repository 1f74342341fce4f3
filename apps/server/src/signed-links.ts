// The tokens of the links Folio's emails carry (an order's page, a subscription's manage link, a
// donation's receipt and stop links): an HMAC of the link's purpose and the thing's id with the
// server's secret, 32 hex characters, checked in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function linkToken(secret: string, purpose: string, id: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${id}`).digest('hex').slice(0, 32);
}

export function isLinkToken(secret: string, purpose: string, id: string, token: string | undefined): boolean {
  const expected = Buffer.from(linkToken(secret, purpose, id));
  const given = Buffer.from(token ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
