// Decision 070: the small page behind the receipt's "Stop my monthly gift" link. Plain HTML, no
// script: the button is a form posting to the API with the signed token and the crumb in its query.
import { createHash } from 'node:crypto';
import { formatMoney } from '@folio/core';
import type { DonationRow } from './queries.ts';

const esc = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;color:#1f2328;background:#fafafa;margin:0}main{max-width:32rem;margin:3rem auto;padding:0 1.25rem}h1{font-size:1.6rem;line-height:1.25}button{font:inherit;padding:.7rem 1.2rem;border-radius:6px;border:1px solid #8c1d18;background:#a4262c;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}.done{padding:.75rem 1rem;background:#e7f3ec;border-radius:6px}a{color:#0b57d0}';

/** The page's one style element, allowed by its hash (no 'unsafe-inline'). */
export const STOP_PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

export function stopPage(input: {
  siteTitle: string;
  gift: DonationRow | undefined;
  action: string;
}): string {
  const { gift } = input;
  let body: string;
  if (!gift) body = '<h1>This link is not valid</h1><p>Open the link in your latest receipt.</p>';
  else if (gift.stoppedAt)
    body = `<h1>Your monthly gift is stopped</h1><p class="done" role="status">Your monthly gift of ${esc(formatMoney(gift.amountCents, gift.currency))} to ${esc(gift.campaign)} is stopped. You will not be charged again. Thank you for your support.</p>`;
  else
    body = `<h1>Your monthly gift</h1><p>You give ${esc(formatMoney(gift.amountCents, gift.currency))} every month to ${esc(gift.campaign)}.${gift.nextChargeAt ? ` The next gift is due on ${esc(gift.nextChargeAt.toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }))}.` : ''}</p><form method="post" action="${esc(input.action)}"><button type="submit">Stop my monthly gift</button></form>`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Monthly gift — ${esc(input.siteTitle)}</title><style>${STYLE}</style></head><body data-page-type="donate"><main><p><a href="/">${esc(input.siteTitle)}</a></p>${body}</main></body></html>`;
}
