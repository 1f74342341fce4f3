// The subscriptions' island, no React (issue 20 section 2). On the subscription checkout: sends
// the form (POST /api/commerce/subscribe) with the test card's fields or a Stripe PaymentMethod from
// Stripe's card element, then goes to the confirmed page. On the manage page: the card update and
// the cancel. On /account/subscriptions: the signed-in site user's list.
import { storeRequest } from '../../store/store-request.ts';
import styles from './Subscription.module.css';
import { longDate, type SubscriptionIslandProps } from './subscription-props.ts';

// site-user-session.ts's XSRF_KEY and header (AUTH-022), written out to keep this chunk small.
const XSRF_KEY = 'folio:siteuser-xsrf';
const XSRF_HEADER = 'X-SiteUser-XSRF-Token';

type StripeCard = import('../../store/stripe-card.ts').StripeCard;

function text<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  value: string,
  className?: string,
) {
  const node = doc.createElement(tag);
  node.textContent = value;
  if (className) node.className = className;
  return node;
}

/** A form's card part: the test fields, or Stripe's element mounted lazily. */
function cardOf(
  form: HTMLFormElement,
  props: { paymentProvider: 'test' | 'stripe'; stripePublishableKey: string | null },
  showError: (name: string, message: string | null) => void,
) {
  let card: StripeCard | null = null;
  const value = (name: string) =>
    (form.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? '';
  if (props.paymentProvider === 'stripe' && props.stripePublishableKey) {
    const container = form.querySelector<HTMLElement>('[data-stripe-card]');
    if (container)
      void import('../../store/stripe-card.ts')
        .then((m) =>
          m.mountStripeCard(container, props.stripePublishableKey!, (message) => showError('card', message)),
        )
        .then((mounted) => {
          card = mounted;
        })
        .catch(() =>
          showError('card', 'Card payments could not be loaded. Check your connection and reload the page.'),
        );
  }
  return {
    stripe: () => card,
    problems(): Record<string, string> {
      const errors: Record<string, string> = {};
      if (props.paymentProvider === 'test') {
        if (value('cardNumber').replace(/[\s-]/g, '') === '') errors.cardNumber = 'Enter your card number.';
        if (value('expMonth') === '') errors.expMonth = 'Enter the expiry month.';
        if (value('expYear') === '') errors.expYear = 'Enter the expiry year.';
        if (value('cvc') === '') errors.cvc = 'Enter the security code.';
      } else if (!card) errors.card = 'The card field is still loading.';
      return errors;
    },
    async payment(email: string, name?: string): Promise<Record<string, unknown> | { error: string }> {
      if (props.paymentProvider === 'test') {
        const year = value('expYear');
        return {
          provider: 'test',
          cardNumber: value('cardNumber').replace(/[\s-]/g, ''),
          expMonth: Number(value('expMonth')),
          expYear: Number(year.length === 2 ? `20${year}` : year),
          cvc: value('cvc'),
        };
      }
      const method = await card!.createPaymentMethod({ email, ...(name ? { name } : {}) });
      return 'error' in method ? method : { provider: 'stripe', paymentMethodId: method.id };
    },
  };
}

/** The field messages and the form's alert, as the donate page shows them. */
function errorsOf(form: HTMLFormElement) {
  const alert = form.querySelector<HTMLElement>('[data-form-error]');
  function showError(name: string, message: string | null) {
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
    if (slot) {
      slot.textContent = message ?? '';
      slot.hidden = !message;
    }
    const input = form.querySelector<HTMLElement>(`#sub-${name}`);
    if (input) {
      if (message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
  }
  return {
    showError,
    clear() {
      for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]'))
        showError(slot.dataset.errorFor!, null);
      if (alert) alert.textContent = '';
    },
    fail(errors: Record<string, string>, message?: string) {
      for (const [name, value] of Object.entries(errors)) showError(name, value);
      const first = Object.keys(errors)[0];
      if (!alert) return;
      if (message || !first) {
        alert.textContent = message ?? 'Check the form.';
        alert.focus();
        return;
      }
      alert.textContent = `${Object.keys(errors).length === 1 ? 'One field needs' : 'Some fields need'} your attention.`;
      (form.querySelector<HTMLElement>(`#sub-${first}`) ?? alert).focus();
    },
  };
}

const CONFIRM_URL = '/api/commerce/subscribe/confirm';

const message = (answer: { data: Record<string, unknown> }, fallback: string) =>
  typeof answer.data.message === 'string' ? answer.data.message : fallback;

export function enhance(element: HTMLElement, props: SubscriptionIslandProps) {
  if (props.view === 'subscribe') return enhanceSubscribe(element, props);
  if (props.view === 'manage') return enhanceManage(element, props);
  return void showAccount(element);
}

function enhanceSubscribe(
  element: HTMLElement,
  props: Extract<SubscriptionIslandProps, { view: 'subscribe' }>,
) {
  const form = element.querySelector<HTMLFormElement>('form[data-subscribe-form]');
  if (!form) return;
  const submit = form.querySelector<HTMLButtonElement>('[data-subscribe-submit]')!;
  const errors = errorsOf(form);
  const card = cardOf(form, props, errors.showError);
  const value = (name: string) =>
    (form.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? '';
  // Decision 077: the confirm carries the cart as well as the signed first order.
  const confirmRequest: typeof storeRequest = (method, url, body) =>
    storeRequest(method, url, { ...(body as Record<string, unknown>), cartToken: props.cartToken });
  void confirmReturn();

  /** Back from the bank's challenge page (decision 077): the server settles the first period, or says why not. */
  async function confirmReturn() {
    // Only a return from the challenge loads the confirm's code (no import on an ordinary visit).
    if (!new URLSearchParams(element.ownerDocument.location.search).has('payment_return')) return;
    const { confirmFormOnReturn } = await import('../../store/payment-action.ts');
    await confirmFormOnReturn({
      form: form!,
      submit,
      confirmUrl: CONFIRM_URL,
      request: confirmRequest,
      noun: 'Your subscription',
      answerMessage: message,
      fail: (text) => settle({}, text),
    });
  }

  function settle(errs: Record<string, string>, text?: string) {
    const status = form!.querySelector<HTMLElement>('[data-form-status]');
    if (status) status.hidden = true;
    form!.removeAttribute('aria-busy');
    submit.disabled = false;
    errors.fail(errs, text);
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (form.getAttribute('aria-busy') === 'true') return;
    errors.clear();
    const problems: Record<string, string> = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value('email'))) problems.email = 'Enter a valid email address.';
    if (props.physical)
      for (const [name, label] of [
        ['name', 'your name'],
        ['line1', 'the street address'],
        ['city', 'the city'],
        ['postalCode', 'the postal code'],
        ['country', 'the country code'],
      ] as const)
        if (value(name) === '') problems[name] = `Enter ${label}.`;
    Object.assign(problems, card.problems());
    if (Object.keys(problems).length > 0) return errors.fail(problems);

    form.setAttribute('aria-busy', 'true');
    submit.disabled = true;
    const done = settle;
    try {
      const payment = await card.payment(value('email'), props.physical ? value('name') : undefined);
      if ('error' in payment) return done({ card: String(payment.error) });
      const body: Record<string, unknown> = { cartToken: props.cartToken, email: value('email'), payment };
      if (props.physical)
        body.shippingAddress = {
          name: value('name'),
          line1: value('line1'),
          city: value('city'),
          region: value('region'),
          postalCode: value('postalCode'),
          country: value('country').toUpperCase(),
        };
      let answer = await storeRequest('POST', '/api/commerce/subscribe', body);
      // Decision 077: the bank asks the holder to authenticate the first period (3-D Secure).
      if (answer.status === 200 && answer.data.requiresAction) {
        const { followPaymentAction } = await import('../../store/payment-action.ts');
        const followed = await followPaymentAction(answer, {
          id: typeof answer.data.orderId === 'string' ? answer.data.orderId : '',
          confirmUrl: CONFIRM_URL,
          request: confirmRequest,
          card: card.stripe(),
          navigate: (url) => element.ownerDocument.location.assign(url),
        });
        if (followed === 'left') return;
        if (followed) answer = followed;
      }
      if (answer.status === 200 && typeof answer.data.redirect === 'string') {
        element.ownerDocument.location.assign(answer.data.redirect);
        return;
      }
      done({}, message(answer, 'Your subscription could not be started. Please try again.'));
    } catch {
      done({}, 'Your subscription could not be started. Check your connection and try again.');
    }
  });
}

