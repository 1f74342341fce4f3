// The subscriptions' visitor pages (PAGE-012 and SHOP-004): small server-rendered documents with
// the site's title, a stylesheet and one script of their own (never inline: the policy forbids it).
// Every value is escaped; ids that reach markup are checked against ID first.
import { TEST_CARDS } from '@folio/core/store-api';
import type { SubscribeCart, SubscriptionView } from './service.ts';

export const ASSET_CSS = '/_subscriptions/page.css';
export const ASSET_JS = '/_subscriptions/page.js';

export const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** PAGE-012: each page names its type on the body, as the site's pages carry theirs in the page context. */
export type SubscriptionPageType =
  | 'subscribe-checkout'
  | 'subscription-confirmed'
  | 'subscription'
  | 'account-subscriptions';

function document(input: {
  siteTitle: string;
  title: string;
  body: string;
  pageType: SubscriptionPageType;
}): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(input.title)} — ${esc(input.siteTitle)}</title><link rel="stylesheet" href="${ASSET_CSS}"><script type="module" src="${ASSET_JS}"></script></head><body data-page-type="${input.pageType}"><header class="site"><a href="/">${esc(input.siteTitle)}</a></header><main>${input.body}</main></body></html>`;
}

/** SHOP-004 without a usable cartToken: a clear page (400), never a 404. */
export function cartProblemPage(siteTitle: string, message: string): string {
  return document({
    siteTitle,
    title: 'Subscription checkout',
    pageType: 'subscribe-checkout',
    body: `<h1>Subscription checkout</h1><p class="notice" role="alert">${esc(message)}</p><p class="links"><a class="button" href="/cart">Go to your cart</a></p>`,
  });
}

const field = (name: string, label: string, attrs = '') =>
  `<label for="f-${name}">${esc(label)}</label><input id="f-${name}" name="${name}" ${attrs}>`;

export function subscribePage(input: {
  siteTitle: string;
  crumb: string;
  cartToken: string;
  cart: SubscribeCart;
  total: string;
  paymentProvider: 'test' | 'stripe';
}): string {
  const { cart } = input;
  const physical = cart.entry.productType === 'physical';
  const card =
    input.paymentProvider === 'test'
      ? `<fieldset><legend>Card</legend>${field('cardNumber', 'Card number', `inputmode="numeric" autocomplete="cc-number" required placeholder="${TEST_CARDS.success}"`)}<div class="row"><div>${field('expMonth', 'Expiry month', 'inputmode="numeric" required placeholder="12"')}</div><div>${field('expYear', 'Expiry year', 'inputmode="numeric" required placeholder="2030"')}</div><div>${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" required placeholder="123"')}</div></div><p class="hint">Test mode: use ${esc(TEST_CARDS.success)}; no card is charged.</p></fieldset>`
      : `<p class="notice" role="alert">Card subscriptions with Stripe are not available on this page yet.</p>`;
  const shipping = physical
    ? `<fieldset><legend>Shipping address</legend>${field('name', 'Name', 'autocomplete="name" required')}${field('line1', 'Street address', 'autocomplete="address-line1" required')}${field('city', 'City', 'autocomplete="address-level2" required')}<div class="row"><div>${field('region', 'State or region', 'autocomplete="address-level1"')}</div><div>${field('postalCode', 'Postal code', 'autocomplete="postal-code" required')}</div><div>${field('country', 'Country code', 'autocomplete="country" required maxlength="2" value="US"')}</div></div></fieldset>`
    : '';
  return document({
    siteTitle: input.siteTitle,
    title: 'Subscribe',
    pageType: 'subscribe-checkout',
    body: `<h1>Subscribe</h1><div class="columns"><section aria-labelledby="summary"><h2 id="summary">Your subscription</h2><p class="product">${esc(cart.entry.title)}${cart.entry.quantity > 1 ? ` × ${cart.entry.quantity}` : ''}</p><p class="phrase" data-testid="phrase">${esc(cart.phrase)}</p><p>Today: <strong>${esc(input.total)}</strong>. Your card is saved to pay each renewal; cancel any time from the link in your receipt.</p></section><form id="subscribe" data-crumb="${esc(input.crumb)}" data-cart-token="${esc(input.cartToken)}" data-physical="${physical}" novalidate><h2>Your details</h2>${field('email', 'Email', 'type="email" autocomplete="email" required')}${shipping}${card}<p class="notice" role="alert" id="form-error" hidden></p><button type="submit" ${input.paymentProvider === 'test' ? '' : 'disabled'}>Subscribe and pay ${esc(input.total)}</button></form></div>`,
  });
}

