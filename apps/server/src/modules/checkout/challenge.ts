// Issue 20 (docs/decisions/062): the built-in test gateway's 3-D Secure challenge page, served by
// Folio at /commerce/test-challenge/<payment id> for the card 4000 0027 6000 3184. It looks like a
// bank's authentication page (calm, plain, no script) and says plainly that it is a test: two
// buttons, "Complete authentication" and "Fail authentication", post the answer; the browser then
// returns to the checkout, whose island confirms the payment with the server.
import { formatMoney } from '@folio/core';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const STYLE = `
:root{--ink:#1c1f24;--text:#3d434c;--muted:#5f6670;--line:#dfe3e8;--paper:#f4f6f8;--card:#fff;--accent:#1f4f82}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--paper);color:var(--text);font:16px/1.55 -apple-system,BlinkMacSystemFont,"Segoe UI","Helvetica Neue",Arial,sans-serif;display:flex;align-items:flex-start;justify-content:center;padding:48px 16px}
main{width:100%;max-width:440px;background:var(--card);border:1px solid var(--line);border-radius:12px;box-shadow:0 8px 28px rgba(28,31,36,.06);overflow:hidden}
.bank{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:16px 24px;border-bottom:1px solid var(--line)}
.bank-name{font-weight:600;color:var(--ink);letter-spacing:.01em}
.badge{font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:.06em;color:var(--accent);border:1px solid #b9cce0;background:#eef4fa;border-radius:999px;padding:3px 10px}
.body{padding:24px}
h1{font-size:22px;line-height:1.3;color:var(--ink);margin:0 0 8px;font-weight:600}
p{margin:0 0 16px}
.lead{color:var(--muted)}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 24px;padding:16px;border:1px solid var(--line);border-radius:8px;background:#fafbfc}
dt{color:var(--muted);font-size:14px}
dd{margin:0;color:var(--ink);font-weight:500;text-align:right;font-variant-numeric:tabular-nums}
.actions{display:grid;gap:12px}
form{margin:0}
button{width:100%;font:600 16px/1 inherit;font-family:inherit;padding:14px 18px;border-radius:8px;border:1px solid var(--accent);background:var(--accent);color:#fff;cursor:pointer}
button.secondary{background:#fff;color:var(--accent)}
button:focus-visible{outline:3px solid #8fb3d9;outline-offset:2px}
.note{font-size:14px;color:var(--muted);margin:20px 0 0}
a{color:var(--accent)}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const HEADER = `<div class="bank"><span class="bank-name">Folio Test Bank</span><span class="badge">Test mode</span></div>`;

export interface ChallengeView {
  paymentId: string;
  merchant: string;
  amountCents: number;
  currencyCode: string;
  last4: string;
  crumb: string;
}

/** The challenge: who asks, how much, the card, and the two answers. */
export function challengePage(view: ChallengeView): string {
  const action = `/commerce/test-challenge/${escapeHtml(view.paymentId)}`;
  const form = (outcome: 'complete' | 'fail', label: string, className: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="crumb" value="${escapeHtml(view.crumb)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit"${className ? ` class="${className}"` : ''}>${label}</button></form>`;
  return page(
    'Confirm your payment',
    `${HEADER}<div class="body"><h1>Confirm your payment</h1><p class="lead">Your bank asks you to confirm this purchase (3-D Secure).</p><dl><dt>Merchant</dt><dd>${escapeHtml(view.merchant)}</dd><dt>Amount</dt><dd>${escapeHtml(formatMoney(view.amountCents, view.currencyCode))}</dd><dt>Card</dt><dd>•••• ${escapeHtml(view.last4)}</dd></dl><div class="actions">${form('complete', 'Complete authentication', '')}${form('fail', 'Fail authentication', 'secondary')}</div><p class="note">This is a test page of Folio’s test payments: no bank is asked and no money moves.</p></div>`,
  );
}

/** A challenge already answered (or unknown): back to the site (the form that asked confirmed it already). */
export function challengeDonePage(): string {
  return page(
    'Authentication finished',
    `${HEADER}<div class="body"><h1>This authentication is finished</h1><p class="lead">There is nothing more to confirm here.</p><p><a href="/">Return to the site</a></p></div>`,
  );
}

/** Where the challenge sends the browser back: the checkout, whose island confirms the payment. */
export const CHALLENGE_RETURN = '/checkout?payment_return=1';