function enhanceManage(element: HTMLElement, props: Extract<SubscriptionIslandProps, { view: 'manage' }>) {
  const doc = element.ownerDocument;
  const base = `/api/commerce/subscriptions/${encodeURIComponent(props.id)}`;
  const cardForm = element.querySelector<HTMLFormElement>('form[data-card-form]');
  if (cardForm) {
    const errors = errorsOf(cardForm);
    const card = cardOf(cardForm, props, errors.showError);
    const submit = cardForm.querySelector<HTMLButtonElement>('[data-card-submit]')!;
    cardForm.addEventListener('submit', async (event) => {
      event.preventDefault();
      errors.clear();
      const problems = card.problems();
      if (Object.keys(problems).length > 0) return errors.fail(problems);
      submit.disabled = true;
      try {
        const payment = await card.payment('');
        if ('error' in payment) {
          submit.disabled = false;
          return errors.fail({ card: String(payment.error) });
        }
        const answer = await storeRequest('POST', `${base}/card`, { token: props.token, payment });
        if (answer.status === 200) return doc.location.reload();
        submit.disabled = false;
        errors.fail({}, message(answer, 'Your card could not be saved. Please try again.'));
      } catch {
        submit.disabled = false;
        errors.fail({}, 'Your card could not be saved. Check your connection and try again.');
      }
    });
  }
  const cancelForm = element.querySelector<HTMLFormElement>('form[data-cancel-form]');
  cancelForm?.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!doc.defaultView?.confirm('Cancel this subscription? You will not be charged again.')) return;
    const alert = cancelForm.querySelector<HTMLElement>('[data-cancel-error]');
    const answer = await storeRequest('POST', `${base}/cancel`, { token: props.token }).catch(() => null);
    if (answer?.status === 200) return doc.location.reload();
    if (alert) {
      alert.textContent = answer
        ? message(answer, 'The subscription could not be cancelled. Please try again.')
        : 'The subscription could not be cancelled. Check your connection and try again.';
      alert.focus();
    }
  });
}

