// Issue 20 part 3 (docs/decisions/069): the Donation island, no React. Two modes:
// - 'missing-button' (SHOP-028): a Donation block that could not build its button reports it on
//   the console only; visitors see the block without a button and no message.
// - 'checkout' (PAGE-011): the donate page's form: checks the amount (bounded, the server's own
//   messages from @folio/core/donations), sends the gift and goes to the thank-you page.
import {
  type DonationFrequency,
  donationAmountProblem,
  parseDonationAmount,
  reportMissingDonationButton,
} from '@folio/core/donations';
import { formatMoney } from '@folio/core/money';
import { emailProblem } from '@folio/core/validation';

type CheckoutProps = {
  mode: 'checkout';
  pageId: string;
  currencyCode: string;
  paymentProvider: 'test' | 'stripe';
  stripePublishableKey: string | null;
};
type Props = { mode: 'missing-button'; campaign?: string } | CheckoutProps;

export function enhance(element: HTMLElement, props: Props, log?: (message: string) => void) {
  if (props.mode === 'missing-button') {
    // The block shows no button; the owner, looking at the console, learns why.
    if (!element.querySelector('[data-donation-button]'))
      reportMissingDonationButton(
        `the Donation block "${props.campaign ?? 'Donation'}" is not on a published page it can name`,
        log,
      );
    return;
  }
  enhanceCheckout(element, props);
}

const CONFIRM_URL = '/api/commerce/donations/confirm';

