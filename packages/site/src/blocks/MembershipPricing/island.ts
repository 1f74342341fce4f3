// The members' pages' island, no React. On the pricing screen: the left and right buttons swap every
// plan's price and join button (SHOP-030); a join button opens the join form in place, which asks a
// visitor without a session to create an account (or sign in) first and then takes the card
// (POST /api/memberships/join). On the member's page: the memberships and "Cancel membership".
// Decision 076: with Stripe the card is Stripe's Element; a bank that asks for 3-D Secure sends the
// member to its challenge (or Stripe's window) and the form confirms after it.
import { formatMoney } from '@folio/core/money';
import { TEST_CARDS } from '@folio/core/store-api';
import { readCrumb, withCrumb } from '../../runtime/crumb.ts';
import { groupCardNumber } from '../../store/checkout-fields.ts';
import {
  confirmPaymentReturn,
  followPaymentAction,
  type PaymentReturn,
  takePaymentReturn,
} from '../../store/payment-action.ts';
import type { StoreRequest } from '../../store/store-request.ts';
import type { StripeCard } from '../../store/stripe-card.ts';
import styles from './MembershipPricing.module.css';
import { ACCOUNT_PATH, MEMBERS_TEXT, type MembersIslandProps } from './members-props.ts';

// site-user-session.ts's XSRF_KEY and header (AUTH-022), written out to keep this chunk small.
const XSRF_KEY = 'folio:siteuser-xsrf';
const XSRF_HEADER = 'X-SiteUser-XSRF-Token';

type Option = 'left' | 'right';
interface Answer<T> {
  status: number;
  data: T & { message?: string };
}

export interface MembersDependencies {
  fetch?: typeof fetch;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Where the test challenge is opened (a page of its own). */
  navigate?: (url: string) => void;
}

const CONFIRM_URL = '/api/memberships/join/confirm';

interface MembershipAnswer {
  id: string;
  planName: string;
  status: 'active' | 'cancelled' | 'expired';
  isCurrent: boolean;
  amountCents: number;
  currencyCode: string;
  billingPeriod: { value: number; unit: 'WEEK' | 'MONTH' | 'YEAR' } | null;
  currentPeriodEnd: string | null;
}

function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attrs: Record<string, string> = {},
  text = '',
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  if (text) node.textContent = text;
  return node;
}

function field(doc: Document, input: { id: string; label: string; type?: string; autocomplete: string }) {
  const wrap = el(doc, 'div', { class: styles.field! });
  wrap.append(el(doc, 'label', { class: styles.label!, for: input.id }, input.label));
  const control = el(doc, 'input', {
    class: styles.input!,
    id: input.id,
    name: input.id,
    type: input.type ?? 'text',
    autocomplete: input.autocomplete,
    required: '',
  });
  wrap.append(control);
  return { wrap, control };
}