interface ListedSubscription {
  title: string;
  phrase: string;
  status: string;
  nextChargeAt: string | null;
  manageUrl: string;
}

async function showAccount(element: HTMLElement) {
  const doc = element.ownerDocument;
  const root = element.querySelector<HTMLElement>('[data-account-subscriptions]');
  if (!root) return;
  const say = (value: string) => root.replaceChildren(text(doc, 'p', value));
  try {
    const response = await fetch('/api/site-users/subscriptions', {
      credentials: 'same-origin',
      headers: { accept: 'application/json', [XSRF_HEADER]: sessionStorage.getItem(XSRF_KEY) ?? '' },
    });
    if (response.status === 401 || response.status === 403) {
      const p = text(
        doc,
        'p',
        'Sign in to your account on this site to see your subscriptions. They are also in the link of every subscription email. ',
      );
      const link = text(doc, 'a', 'Sign in', styles.textLink);
      link.setAttribute('href', '#account');
      p.append(link);
      root.replaceChildren(p);
      return;
    }
    const answer = (await response.json()) as { subscriptions: ListedSubscription[] };
    if (answer.subscriptions.length === 0) return say('You have no subscriptions yet.');
    const ul = doc.createElement('ul');
    ul.className = styles.list!;
    for (const sub of answer.subscriptions) {
      const li = doc.createElement('li');
      li.className = styles.item!;
      li.dataset.subscription = '';
      const link = text(doc, 'a', `Manage ${sub.title}`, styles.textLink);
      link.setAttribute('href', sub.manageUrl);
      li.append(
        text(doc, 'h2', sub.title, styles.itemTitle),
        text(doc, 'p', sub.phrase),
        text(
          doc,
          'p',
          sub.nextChargeAt
            ? `Next charge: ${longDate(sub.nextChargeAt)}`
            : `Status: ${sub.status.replace('_', ' ')}`,
          styles.muted,
        ),
        link,
      );
      ul.append(li);
    }
    root.replaceChildren(ul);
  } catch {
    say('Your subscriptions could not be loaded.');
  }
}
