// Issue 20 (docs/decisions/074): what the one-off payment forms (donate, gift card, join, subscribe)
// do when the bank asks the customer to authenticate. The server answers `requiresAction` and a
// confirm token; the test gateway's challenge page is another page (the browser goes there and
// comes back with `payment_return=<id>.<token>`), Stripe.js's handleNextAction is a window over
// this one. Either way the form then posts `{ id, token }` to its confirm route, and the server
// reads the payment from the gateway: the browser's word is never taken.

import type { StoreAnswer, StoreRequest } from './store-request.ts';
import type { StripeCard } from './stripe-card.ts';

export type NextAction = { kind: 'redirect'; url: string } | { kind: 'stripe'; clientSecret: string };

/** What to confirm after the customer's action: the thing's id and its signed token. */
export interface PaymentReturn {
  id: string;
  token: string;
}

const RETURN = /^([0-9a-f]{24})\.([0-9a-f]{32})$/;

/**
 * The payment the challenge page sent the browser back for, if any; the parameter is taken out
 * of the address (a reload does not confirm twice, and the token is not bookmarked).
 */
export function takePaymentReturn(win: Window | undefined = globalThis.window): PaymentReturn | null {
  if (!win) return null;
  const url = new URL(win.location.href);
  const found = RETURN.exec(url.searchParams.get('payment_return') ?? '');
  if (!url.searchParams.has('payment_return')) return null;
  url.searchParams.delete('payment_return');
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return found ? { id: found[1]!, token: found[2]! } : null;
}

/** The answer of a form's submit or confirm, as far as the customer's action goes. */
export type ActionAnswer = Record<string, unknown> & {
  redirect?: unknown;
  requiresAction?: unknown;
  confirmToken?: unknown;
};

function isNextAction(value: unknown): value is NextAction {
  if (!value || typeof value !== 'object') return false;
  const action = value as Record<string, unknown>;
  return (
    (action.kind === 'redirect' && typeof action.url === 'string' && action.url.startsWith('/')) ||
    (action.kind === 'stripe' && typeof action.clientSecret === 'string')
  );
}

/**
 * Follows an answer that asks for the customer's action: the test challenge page (the browser
 * leaves: 'left'), or Stripe.js's window and then the confirm, whose answer is handed back.
 * Null when the answer asks for nothing.
 */
export async function followPaymentAction(
  answer: StoreAnswer<ActionAnswer>,
  options: {
    id: string;
    confirmUrl: string;
    request: StoreRequest;
    card: StripeCard | null;
    navigate: (url: string) => void;
  },
): Promise<'left' | StoreAnswer<ActionAnswer> | null> {
  const action = answer.data.requiresAction;
  const token = answer.data.confirmToken;
  if (answer.status !== 200 || !isNextAction(action) || typeof token !== 'string') return null;
  if (action.kind === 'redirect') {
    options.navigate(action.url);
    return 'left';
  }
  if (!options.card) return null;
  // Declined in Stripe's window or not, the server asks Stripe what happened.
  await options.card.handleNextAction(action.clientSecret);
  return confirmPaymentReturn({ id: options.id, token }, options.confirmUrl, options.request);
}

/** Posts the confirm of a payment the customer acted on. */
export function confirmPaymentReturn(
  payment: PaymentReturn,
  confirmUrl: string,
  request: StoreRequest,
): Promise<StoreAnswer<ActionAnswer>> {
  return request<ActionAnswer>('POST', confirmUrl, { id: payment.id, token: payment.token });
}

/**
 * A form back from the bank's challenge page (the donate and subscribe pages): the form is busy,
 * its status line says "Confirming your payment…", and the server settles the payment; then the
 * thank-you page, or the server's refusal through `fail` (which gives the form back). Nothing
 * happens on a load that is not such a return.
 */
export async function confirmFormOnReturn(input: {
  form: HTMLFormElement;
  submit: HTMLButtonElement;
  confirmUrl: string;
  request: StoreRequest;
  /** What the form is about, for the fallback messages ("Your donation could not be confirmed."). */
  noun: string;
  answerMessage: (answer: StoreAnswer<ActionAnswer>, fallback: string) => string;
  fail: (message: string) => void;
}): Promise<void> {
  const doc = input.form.ownerDocument;
  const returned = takePaymentReturn(doc.defaultView ?? undefined);
  if (!returned) return;
  input.form.setAttribute('aria-busy', 'true');
  input.submit.disabled = true;
  const status = input.form.querySelector<HTMLElement>('[data-form-status]');
  if (status) {
    status.textContent = 'Confirming your payment…';
    status.hidden = false;
  }
  try {
    const answer = await confirmPaymentReturn(returned, input.confirmUrl, input.request);
    if (answer.status === 200 && typeof answer.data.redirect === 'string') {
      doc.location.assign(answer.data.redirect);
      return;
    }
    input.fail(input.answerMessage(answer, `${input.noun} could not be confirmed. Please try again.`));
  } catch {
    input.fail(`${input.noun} could not be confirmed. Check your connection and reload the page.`);
  }
}