function dateText(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Renews on March 3, 2027", "Access until March 3, 2027", "No end date". */
export function periodText(
  m: Pick<MembershipAnswer, 'status' | 'currentPeriodEnd' | 'billingPeriod'>,
): string {
  if (!m.currentPeriodEnd) return 'No end date';
  if (m.status === 'active' && m.billingPeriod) return `Renews on ${dateText(m.currentPeriodEnd)}`;
  if (m.status === 'expired') return `Ended on ${dateText(m.currentPeriodEnd)}`;
  return `Access until ${dateText(m.currentPeriodEnd)}`;
}

export function enhance(element: HTMLElement, props: MembersIslandProps, deps: MembersDependencies = {}) {
  const doc = element.ownerDocument;
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const storage = deps.storage ?? sessionStorage;

  async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer<T>> {
    const send = async () => {
      const response = await doFetch(withCrumb(url, readCrumb(doc)), {
        method,
        credentials: 'same-origin',
        headers: {
          accept: 'application/json',
          [XSRF_HEADER]: storage.getItem(XSRF_KEY) ?? '',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      let data = {} as Answer<T>['data'];
      try {
        data = (await response.json()) as Answer<T>['data'];
      } catch {}
      return { status: response.status, data };
    };
    const first = await send();
    return first.status === 403 && (first.data as { crumbFail?: unknown }).crumbFail === true
      ? send()
      : first;
  }

  if (props.view === 'account') {
    void showAccount();
    return;
  }
  // Back from the bank's challenge page (decision 076): taken out of the address at once.
  let returned: PaymentReturn | null = takePaymentReturn(doc.defaultView ?? undefined);
  const navigate = deps.navigate ?? ((url: string) => doc.location.assign(url));
  const request = ((method: 'GET' | 'POST', url: string, body?: unknown) =>
    call(method, url, body)) as StoreRequest;

  const page = element.querySelector<HTMLElement>('[data-selected-option]');
  const joinSection = element.querySelector<HTMLElement>('[data-join-section]');
  const joinRoot = element.querySelector<HTMLElement>('[data-join-root]');
  let option: Option = props.selectedOption;
  let plan = props.plans.find((p) => p.id === props.selectedPlanId) ?? null;

  // SHOP-030: one option shown at a time; the buttons say which with aria-pressed.
  function show(next: Option) {
    option = next;
    if (page) page.dataset.selectedOption = next;
    for (const button of element.querySelectorAll<HTMLButtonElement>('[data-pricing-toggle] button'))
      button.setAttribute('aria-pressed', String(button.dataset.option === next));
    for (const block of element.querySelectorAll<HTMLElement>('[data-plan] [data-option]'))
      block.hidden = block.dataset.option !== next;
    const url = new URL(location.href);
    url.searchParams.set('option', next);
    history.replaceState(history.state, '', url);
    if (plan) openJoin(plan.id, next, false);
  }
  for (const button of element.querySelectorAll<HTMLButtonElement>('[data-pricing-toggle] button'))
    button.addEventListener('click', () => show(button.dataset.option === 'right' ? 'right' : 'left'));

  for (const link of element.querySelectorAll<HTMLAnchorElement>('a[data-join]'))
    link.addEventListener('click', (event) => {
      const url = new URL(link.href);
      const planId = url.searchParams.get('plan');
      if (!planId || !props.plans.some((p) => p.id === planId)) return;
      event.preventDefault();
      history.pushState(history.state, '', url);
      openJoin(planId, url.searchParams.get('option') === 'right' ? 'right' : 'left', true);
    });

  function openJoin(planId: string, chosen: Option, focus: boolean) {
    plan = props.plans.find((p) => p.id === planId) ?? null;
    if (!plan || !joinSection || !joinRoot) return;
    option = chosen;
    joinSection.hidden = false;
    const heading = joinSection.querySelector<HTMLElement>('h2');
    if (heading) {
      heading.textContent = MEMBERS_TEXT.joining.replace('{plan}', plan.name);
      heading.tabIndex = -1;
    }
    const price = joinSection.querySelector<HTMLElement>('[data-join-price]');
    if (price) price.textContent = plan.prices[chosen] ?? '';
    void renderStep();
    if (focus) {
      joinSection.scrollIntoView({ block: 'start' });
      heading?.focus();
    }
  }

  /** The member's email, for Stripe's billing details. */
  let memberEmail = '';
  async function signedIn(): Promise<boolean> {
    if (!storage.getItem(XSRF_KEY)) return false;
    const answer = await call<{ account?: { email?: string } }>('GET', '/api/site-users/account');
    memberEmail = answer.data.account?.email ?? '';
    return answer.status === 200;
  }

  async function renderStep() {
    if (!joinRoot) return;
    const isMember = await signedIn().catch(() => false);
    if (isMember && returned) {
      const payment = returned;
      returned = null;
      return confirmReturn(payment);
    }
    joinRoot.replaceChildren(isMember ? cardForm() : accountForm('create'));
  }

  /** The server settles the join the member authenticated (or says why not). */
  async function confirmReturn(payment: PaymentReturn) {
    const waiting = el(doc, 'p', { class: styles.success!, role: 'status', 'data-join-confirming': '' });
    waiting.textContent = MEMBERS_TEXT.confirming;
    joinRoot!.replaceChildren(waiting);
    const answer = (await confirmPaymentReturn(payment, CONFIRM_URL, request).catch(() => ({
      status: 0,
      data: { message: 'Your payment could not be confirmed. Check your connection and reload the page.' },
    }))) as Answer<{ membership: MembershipAnswer }>;
    if (answer.status === 200 && answer.data.membership?.isCurrent) {
      const done = welcome(answer.data.membership);
      joinRoot!.replaceChildren(done);
      done.focus();
      return;
    }
    const form = cardForm();
    joinRoot!.replaceChildren(form);
    // The refusal is announced (role alert); the member starts again at the card.
    const alert = form.querySelector<HTMLElement>('[role="alert"]');
    if (alert)
      alert.textContent = answer.data.message ?? 'Your payment could not be confirmed. Please try again.';
    form.querySelector('input')?.focus();
  }

  function welcome(m: MembershipAnswer): HTMLElement {
    const done = el(doc, 'div', { class: styles.success!, role: 'status', tabindex: '-1' });
    done.append(
      el(doc, 'p', {}, MEMBERS_TEXT.welcome.replace('{plan}', m.planName)),
      el(doc, 'p', {}, periodText(m)),
      el(doc, 'a', { href: ACCOUNT_PATH, class: styles.textLink! }, MEMBERS_TEXT.seeAccount),
    );
    return done;
  }

  /** Sign-up (or sign-in) first: a membership belongs to a site user (AUTH-021). */
  function accountForm(mode: 'create' | 'signIn'): HTMLElement {
    const form = el(doc, 'form', { class: styles.form!, novalidate: '', 'data-account-form': mode });
    form.append(
      el(
        doc,
        'p',
        { class: styles.hint! },
        mode === 'create' ? MEMBERS_TEXT.createAccount : MEMBERS_TEXT.signInToJoin,
      ),
    );
    const email = field(doc, { id: 'join-email', label: 'Email', type: 'email', autocomplete: 'email' });
    const password = field(doc, {
      id: 'join-password',
      label: 'Password',
      type: 'password',
      autocomplete: mode === 'create' ? 'new-password' : 'current-password',
    });
    const alert = el(doc, 'p', { class: styles.alert!, role: 'alert' });
    const submit = el(doc, 'button', { type: 'submit', class: styles.submit! }, MEMBERS_TEXT.continue);
    const other = el(
      doc,
      'button',
      { type: 'button', class: styles.textLink! },
      mode === 'create' ? MEMBERS_TEXT.signInInstead : MEMBERS_TEXT.createInstead,
    );
    other.addEventListener('click', () => {
      const next = accountForm(mode === 'create' ? 'signIn' : 'create');
      form.replaceWith(next);
      next.querySelector('input')?.focus();
    });
    form.append(email.wrap, password.wrap, alert, submit, other);
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      submit.disabled = true;
      alert.textContent = '';
      const credentials = { email: email.control.value.trim(), password: password.control.value };
      try {
        if (mode === 'create') {
          const made = await call('POST', '/api/site-users/account', credentials);
          if (made.status !== 201) throw new Error(made.data.message ?? 'The account could not be created.');
        }
        const session = await call<{ xsrfToken: string }>('POST', '/api/site-users/account/session', {
          ...credentials,
          rememberMe: true,
        });
        if (session.status !== 200) throw new Error(session.data.message ?? 'You could not be signed in.');
        storage.setItem(XSRF_KEY, session.data.xsrfToken);
        memberEmail = credentials.email;
        const next = cardForm();
        form.replaceWith(next);
        next.querySelector('input')?.focus();
      } catch (error) {
        alert.textContent = (error as Error).message;
        submit.disabled = false;
      }
    });
    return form;
  }

  function cardForm(): HTMLElement {
    const isStripe = props.paymentProvider === 'stripe';
    if (isStripe && !props.stripePublishableKey)
      return el(
        doc,
        'p',
        { class: styles.hint!, role: 'status' },
        'Joining online is not available on this site yet. Please contact the site owner.',
      );
    const form = el(doc, 'form', { class: styles.form!, novalidate: '', 'data-card-form': '' });
    const alert = el(doc, 'p', { class: styles.alert!, role: 'alert' });
    const submit = el(doc, 'button', { type: 'submit', class: styles.submit! }, MEMBERS_TEXT.pay);
    let readTestCard: (() => Record<string, unknown>) | null = null;
    let card: StripeCard | null = null;
    if (isStripe) {
      // Decision 076: Stripe's own card field; the number never reaches Folio's server.
      const wrap = el(doc, 'div', { class: styles.field! });
      wrap.append(el(doc, 'p', { class: styles.label!, id: 'join-stripe-label' }, 'Card'));
      const container = el(doc, 'div', {
        class: styles.input!,
        role: 'group',
        'aria-labelledby': 'join-stripe-label',
        'data-stripe-card': '',
      });
      wrap.append(container);
      form.append(wrap);
      void import('../../store/stripe-card.ts')
        .then((m) =>
          m.mountStripeCard(container, props.stripePublishableKey!, (message) => {
            alert.textContent = message ?? '';
          }),
        )
        .then((mounted) => {
          card = mounted;
        })
        .catch(() => {
          alert.textContent = 'Card payments could not be loaded. Check your connection and reload the page.';
        });
    } else {
      const number = field(doc, { id: 'join-card', label: 'Card number', autocomplete: 'cc-number' });
      number.control.inputMode = 'numeric';
      const row = el(doc, 'div', { class: styles.row! });
      const month = field(doc, { id: 'join-exp-month', label: 'Month (MM)', autocomplete: 'cc-exp-month' });
      const year = field(doc, { id: 'join-exp-year', label: 'Year (YYYY)', autocomplete: 'cc-exp-year' });
      const cvc = field(doc, { id: 'join-cvc', label: 'Security code', autocomplete: 'cc-csc' });
      for (const f of [month, year, cvc]) f.control.inputMode = 'numeric';
      row.append(month.wrap, year.wrap, cvc.wrap);
      form.append(
        number.wrap,
        row,
        el(
          doc,
          'p',
          { class: styles.hint! },
          `Test payments: no card is charged. Use ${groupCardNumber(TEST_CARDS.success)} (paid), ${groupCardNumber(TEST_CARDS.declined)} (declined) or ${groupCardNumber(TEST_CARDS.authenticationRequired)} (asks for 3-D Secure), any future expiry and any 3 digits.`,
        ),
      );
      readTestCard = () => ({
        provider: 'test',
        cardNumber: number.control.value.replace(/[\s-]/g, ''),
        expMonth: Number(month.control.value),
        expYear: Number(year.control.value.length === 2 ? `20${year.control.value}` : year.control.value),
        cvc: cvc.control.value.trim(),
      });
    }
    form.append(alert, submit);
    const stop = (message: string) => {
      form.removeAttribute('aria-busy');
      alert.textContent = message;
      submit.disabled = false;
      submit.textContent = MEMBERS_TEXT.pay;
    };
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      if (!plan || form.getAttribute('aria-busy') === 'true') return;
      submit.disabled = true;
      submit.textContent = MEMBERS_TEXT.paying;
      form.setAttribute('aria-busy', 'true');
      alert.textContent = '';
      let payment: Record<string, unknown>;
      if (readTestCard) payment = readTestCard();
      else {
        if (!card) return stop('The card field is still loading.');
        const method = await card.createPaymentMethod({ email: memberEmail }).catch(() => ({
          error: 'Your card could not be used. Check your connection and try again.',
        }));
        if ('error' in method) return stop(method.error);
        payment = { provider: 'stripe', paymentMethodId: method.id };
      }
      const failed = {
        status: 0,
        data: { message: 'Unable to connect. Please try again.' },
      } as Answer<never>;
      let answer = await call<{ membership: MembershipAnswer }>('POST', '/api/memberships/join', {
        planId: plan.id,
        priceKey: option,
        payment,
      }).catch(() => failed);
      // Decision 076: the bank asks the member to authenticate first (3-D Secure).
      if (answer.status === 200 && (answer.data as { requiresAction?: unknown }).requiresAction) {
        const followed = await followPaymentAction(answer, {
          id: answer.data.membership?.id ?? '',
          confirmUrl: CONFIRM_URL,
          request,
          card,
          navigate,
        }).catch(() => failed);
        if (followed === 'left') return;
        if (followed) answer = followed as Answer<{ membership: MembershipAnswer }>;
      }
      form.removeAttribute('aria-busy');
      if (answer.status === 200 && answer.data.membership?.isCurrent) {
        const done = welcome(answer.data.membership);
        form.replaceWith(done);
        done.focus();
        return;
      }
      if (answer.status === 401) {
        storage.removeItem(XSRF_KEY);
        form.replaceWith(accountForm('signIn'));
        return;
      }
      stop(answer.data.message ?? 'The payment could not be made. Please try again.');
    });
    return form;
  }

  if (plan) openJoin(plan.id, option, false);

  async function showAccount() {
    const root = element.querySelector<HTMLElement>('[data-members-account]');
    if (!root) return;
    const answer = storage.getItem(XSRF_KEY)
      ? await call<{ memberships: MembershipAnswer[] }>('GET', '/api/memberships/mine').catch(() => null)
      : null;
    if (answer?.status !== 200) {
      const p = el(doc, 'p', {}, MEMBERS_TEXT.signInToSee);
      const link = el(doc, 'a', { href: '#account', class: styles.textLink! }, 'Sign in');
      p.append(' ', link);
      root.replaceChildren(p);
      return;
    }
    const list = answer.data.memberships;
    if (list.length === 0) {
      root.replaceChildren(el(doc, 'p', {}, MEMBERS_TEXT.none));
      return;
    }
    const ul = el(doc, 'ul', { class: styles.memberships! });
    for (const m of list) ul.append(membershipItem(m));
    root.replaceChildren(ul);
  }

  function membershipItem(m: MembershipAnswer): HTMLElement {
    const li = el(doc, 'li', { class: styles.membership!, 'data-membership': m.id });
    const info = el(doc, 'div');
    info.append(el(doc, 'p', { class: styles.planName! }, m.planName));
    const period = m.billingPeriod;
    const unit = period ? { WEEK: 'week', MONTH: 'month', YEAR: 'year' }[period.unit] : '';
    const amount = `${formatMoney(m.amountCents, m.currencyCode)}${
      period ? ` every ${period.value > 1 ? `${period.value} ${unit}s` : unit}` : ''
    }`;
    info.append(el(doc, 'p', { class: styles.description! }, `${amount} · ${periodText(m)}`));
    li.append(info);
    if (m.status === 'active') {
      const alert = el(doc, 'p', { class: styles.alert!, role: 'alert' });
      const cancel = el(doc, 'button', { type: 'button', class: styles.cancel! }, MEMBERS_TEXT.cancel);
      cancel.setAttribute('aria-label', `${MEMBERS_TEXT.cancel}: ${m.planName}`);
      cancel.addEventListener('click', async () => {
        cancel.disabled = true;
        cancel.textContent = MEMBERS_TEXT.cancelling;
        const answer = await call<{ membership: MembershipAnswer }>(
          'POST',
          `/api/memberships/mine/${encodeURIComponent(m.id)}/cancel`,
        ).catch(() => null);
        if (answer?.status === 200) {
          const next = membershipItem(answer.data.membership);
          li.replaceWith(next);
          next.setAttribute('tabindex', '-1');
          next.focus();
          return;
        }
        alert.textContent =
          answer?.data.message ?? 'The membership could not be cancelled. Please try again.';
        cancel.disabled = false;
        cancel.textContent = MEMBERS_TEXT.cancel;
      });
      li.append(cancel, alert);
    } else {
      li.append(
        el(doc, 'p', { class: styles.description! }, m.status === 'cancelled' ? 'Cancelled' : 'Ended'),
      );
    }
    return li;
  }
}