const STATUS_LABELS: Record<SubscriptionView['status'], string> = {
  active: 'Active',
  past_due: 'Past due',
  paused: 'Paused',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

function dateOf(iso: string | null): string {
  return iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' }) : '—';
}

function details(view: SubscriptionView): string {
  return `<dl><dt>Plan</dt><dd data-testid="phrase">${esc(view.phrase)}</dd><dt>Status</dt><dd><span class="status status-${esc(view.status)}">${esc(STATUS_LABELS[view.status])}</span></dd><dt>Next charge</dt><dd data-testid="next-charge">${esc(dateOf(view.nextChargeAt))}</dd><dt>Card</dt><dd>ending in ${esc(view.cardLast4)}</dd><dt>Payments made</dt><dd>${esc(view.paidPeriods)}${view.numBillingCycles > 0 ? ` of ${esc(view.numBillingCycles)}` : ''}</dd></dl>`;
}

/** PAGE-012: the subscription-confirmed page. */
export function confirmedPage(input: {
  siteTitle: string;
  view: SubscriptionView;
  manageUrl: string;
}): string {
  return document({
    siteTitle: input.siteTitle,
    title: 'Subscription confirmed',
    pageType: 'subscription-confirmed',
    body: `<h1>Subscription confirmed</h1><p>Thank you. Your subscription to <strong>${esc(input.view.title)}</strong> has started, and a receipt is on its way to ${esc(input.view.email)}.</p>${details(input.view)}<p class="links"><a class="button" href="${esc(input.manageUrl)}">Manage your subscription</a><a href="/">Continue shopping</a></p>`,
  });
}

/** The customer's page of one subscription (the emails' link): see it, cancel it, update the card. */
export function managePage(input: {
  siteTitle: string;
  crumb: string;
  view: SubscriptionView;
  token: string;
  paymentProvider: 'test' | 'stripe';
}): string {
  const { view } = input;
  const isLive = view.status === 'active' || view.status === 'past_due' || view.status === 'paused';
  const warning =
    view.status === 'past_due'
      ? `<p class="notice" role="alert">Your last payment was declined. Update your card below; we will try again at once.</p>`
      : '';
  const actions = isLive
    ? `<form id="card" data-crumb="${esc(input.crumb)}" data-id="${esc(view.id)}" data-token="${esc(input.token)}" novalidate><h2>Update your card</h2>${input.paymentProvider === 'test' ? `${field('cardNumber', 'Card number', 'inputmode="numeric" autocomplete="cc-number" required')}<div class="row"><div>${field('expMonth', 'Expiry month', 'inputmode="numeric" required')}</div><div>${field('expYear', 'Expiry year', 'inputmode="numeric" required')}</div><div>${field('cvc', 'CVC', 'inputmode="numeric" required')}</div></div><button type="submit">Save card</button>` : '<p>Card updates with Stripe are not available on this page yet.</p>'}</form><form id="cancel" data-crumb="${esc(input.crumb)}" data-id="${esc(view.id)}" data-token="${esc(input.token)}"><h2>Cancel</h2><p>You will not be charged again.</p><button type="submit" class="danger">Cancel subscription</button></form><p class="notice" role="status" id="form-error" hidden></p>`
    : '';
  return document({
    siteTitle: input.siteTitle,
    title: 'Your subscription',
    pageType: 'subscription',
    body: `<h1>${esc(view.title)}</h1>${warning}${details(view)}${actions}<p><a href="${esc('/account/subscriptions')}">All your subscriptions</a></p>`,
  });
}

/** The signed-in site user's subscriptions (filled by the script with the member's token). */
export function accountPage(siteTitle: string): string {
  return document({
    siteTitle,
    title: 'Your subscriptions',
    pageType: 'account-subscriptions',
    body: `<h1>Your subscriptions</h1><div id="account-subscriptions" aria-live="polite"><p>Loading…</p></div>`,
  });
}

export const PAGE_CSS = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d1d1f;background:#fff;line-height:1.5}
body{margin:0}
header.site{padding:16px 24px;border-bottom:1px solid #e5e5e5}
header.site a{color:#1d1d1f;font-weight:600;text-decoration:none;font-size:1.125rem}
main{max-width:960px;margin:0 auto;padding:32px 24px 64px}
h1{font-size:2rem;margin:0 0 24px;font-weight:600}
h2{font-size:1.25rem;margin:0 0 16px;font-weight:600}
.columns{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.4fr);gap:48px;align-items:start}
@media (max-width:720px){.columns{grid-template-columns:minmax(0,1fr);gap:24px}main{padding:24px 16px 48px}h1{font-size:1.6rem}}
section{background:#f6f6f7;border-radius:8px;padding:24px}
.product{font-weight:600;margin:0}
.phrase{font-size:1.125rem;margin:4px 0 16px}
form{display:flex;flex-direction:column;gap:8px;margin:0 0 32px}
fieldset{border:0;padding:0;margin:16px 0 0;display:flex;flex-direction:column;gap:8px}
legend{font-weight:600;margin-bottom:8px;padding:0}
label{font-size:.875rem;font-weight:500}
input{font:inherit;padding:10px 12px;border:1px solid #8a8a8e;border-radius:6px;min-width:0;width:100%;box-sizing:border-box}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}
.row{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:12px}
.row>div{display:flex;flex-direction:column;gap:8px;min-width:0}
.links{display:flex;flex-wrap:wrap;align-items:center;gap:12px 20px}
.links .button{margin-top:0}
button,.button{font:inherit;font-weight:600;background:#1d1d1f;color:#fff;border:0;border-radius:6px;padding:12px 20px;cursor:pointer;text-decoration:none;display:inline-block;margin-top:12px;align-self:flex-start}
button[disabled]{opacity:.5;cursor:not-allowed}
button.danger{background:#b3261e}
.hint{font-size:.875rem;color:#4a4a4f;margin:0}
.notice{border:1px solid #b3261e;background:#fdf1f0;color:#7a1712;border-radius:6px;padding:12px 16px}
.notice.ok{border-color:#1e7b34;background:#eef8f0;color:#14501f}
a{color:#0a58ca}
dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 24px;margin:24px 0}
dt{color:#4a4a4f}dd{margin:0}
.status{display:inline-block;padding:2px 10px;border-radius:999px;font-size:.875rem;background:#e8e8ed}
.status-active{background:#e3f4e7;color:#14501f}.status-past_due{background:#fdecd2;color:#6b3d00}.status-cancelled{background:#f1f1f3;color:#4a4a4f}
ul.subs{list-style:none;padding:0;margin:0;display:flex;flex-direction:column;gap:16px}
ul.subs li{border:1px solid #e5e5e5;border-radius:8px;padding:16px 20px}
ul.subs h2{margin:0 0 4px;font-size:1.125rem}
ul.subs p{margin:0}
`;

/** The pages' script: submits the forms as JSON with the crumb, and lists a member's subscriptions. */
export const PAGE_JS = `
const $ = (s, r = document) => r.querySelector(s);
const val = (form, name) => (form.elements.namedItem(name)?.value ?? '').trim();
function showError(message) {
  const box = $('#form-error');
  if (!box) return;
  box.textContent = message;
  box.hidden = false;
  box.focus?.();
}
async function post(url, crumb, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-crumb': crumb },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(answer.message || 'Something went wrong. Please try again.');
  return answer;
}
function card(form) {
  return {
    provider: 'test',
    cardNumber: val(form, 'cardNumber'),
    expMonth: Number(val(form, 'expMonth')),
    expYear: Number(val(form, 'expYear')),
    cvc: val(form, 'cvc'),
  };
}
const subscribe = $('#subscribe');
subscribe?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const button = subscribe.querySelector('button');
  button.disabled = true;
  const body = { cartToken: subscribe.dataset.cartToken, email: val(subscribe, 'email'), payment: card(subscribe) };
  if (subscribe.dataset.physical === 'true')
    body.shippingAddress = {
      name: val(subscribe, 'name'), line1: val(subscribe, 'line1'), city: val(subscribe, 'city'),
      region: val(subscribe, 'region'), postalCode: val(subscribe, 'postalCode'), country: val(subscribe, 'country').toUpperCase(),
    };
  try {
    const answer = await post('/api/commerce/subscribe', subscribe.dataset.crumb, body);
    location.assign(answer.redirect);
  } catch (error) {
    showError(error.message);
    button.disabled = false;
  }
});
for (const form of [$('#card'), $('#cancel')]) {
  form?.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (form.id === 'cancel' && !confirm('Cancel this subscription? You will not be charged again.')) return;
    const url = '/api/commerce/subscriptions/' + form.dataset.id + (form.id === 'cancel' ? '/cancel' : '/card');
    const body = form.id === 'cancel' ? { token: form.dataset.token } : { token: form.dataset.token, payment: card(form) };
    try {
      await post(url, form.dataset.crumb, body);
      location.reload();
    } catch (error) {
      showError(error.message);
    }
  });
}
const list = $('#account-subscriptions');
if (list) {
  const xsrf = sessionStorage.getItem('folio:siteuser-xsrf') ?? '';
  fetch('/api/site-users/subscriptions', { headers: { 'x-siteuser-xsrf-token': xsrf } })
    .then(async (response) => {
      if (response.status === 401 || response.status === 403) {
        list.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'Sign in to your account on this site to see your subscriptions: use Sign in at the top of the site, then come back here. Your subscriptions are also in the link of every subscription email.' }));
        return;
      }
      const answer = await response.json();
      if (!answer.subscriptions.length) {
        list.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'You have no subscriptions yet.' }));
        return;
      }
      const ul = document.createElement('ul');
      ul.className = 'subs';
      for (const sub of answer.subscriptions) {
        const li = document.createElement('li');
        const h = Object.assign(document.createElement('h2'), { textContent: sub.title });
        const phrase = Object.assign(document.createElement('p'), { textContent: sub.phrase });
        const next = Object.assign(document.createElement('p'), {
          textContent: sub.nextChargeAt
            ? 'Next charge: ' + new Date(sub.nextChargeAt).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })
            : 'Status: ' + sub.status.replace('_', ' '),
        });
        const link = Object.assign(document.createElement('a'), { href: sub.manageUrl, textContent: 'Manage ' + sub.title });
        li.append(h, phrase, next, link);
        ul.append(li);
      }
      list.replaceChildren(ul);
    })
    .catch(() => list.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'Your subscriptions could not be loaded.' })));
}
`;
