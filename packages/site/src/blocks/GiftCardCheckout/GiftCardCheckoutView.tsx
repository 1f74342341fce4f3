// The gift-card form: the amount, the recipient's email and a message, the buyer's details and the
// payment. Rendered on the server (inert) and in the browser (live, `live`).
import { MESSAGES } from '@folio/core/message-catalogue';
import { formatMoney } from '@folio/core/money';
import { TEST_CARDS } from '@folio/core/store-api';
import { emailProblem } from '@folio/core/validation';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type CardDetails, cardProblems, groupCardNumber } from '../../store/checkout-fields.ts';
import {
  type ActionAnswer,
  confirmPaymentReturn,
  followPaymentAction,
  takePaymentReturn,
} from '../../store/payment-action.ts';
import {
  answerMessage,
  type StoreAnswer,
  type StoreRequest,
  storeRequest,
} from '../../store/store-request.ts';
import { mountStripeCard, type StripeCard } from '../../store/stripe-card.ts';
import shared from '../Cart/store-page.module.css';
import styles from '../Checkout/Checkout.module.css';
import {
  BUY_GIFT_CARD,
  BUYING_GIFT_CARD,
  GIFT_CARD_BALANCE_PATH,
  type GiftCardCheckoutProps,
} from './gift-card-props.ts';

type Ready = Extract<GiftCardCheckoutProps, { state: 'ready' }>;
type Errors = Record<string, string>;

export interface GiftCardCheckoutViewProps extends Ready {
  /** Whether the form works (the island), or is the server's copy. */
  live?: boolean;
  request?: StoreRequest;
  thisYear?: number;
  mountCard?: typeof mountStripeCard;
  /** Leaves the page for the bank's challenge (decision 075); the browser's location by default. */
  navigate?: (url: string) => void;
}

const CONFIRM_URL = '/api/commerce/gift-cards/confirm';
export const CONFIRMING_PAYMENT = 'Confirming your payment…';

interface Sent {
  recipientEmail: string;
  amountCents: number;
  buyerEmail: string;
}