/** A random id for one submit: a doubled click or a retry meets the same gift on the server. */
function newAttemptId(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function enhanceCheckout(element: HTMLElement, props: CheckoutProps) {
  const form = element.querySelector<HTMLFormElement>('form[data-donate-form]');
  if (!form) return;
  const alert = form.querySelector<HTMLElement>('[data-form-error]')!;
  const submit = form.querySelector<HTMLButtonElement>('[data-donate-submit]')!;
  const customInput = form.querySelector<HTMLInputElement>('input[name="customAmount"]')!;
  const customChoice = form.querySelector<HTMLInputElement>('[data-custom-choice]')!;
  const buttonText = submit.textContent ?? 'Donate';
  let attemptId = newAttemptId();
  let card: import('../../store/stripe-card.ts').StripeCard | null = null;
  const value = (name: string) =>
    (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
  // The radios' checked property (not `:checked`, which some DOMs answer from the attribute).
  const checked = (name: string) =>
    Array.from(form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)).find(
      (input) => input.checked,
    )?.value ?? '';

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

  /** The amount chosen, or why there is none (the same words as the server). */
  const amount = (): { cents: number } | { problem: string } => {
    const choice = checked('amount');
    if (choice === '' || choice === 'custom')
      return parseDonationAmount(customInput.value, props.currencyCode);
    const cents = Number(choice);
    const problem = donationAmountProblem(cents, props.currencyCode);
    return problem ? { problem } : { cents };
  };

  const label = () => {
    const chosen = amount();
    const frequency = checked('frequency') === 'monthly' ? ' monthly' : '';
    submit.textContent =
      'cents' in chosen
        ? `${buttonText} ${formatMoney(chosen.cents, props.currencyCode)}${frequency}`
        : buttonText;
  };

  function showError(name: string, message: string | null) {
    const slot = form!.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
    if (slot) {
      slot.textContent = message ?? '';
      slot.hidden = !message;
    }
    const input = name === 'amount' ? customInput : form!.querySelector<HTMLElement>(`#donate-${name}`);
    if (input && name !== 'card') {
      if (message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
  }

  const clearErrors = () => {
    for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]'))
      showError(slot.dataset.errorFor!, null);
    alert.textContent = '';
  };

  customInput.addEventListener('input', () => {
    customChoice.checked = true;
    label();
  });
  customInput.addEventListener('focus', () => {
    customChoice.checked = true;
    label();
  });
  form.addEventListener('change', label);
  label();
  void confirmReturn();

  /** Back from the bank's challenge page (decision 074): the server settles the gift, or says why not. */
  async function confirmReturn() {
    // Only a return from the challenge loads the confirm's code (no import on an ordinary visit).
    if (!new URLSearchParams(element.ownerDocument.location.search).has('payment_return')) return;
    const { confirmFormOnReturn } = await import('../../store/payment-action.ts');
    const { storeRequest, answerMessage } = await import('../../store/store-request.ts');
    await confirmFormOnReturn({
      form: form!,
      submit,
      confirmUrl: CONFIRM_URL,
      request: storeRequest,
      noun: 'Your donation',
      answerMessage,
      fail: (message) => fail({}, message),
    });
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (form.getAttribute('aria-busy') === 'true') return;
    clearErrors();
    const errors: Record<string, string> = {};
    const chosen = amount();
    if ('problem' in chosen) errors.amount = chosen.problem;
    if (value('name').trim() === '') errors.name = 'Enter your name.';
    const emailIssue = emailProblem(value('email').trim(), { isRequired: true });
    if (emailIssue) errors.email = emailIssue;
    if (props.paymentProvider === 'test') {
      if (value('cardNumber').replace(/[\s-]/g, '') === '') errors.cardNumber = 'Enter your card number.';
      if (value('expMonth') === '' || value('expYear') === '')
        errors.expMonth = 'Choose the expiry month and year.';
      if (value('cvc').trim() === '') errors.cvc = 'Enter the security code.';
    } else if (!card) errors.card = 'The card field is still loading.';
    if (Object.keys(errors).length > 0) return fail(errors);

    form.setAttribute('aria-busy', 'true');
    submit.disabled = true;
    try {
      let payment: Record<string, unknown>;
      if (props.paymentProvider === 'test')
        payment = {
          provider: 'test',
          cardNumber: value('cardNumber').replace(/[\s-]/g, ''),
          expMonth: Number(value('expMonth')),
          expYear: Number(value('expYear')),
          cvc: value('cvc').trim(),
        };
      else {
        const method = await card!.createPaymentMethod({
          email: value('email').trim(),
          name: value('name').trim(),
        });
        if ('error' in method) return fail({ card: method.error });
        payment = { provider: 'stripe', paymentMethodId: method.id };
      }
      const frequency: DonationFrequency = checked('frequency') === 'monthly' ? 'monthly' : 'once';
      const { storeRequest, answerMessage } = await import('../../store/store-request.ts');
      let answer = await storeRequest('POST', '/api/commerce/donations', {
        pageId: props.pageId,
        attemptId,
        amountCents: 'cents' in chosen ? chosen.cents : undefined,
        frequency,
        name: value('name'),
        email: value('email'),
        note: value('note'),
        payment,
      });
      // Decision 074: the bank asks the donor to authenticate first (3-D Secure).
      if (answer.status === 200 && answer.data.requiresAction) {
        const { followPaymentAction } = await import('../../store/payment-action.ts');
        const donation = answer.data.donation as { id?: unknown } | undefined;
        const followed = await followPaymentAction(answer, {
          id: typeof donation?.id === 'string' ? donation.id : '',
          confirmUrl: CONFIRM_URL,
          request: storeRequest,
          card,
          navigate: (url) => element.ownerDocument.location.assign(url),
        });
        if (followed === 'left') return;
        if (followed) answer = followed;
      }
      if (answer.status === 200 && typeof answer.data.redirect === 'string') {
        element.ownerDocument.location.assign(answer.data.redirect);
        return;
      }
      // A refused card may be followed by another: that is a new gift.
      if (answer.status === 402) attemptId = newAttemptId();
      const fieldErrors = (answer.data as { errors?: Record<string, string> }).errors;
      if (fieldErrors && typeof fieldErrors === 'object') return fail(fieldErrors);
      fail({}, answerMessage(answer, 'Your donation could not be sent. Please try again.'));
    } catch {
      fail({}, 'Your donation could not be sent. Check your connection and try again.');
    }
  });

  function fail(errors: Record<string, string>, message?: string) {
    const status = form!.querySelector<HTMLElement>('[data-form-status]');
    if (status) status.hidden = true;
    form!.removeAttribute('aria-busy');
    submit.disabled = false;
    for (const [name, text] of Object.entries(errors)) showError(name, text);
    const first = Object.keys(errors)[0];
    if (message || !first) {
      alert.textContent = message ?? 'Check the form.';
      alert.focus();
      return;
    }
    alert.textContent = `${Object.keys(errors).length === 1 ? 'One field needs' : 'Some fields need'} your attention.`;
    const target = first === 'amount' ? customInput : form!.querySelector<HTMLElement>(`#donate-${first}`);
    (target ?? alert).focus();
  }
}