/** The bought card of a 200 answer that asks for nothing more, or null. */
function sentOf(answer: StoreAnswer<ActionAnswer>): Sent | null {
  const card = answer.data.giftCard as Partial<Sent> | undefined;
  if (answer.status !== 200 || answer.data.requiresAction || !card) return null;
  if (typeof card.recipientEmail !== 'string' || typeof card.amountCents !== 'number') return null;
  return {
    recipientEmail: card.recipientEmail,
    amountCents: card.amountCents,
    buyerEmail: typeof card.buyerEmail === 'string' ? card.buyerEmail : '',
  };
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const CHECK_FIELDS = 'Please check the fields marked below.';

function Field(props: {
  id: string;
  label: string;
  error: string | undefined;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label className={styles.label} htmlFor={props.id}>
        {props.label}
        {props.optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      {props.children}
      {props.error ? (
        <p className={styles.fieldError} id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function described(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

export function GiftCardCheckoutView({
  live = false,
  request = storeRequest,
  thisYear = new Date().getFullYear(),
  mountCard = mountStripeCard,
  navigate = (url) => globalThis.location.assign(url),
  ...props
}: GiftCardCheckoutViewProps) {
  const [sku, setSku] = useState(props.selectedSku);
  const [recipientEmail, setRecipientEmail] = useState('');
  const [message, setMessage] = useState('');
  const [buyerName, setBuyerName] = useState('');
  const [buyerEmail, setBuyerEmail] = useState('');
  const [card, setCard] = useState<CardDetails>({ cardNumber: '', expMonth: '', expYear: '', cvc: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isPaying, setIsPaying] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<HTMLDivElement>(null);
  const [stripeCard, setStripeCard] = useState<StripeCard | null>(null);
  const [stripeMessage, setStripeMessage] = useState<string | null>(null);
  const usesStripe = props.paymentProvider === 'stripe' && Boolean(props.stripePublishableKey);
  const money = (cents: number) => formatMoney(cents, props.currencyCode);

  useEffect(() => {
    const container = stripeRef.current;
    if (!live || !usesStripe || !container || !props.stripePublishableKey) return;
    let mounted: StripeCard | null = null;
    mountCard(container, props.stripePublishableKey, setStripeMessage)
      .then((c) => {
        mounted = c;
        setStripeCard(c);
      })
      .catch(() =>
        setStripeMessage('Card payments could not be loaded. Check your connection and reload the page.'),
      );
    return () => mounted?.destroy();
  }, [live, usesStripe, props.stripePublishableKey, mountCard]);

  // Decision 075: back from the bank's challenge page, the server settles the purchase or says why not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form comes alive.
  useEffect(() => {
    if (!live) return;
    const returned = takePaymentReturn();
    if (!returned) return;
    setIsConfirming(true);
    confirmPaymentReturn(returned, CONFIRM_URL, request)
      .then((answer) => {
        setIsConfirming(false);
        finish(answer, 'Your gift card could not be confirmed. Please try again.');
      })
      .catch(() => {
        setIsConfirming(false);
        fail('Your gift card could not be confirmed. Check your connection and reload the page.');
      });
  }, [live]);

  /** A purchase's last answer: the confirmation, or the server's refusal. */
  function finish(answer: StoreAnswer<ActionAnswer>, fallback: string) {
    const bought = sentOf(answer);
    if (bought) {
      setSent(bought);
      setIsPaying(false);
      return;
    }
    const fieldErrors =
      answer.data.errors && typeof answer.data.errors === 'object' ? (answer.data.errors as Errors) : {};
    fail(answerMessage(answer, fallback), fieldErrors);
  }

  function fail(text: string, fieldErrors: Errors = {}) {
    setErrors(fieldErrors);
    setFormError(text);
    setIsPaying(false);
    // After the render that shows the form again (a refused confirm replaces the "Confirming" state).
    setTimeout(() => alertRef.current?.focus(), 0);
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!live || isPaying) return;
    const problems: Errors = {};
    const recipientIssue = emailProblem(recipientEmail.trim(), { isRequired: true });
    if (recipientIssue) problems.recipientEmail = recipientIssue;
    if (buyerName.trim() === '') problems.buyerName = 'Enter your name.';
    const buyerIssue = emailProblem(buyerEmail.trim(), { isRequired: true });
    if (buyerIssue) problems.buyerEmail = buyerIssue;
    if (!usesStripe) Object.assign(problems, cardProblems(card));
    if (Object.keys(problems).length > 0) return fail(CHECK_FIELDS, problems);
    if (usesStripe && !stripeCard) return;
    setIsPaying(true);
    setErrors({});
    setFormError(null);
    try {
      let payment: Record<string, unknown>;
      if (!usesStripe)
        payment = {
          provider: 'test',
          cardNumber: card.cardNumber.replace(/[\s-]/g, ''),
          expMonth: Number(card.expMonth),
          expYear: Number(card.expYear),
          cvc: card.cvc.trim(),
        };
      else {
        const method = await stripeCard!.createPaymentMethod({
          email: buyerEmail.trim(),
          name: buyerName.trim(),
        });
        if ('error' in method) return fail(method.error);
        payment = { provider: 'stripe', paymentMethodId: method.id };
      }
      let answer = await request<ActionAnswer>('POST', '/api/commerce/gift-cards/purchase', {
        giftCardProductId: props.product.id,
        sku,
        recipientEmail: recipientEmail.trim(),
        message: message.trim(),
        buyerName: buyerName.trim(),
        buyerEmail: buyerEmail.trim(),
        payment,
      });
      // Decision 075: the bank asks the buyer to authenticate first (3-D Secure).
      if (answer.status === 200 && answer.data.requiresAction) {
        const giftCard = answer.data.giftCard as { id?: unknown } | undefined;
        const followed = await followPaymentAction(answer, {
          id: typeof giftCard?.id === 'string' ? giftCard.id : '',
          confirmUrl: CONFIRM_URL,
          request,
          card: stripeCard,
          navigate,
        });
        if (followed === 'left') return;
        if (followed) answer = followed;
      }
      finish(answer, 'The gift card could not be bought. Please try again.');
    } catch {
      fail(MESSAGES.unableToConnectPleaseTryAgain);
    }
  }

  if (isConfirming)
    return (
      <div className={shared.state} role="status">
        <p className={shared.emptyText}>{CONFIRMING_PAYMENT}</p>
        <p>Your bank has answered. This takes a moment: please keep this page open.</p>
      </div>
    );

  if (sent)
    return (
      <div className={shared.state} role="status">
        <p className={shared.emptyText}>Your gift card is on its way.</p>
        <p>
          We emailed a {money(sent.amountCents)} gift card code to {sent.recipientEmail}, with your message. A
          receipt of the payment goes to {sent.buyerEmail || buyerEmail.trim()}.
        </p>
        <a className={shared.primaryLink} href="/">
          Continue shopping
        </a>
      </div>
    );

  const input = (id: string, error: string | undefined) => ({
    id,
    className: styles.input,
    readOnly: !live,
    ...described(id, error),
  });

  return (
    <form className={styles.form} noValidate onSubmit={pay} aria-busy={isPaying}>
      {props.product.description ? <p className={styles.hint}>{props.product.description}</p> : null}
      <div ref={alertRef} className={styles.alert} role="alert" tabIndex={-1}>
        {formError}
      </div>

      <section className={styles.section}>
        <h2 className={styles.sectionHeading} id="gift-amount-heading">
          Amount
        </h2>
        <div className={styles.options} role="radiogroup" aria-labelledby="gift-amount-heading">
          {props.product.denominations.map((d) => (
            <label key={d.sku} className={styles.option}>
              <input
                type="radio"
                name="sku"
                value={d.sku}
                checked={sku === d.sku}
                readOnly={!live}
                onChange={() => setSku(d.sku)}
              />
              <span className={styles.optionName}>{money(d.amountCents)}</span>
              <span className={styles.optionCost}>Gift card</span>
            </label>
          ))}
        </div>
        {errors.sku ? <p className={styles.fieldError}>{errors.sku}</p> : null}
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionHeading}>Recipient</h2>
        <Field id="gift-recipient" label="Recipient’s email" error={errors.recipientEmail}>
          <input
            {...input('gift-recipient', errors.recipientEmail)}
            type="email"
            autoComplete="off"
            value={recipientEmail}
            onChange={(e) => setRecipientEmail(e.target.value)}
          />
        </Field>
        <Field id="gift-message" label="Message" error={errors.message} optional>
          <textarea
            {...input('gift-message', errors.message)}
            rows={4}
            maxLength={1000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </Field>
        <p className={styles.hint}>
          We email the gift card’s code and your message to the recipient once it is paid.
        </p>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionHeading}>Your details</h2>
        <Field id="gift-buyer-name" label="Your name" error={errors.buyerName}>
          <input
            {...input('gift-buyer-name', errors.buyerName)}
            autoComplete="name"
            value={buyerName}
            onChange={(e) => setBuyerName(e.target.value)}
          />
        </Field>
        <Field id="gift-buyer-email" label="Your email" error={errors.buyerEmail}>
          <input
            {...input('gift-buyer-email', errors.buyerEmail)}
            type="email"
            autoComplete="email"
            value={buyerEmail}
            onChange={(e) => setBuyerEmail(e.target.value)}
          />
        </Field>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionHeading}>Payment</h2>
        {usesStripe ? (
          <>
            <p className={styles.label} id="gift-stripe-label">
              Card
            </p>
            <div ref={stripeRef} className={styles.input} role="group" aria-labelledby="gift-stripe-label" />
            {stripeMessage ? (
              <p className={styles.fieldError} role="alert">
                {stripeMessage}
              </p>
            ) : null}
          </>
        ) : (
          <>
            <div className={styles.grid}>
              <Field id="gift-card" label="Card number" error={errors.cardNumber}>
                <input
                  {...input('gift-card', errors.cardNumber)}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="1234 1234 1234 1234"
                  value={card.cardNumber}
                  onChange={(e) => setCard({ ...card, cardNumber: e.target.value })}
                />
              </Field>
              <div className={styles.field}>
                <label className={styles.label} htmlFor="gift-exp-month">
                  Expiry
                </label>
                <div className={styles.expiry}>
                  <select
                    id="gift-exp-month"
                    className={styles.select}
                    aria-label="Expiry month"
                    autoComplete="cc-exp-month"
                    value={card.expMonth}
                    onChange={(e) => setCard({ ...card, expMonth: e.target.value })}
                    {...described('gift-exp-month', errors.expiry)}
                  >
                    <option value="">MM</option>
                    {MONTHS.map((m) => (
                      <option key={m} value={String(m)}>
                        {String(m).padStart(2, '0')}
                      </option>
                    ))}
                  </select>
                  <select
                    className={styles.select}
                    aria-label="Expiry year"
                    autoComplete="cc-exp-year"
                    value={card.expYear}
                    onChange={(e) => setCard({ ...card, expYear: e.target.value })}
                  >
                    <option value="">YYYY</option>
                    {Array.from({ length: 15 }, (_, i) => thisYear + i).map((y) => (
                      <option key={y} value={String(y)}>
                        {y}
                      </option>
                    ))}
                  </select>
                </div>
                {errors.expiry ? (
                  <p className={styles.fieldError} id="gift-exp-month-error">
                    {errors.expiry}
                  </p>
                ) : null}
              </div>
              <div className={styles.field}>
                <label className={styles.label} htmlFor="gift-cvc">
                  Security code (CVC)
                </label>
                <input
                  {...input('gift-cvc', errors.cvc)}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                  value={card.cvc}
                  onChange={(e) => setCard({ ...card, cvc: e.target.value })}
                />
                {errors.cvc ? (
                  <p className={styles.fieldError} id="gift-cvc-error">
                    {errors.cvc}
                  </p>
                ) : null}
              </div>
            </div>
            <p className={styles.testNote}>
              Test payments: no card is charged. Use {groupCardNumber(TEST_CARDS.success)} (paid),{' '}
              {groupCardNumber(TEST_CARDS.declined)} (declined) or{' '}
              {groupCardNumber(TEST_CARDS.authenticationRequired)} (your bank asks you to confirm), any future
              expiry and any 3-digit CVC.
            </p>
          </>
        )}
      </section>

      <button
        type="submit"
        className={styles.placeOrder}
        disabled={!live || isPaying || (usesStripe && !stripeCard)}
      >
        {isPaying
          ? BUYING_GIFT_CARD
          : `${BUY_GIFT_CARD} · ${money(props.product.denominations.find((d) => d.sku === sku)?.amountCents ?? 0)}`}
      </button>
      <a className={styles.back} href={GIFT_CARD_BALANCE_PATH}>
        Check a gift card balance
      </a>
    </form>
  );
}
