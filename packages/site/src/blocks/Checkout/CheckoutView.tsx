// The checkout form, rendered in the browser from the visitor's cart: contact, shipping address
// and method, payment, and the order summary, with totals the server prices.

import { checkoutMinimumProblem, instalmentMessage } from '@folio/core/checkout-rules';
import type { Cart } from '@folio/core/commerce';
import { MESSAGES } from '@folio/core/message-catalogue';
import { formatMoney } from '@folio/core/money';
import { TEST_CARDS } from '@folio/core/store-api';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { announceCart } from '../../store/cart-session.ts';
import {
  type CardDetails,
  checkoutProblems,
  groupCardNumber,
  type ShippingAddress,
  shippingLocationOf,
} from '../../store/checkout-fields.ts';
import { COUNTRIES, US_STATES } from '../../store/countries.ts';
import { answerMessage, type StoreRequest, storeRequest } from '../../store/store-request.ts';
import { mountStripeCard, type StripeCard } from '../../store/stripe-card.ts';
import { cartLoadState } from '../Cart/CartLoadState.tsx';
import { CouponCodes } from '../Cart/CouponCodes.tsx';
import { OrderTotals } from '../Cart/OrderTotals.tsx';
import shared from '../Cart/store-page.module.css';
import * as giftCard from '../GiftCardCheckout/GiftCardRedeem.tsx';
import styles from './Checkout.module.css';
import { type CheckoutIslandProps, PLACE_ORDER, PLACING_ORDER } from './checkout-props.ts';

export interface CheckoutViewProps extends CheckoutIslandProps {
  request?: StoreRequest;
  /** Goes to the order-confirmed page; replaceable in tests. */
  navigate?: (url: string) => void;
  /** The year expiry choices start at (tests fix it). */
  thisYear?: number;
  /** Mounts Stripe's card field (replaceable in tests). */
  mountCard?: typeof mountStripeCard;
  /** The page's query: `payment_return=1` when the bank's challenge sent the visitor back (decision 062). */
  search?: string;
}

/** The checkout's answer (decision 062): paid (the order page), an action to take first, or processing. */
type CheckoutAnswer = {
  redirect?: string;
  errors?: Errors;
  requiresAction?: { kind: 'redirect'; url: string } | { kind: 'stripe'; clientSecret: string };
  message?: string;
};

type CartAnswer = { cart?: Cart };
type Errors = Record<string, string>;

export const CHECK_FIELDS = 'Please check the fields marked below.';
const ORDER_FAILED = 'Your order could not be placed. Please try again.';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

const EMPTY_ADDRESS: ShippingAddress = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
};

function Field({
  id,
  label,
  error,
  optional = false,
  wide = false,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  optional?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      {children}
      {error ? (
        <p className={styles.fieldError} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes tying an input to its error message. */
function described(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

function Summary({
  cart,
  shippingOptionId,
  settings,
  request,
  onCart,
}: {
  cart: Cart;
  shippingOptionId: string | null;
  settings: CheckoutIslandProps;
  request: StoreRequest;
  onCart: (cart: Cart) => void;
}) {
  const currencyCode = cart.currencyCode || settings.currencyCode;
  const money = (cents: number) => formatMoney(cents, currencyCode);
  const option = cart.shippingOptions.find((o) => o.id === shippingOptionId) ?? null;
  const hasLocation = 'country' in cart.shippingLocation && Boolean(cart.shippingLocation.country);
  const shippingCents = option?.costCents ?? cart.shippingCostCents;
  const totalCents = cart.subtotalCents - cart.discountCents + shippingCents + cart.taxCents;
  const instalments = settings.instalments.enabled
    ? instalmentMessage({
        subtotalCents: cart.subtotalCents,
        currencyCode,
        minCents: settings.instalments.minCents,
        maxCents: settings.instalments.maxCents || undefined,
      })
    : null;

  return (
    <aside className={styles.summary} aria-label="Order summary">
      <h2 className={styles.sectionHeading}>Order summary</h2>
      <ul className={styles.lines}>
        {cart.entries.map((entry) => (
          <li key={entry.id} className={styles.line}>
            <span className={styles.lineImage}>
              {entry.image ? <img src={entry.image} alt="" loading="lazy" /> : null}
              <span className={styles.lineCount} aria-hidden="true">
                {entry.quantity}
              </span>
            </span>
            <span className={styles.lineInfo}>
              <span className={styles.lineTitle}>{entry.title}</span>
              {entry.optionValues.length > 0 ? (
                <span className={styles.lineOptions}>
                  {entry.optionValues.map((o) => o.value).join(' · ')}
                </span>
              ) : null}
              <span className={shared.visuallyHidden}>{`Quantity ${entry.quantity}`}</span>
            </span>
            <span className={styles.lineTotal}>{money(entry.totalCents)}</span>
          </li>
        ))}
      </ul>
      <CouponCodes
        cart={cart}
        request={request}
        onCart={onCart}
        inputId="checkout-coupon"
        classes={{
          form: styles.couponForm,
          input: styles.input,
          linkButton: styles.linkButton,
          error: styles.fieldError,
        }}
      />
      <OrderTotals
        currencyCode={currencyCode}
        subtotalCents={cart.subtotalCents}
        discountCents={cart.discountCents}
        rows={[
          ...(cart.requiresShipping
            ? [
                {
                  label: 'Shipping',
                  value: option || hasLocation ? money(shippingCents) : 'Enter your address',
                },
              ]
            : []),
          {
            label: 'Tax',
            value: hasLocation || !cart.requiresShipping ? money(cart.taxCents) : 'Enter your address',
          },
        ]}
        totalCents={totalCents}
      />
      {instalments ? <p className={styles.instalments}>{instalments}</p> : null}
    </aside>
  );
}

/** The checkout: loads the cart, then the form beside the order summary. */
export function CheckoutView({
  request = storeRequest,
  navigate = (url) => window.location.assign(url),
  thisYear = new Date().getFullYear(),
  mountCard = mountStripeCard,
  search = typeof window === 'undefined' ? '' : window.location.search,
  ...settings
}: CheckoutViewProps) {
  const [cart, setCart] = useState<Cart | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [address, setAddress] = useState<ShippingAddress>(EMPTY_ADDRESS);
  const [shippingOptionId, setShippingOptionId] = useState<string | null>(null);
  const [shippingError, setShippingError] = useState<string | null>(null);
  const [card, setCard] = useState<CardDetails>({ cardNumber: '', expMonth: '', expYear: '', cvc: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Stripe's processing (decision 062): the payment is taken and the bank's answer comes later.
  const [notice, setNotice] = useState<string | null>(null);
  const [isPlacing, setIsPlacing] = useState(false);
  // A ref, not state: a second click in the same tick must already see the first.
  const placing = useRef(false);
  const lastLocation = useRef('');
  const alertRef = useRef<HTMLDivElement>(null);
  // With Stripe, the card field is Stripe's own, mounted into this element.
  const stripeRef = useRef<HTMLDivElement>(null);
  const [appliedGiftCard, setAppliedGiftCard] = useState<giftCard.AppliedGiftCard | null>(null);
  const [stripeCard, setStripeCard] = useState<StripeCard | null>(null);
  const [stripeMessage, setStripeMessage] = useState<string | null>(null);
  const usesStripe = settings.paymentProvider === 'stripe' && Boolean(settings.stripePublishableKey);
  // The form, and the card field's element with it, appears once the cart has loaded.
  const hasForm = cart !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: hasForm re-runs it once the card field's element exists.
  useEffect(() => {
    const container = stripeRef.current;
    if (!usesStripe || !container || !settings.stripePublishableKey) return;
    let mounted: StripeCard | null = null;
    let isCancelled = false;
    mountCard(container, settings.stripePublishableKey, setStripeMessage)
      .then((card) => {
        if (isCancelled) card.destroy();
        else {
          mounted = card;
          setStripeCard(card);
        }
      })
      .catch(() =>
        setStripeMessage('Card payments could not be loaded. Check your connection and reload the page.'),
      );
    return () => {
      isCancelled = true;
      mounted?.destroy();
    };
  }, [usesStripe, settings.stripePublishableKey, mountCard, hasForm]);

  async function load() {
    setLoadError(null);
    try {
      const answer = await request<CartAnswer>('GET', '/api/commerce/cart');
      const loaded = answer.data.cart;
      if (answer.status !== 200 || !loaded) throw new Error('no cart');
      setCart(loaded);
      if ('id' in loaded.selectedShippingOption) setShippingOptionId(loaded.selectedShippingOption.id);
      if ('country' in loaded.shippingLocation && loaded.shippingLocation.country) {
        const { country, region, postalCode } = loaded.shippingLocation;
        setAddress((a) => ({ ...a, country, region, postalCode }));
        lastLocation.current = JSON.stringify({ country, region, postalCode });
      }
    } catch {
      setLoadError(MESSAGES.unableToLoadTryAgain);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, when the island mounts.
  useEffect(() => {
    void load();
    // Back from the bank's challenge (decision 062): the server reads the payment and settles the order.
    if (new URLSearchParams(search).get('payment_return') === '1') {
      if (typeof window !== 'undefined') window.history.replaceState(null, '', window.location.pathname);
      placing.current = true;
      setIsPlacing(true);
      void confirmPayment();
    }
  }, []);

  function changed(next: Cart) {
    setCart(next);
    announceCart(next);
  }

  /** Prices shipping and tax for the address, once it is entered far enough. */
  async function updateShipping(nextAddress: ShippingAddress, optionId: string | null) {
    const location = shippingLocationOf(nextAddress);
    if (!location) return;
    const key = JSON.stringify(location);
    if (key === lastLocation.current && optionId === shippingOptionId) return;
    lastLocation.current = key;
    setShippingError(null);
    try {
      const answer = await request<CartAnswer>('PUT', '/api/commerce/cart/shipping', {
        location,
        ...(optionId ? { shippingOptionId: optionId } : {}),
      });
      const next = answer.data.cart;
      if (answer.status === 200 && next) {
        setCart(next);
        setShippingOptionId('id' in next.selectedShippingOption ? next.selectedShippingOption.id : null);
      } else setShippingError(answerMessage(answer, MESSAGES.pleaseTryAgain));
    } catch {
      lastLocation.current = '';
      setShippingError(MESSAGES.unableToConnectPleaseTryAgain);
    }
  }

  function setAddressField(key: keyof ShippingAddress, value: string) {
    setAddress((a) => ({ ...a, [key]: value, ...(key === 'country' ? { region: '' } : {}) }));
  }

  function chooseShipping(id: string) {
    setShippingOptionId(id);
    void updateShipping(address, id);
  }

  function fail(message: string, fieldErrors: Errors = {}) {
    setErrors(fieldErrors);
    setFormError(message);
    placing.current = false;
    setIsPlacing(false);
    queueMicrotask(() => alertRef.current?.focus());
  }

  /**
   * Acts on a 200 answer of the checkout or its confirm: the order page when paid; the bank's
   * challenge (the test page, or Stripe.js's handleNextAction, then the confirm); processing.
   * False when the answer says none of these.
   */
  async function settled(data: CheckoutAnswer): Promise<boolean> {
    if (typeof data.redirect === 'string') {
      navigate(data.redirect);
      return true;
    }
    const action = data.requiresAction;
    if (action?.kind === 'redirect') {
      navigate(action.url);
      return true;
    }
    if (action?.kind === 'stripe' && stripeCard) {
      const handled = await stripeCard.handleNextAction(action.clientSecret);
      // Declined or not, the server asks Stripe what happened and settles the order.
      await confirmPayment('error' in handled ? handled.error : null);
      return true;
    }
    if (typeof data.message === 'string') {
      setNotice(data.message);
      placing.current = false;
      setIsPlacing(false);
      return true;
    }
    return false;
  }

  /** Asks the server to settle the order after the customer's action (never the browser's word). */
  async function confirmPayment(stripeError: string | null = null) {
    try {
      const answer = await request<CheckoutAnswer>('POST', '/api/commerce/checkout/confirm', {});
      if (answer.status === 200 && (await settled(answer.data))) return;
      fail(answerMessage(answer, stripeError ?? ORDER_FAILED));
      // The order was released: the cart is the visitor's again.
      void load();
    } catch {
      fail(MESSAGES.unableToConnectPleaseTryAgain);
    }
  }

  async function placeOrder(event: FormEvent) {
    event.preventDefault();
    if (placing.current || !cart) return;
    const minimum = checkoutMinimumProblem({
      subtotalCents: cart.subtotalCents,
      minimumCents: settings.checkoutMinimumCents,
      currencyCode: cart.currencyCode || settings.currencyCode,
    });
    if (minimum) return fail(minimum);
    const isTest = settings.paymentProvider === 'test';
    const covered = giftCard.giftCardCovers(appliedGiftCard, cart, shippingOptionId);
    const problems = checkoutProblems({
      email,
      address: cart.requiresShipping ? address : null,
      card: isTest && !covered ? card : null,
    });
    if (cart.requiresShipping && cart.shippingOptions.length > 0 && !shippingOptionId)
      problems.shippingOptionId = 'Choose one of the shipping options.';
    if (Object.keys(problems).length > 0) return fail(CHECK_FIELDS, problems);
    if (!isTest && !stripeCard && !covered) return;

    placing.current = true;
    setIsPlacing(true);
    setErrors({});
    setFormError(null);
    try {
      let payment: Record<string, unknown>;
      if (covered) payment = giftCard.GIFT_CARD_ONLY_PAYMENT;
      else if (isTest)
        payment = {
          provider: 'test',
          cardNumber: card.cardNumber.replace(/[\s-]/g, ''),
          expMonth: Number(card.expMonth),
          expYear: Number(card.expYear),
          cvc: card.cvc.trim(),
        };
      else {
        const method = await stripeCard!.createPaymentMethod({
          email: email.trim(),
          name: address.name.trim(),
        });
        if ('error' in method) return fail(method.error);
        payment = { provider: 'stripe', paymentMethodId: method.id };
      }
      const answer = await request<CheckoutAnswer>('POST', '/api/commerce/checkout', {
        email: email.trim(),
        ...(cart.requiresShipping
          ? {
              shippingAddress: {
                ...address,
                name: address.name.trim(),
                line1: address.line1.trim(),
                line2: address.line2.trim(),
                city: address.city.trim(),
                region: address.region.trim(),
                postalCode: address.postalCode.trim(),
              },
              ...(shippingOptionId ? { shippingOptionId } : {}),
            }
          : {}),
        ...(appliedGiftCard ? { giftCardCode: appliedGiftCard.code } : {}),
        payment,
      });
      if (answer.status === 200 && (await settled(answer.data))) return;
      const fieldErrors =
        answer.data.errors && typeof answer.data.errors === 'object' ? answer.data.errors : {};
      fail(answerMessage(answer, ORDER_FAILED), fieldErrors);
    } catch {
      fail(MESSAGES.unableToConnectPleaseTryAgain);
    }
  }

  const pending = cartLoadState({
    cart,
    loadError,
    onRetry: () => void load(),
    loadingText: 'Loading your order…',
  });
  if (pending || !cart) return pending;

  const currencyCode = cart.currencyCode || settings.currencyCode;
  const minimumProblem = checkoutMinimumProblem({
    subtotalCents: cart.subtotalCents,
    minimumCents: settings.checkoutMinimumCents,
    currencyCode,
  });
  const addressError = (key: keyof ShippingAddress) => errors[`shippingAddress.${key}`];
  const addressInput = (key: keyof ShippingAddress, autoComplete: string) => ({
    id: `checkout-${key}`,
    className: styles.input,
    value: address[key],
    autoComplete,
    onChange: (event: { target: { value: string } }) => setAddressField(key, event.target.value),
    ...described(`checkout-${key}`, addressError(key)),
  });
  const priceOnBlur = () => void updateShipping(address, shippingOptionId);
  const isUs = address.country === 'US';

  return (
    <div className={styles.layout}>
      <form className={styles.form} noValidate onSubmit={placeOrder} aria-busy={isPlacing}>
        <div ref={alertRef} className={styles.alert} role="alert" tabIndex={-1}>
          {formError ?? minimumProblem}
        </div>
        {notice ? (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        ) : null}

        <section className={styles.section}>
          <h2 className={styles.sectionHeading}>Contact</h2>
          <Field id="checkout-email" label="Email" error={errors.email} wide>
            <input
              id="checkout-email"
              className={styles.input}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...described('checkout-email', errors.email)}
            />
          </Field>
          <p className={styles.hint}>We send your receipt here.</p>
        </section>

        {cart.requiresShipping ? (
          <section className={styles.section}>
            <h2 className={styles.sectionHeading}>Shipping address</h2>
            {errors.shippingAddress ? <p className={styles.fieldError}>{errors.shippingAddress}</p> : null}
            <div className={styles.grid}>
              <Field id="checkout-country" label="Country" error={addressError('country')} wide>
                <select
                  {...addressInput('country', 'country')}
                  className={styles.select}
                  onChange={(event) => {
                    const next = { ...address, country: event.target.value, region: '' };
                    setAddress(next);
                    void updateShipping(next, shippingOptionId);
                  }}
                >
                  {COUNTRIES.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="checkout-name" label="Full name" error={addressError('name')} wide>
                <input {...addressInput('name', 'shipping name')} />
              </Field>
              <Field id="checkout-line1" label="Address" error={addressError('line1')} wide>
                <input {...addressInput('line1', 'shipping address-line1')} />
              </Field>
              <Field
                id="checkout-line2"
                label="Apartment, suite, etc."
                error={addressError('line2')}
                optional
                wide
              >
                <input {...addressInput('line2', 'shipping address-line2')} />
              </Field>
              <Field id="checkout-city" label="City" error={addressError('city')}>
                <input {...addressInput('city', 'shipping address-level2')} />
              </Field>
              <Field
                id="checkout-region"
                label={isUs ? 'State' : 'State / region'}
                error={addressError('region')}
                optional={!isUs}
              >
                {isUs ? (
                  <select
                    {...addressInput('region', 'shipping address-level1')}
                    className={styles.select}
                    onChange={(event) => {
                      const next = { ...address, region: event.target.value };
                      setAddress(next);
                      void updateShipping(next, shippingOptionId);
                    }}
                  >
                    <option value="">Choose…</option>
                    {US_STATES.map(([code, name]) => (
                      <option key={code} value={code}>
                        {name}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input {...addressInput('region', 'shipping address-level1')} onBlur={priceOnBlur} />
                )}
              </Field>
              <Field
                id="checkout-postalCode"
                label={isUs ? 'ZIP code' : 'Postal code'}
                error={addressError('postalCode')}
              >
                <input
                  {...addressInput('postalCode', 'shipping postal-code')}
                  inputMode={isUs ? 'numeric' : undefined}
                  onBlur={priceOnBlur}
                />
              </Field>
            </div>
          </section>
        ) : null}

        {cart.requiresShipping ? (
          <section className={styles.section}>
            <h2 className={styles.sectionHeading} id="checkout-shipping-heading">
              Shipping method
            </h2>
            {cart.shippingOptions.length === 0 ? (
              <p className={styles.hint}>No shipping options reach this address.</p>
            ) : (
              <div className={styles.options} role="radiogroup" aria-labelledby="checkout-shipping-heading">
                {cart.shippingOptions.map((option) => (
                  <label key={option.id} className={styles.option}>
                    <input
                      type="radio"
                      name="shippingOptionId"
                      value={option.id}
                      checked={shippingOptionId === option.id}
                      onChange={() => chooseShipping(option.id)}
                    />
                    <span className={styles.optionName}>{option.name}</span>
                    <span className={styles.optionCost}>
                      {option.costCents === 0 ? 'Free' : formatMoney(option.costCents, currencyCode)}
                    </span>
                  </label>
                ))}
              </div>
            )}
            {errors.shippingOptionId ? <p className={styles.fieldError}>{errors.shippingOptionId}</p> : null}
            {shippingError ? (
              <p className={styles.fieldError} role="alert">
                {shippingError}
              </p>
            ) : null}
          </section>
        ) : null}

        <giftCard.GiftCardRedeem
          cart={cart}
          shippingOptionId={shippingOptionId}
          currencyCode={currencyCode}
          applied={appliedGiftCard}
          onChange={setAppliedGiftCard}
          request={request}
        />

        <section
          className={styles.section}
          style={
            giftCard.giftCardCovers(appliedGiftCard, cart, shippingOptionId) ? { display: 'none' } : undefined
          }
        >
          <h2 className={styles.sectionHeading}>Payment</h2>
          {settings.paymentProvider === 'test' ? (
            <>
              <div className={styles.grid}>
                <Field id="checkout-card" label="Card number" error={errors.cardNumber} wide>
                  <input
                    id="checkout-card"
                    className={styles.input}
                    inputMode="numeric"
                    autoComplete="cc-number"
                    placeholder="1234 1234 1234 1234"
                    value={card.cardNumber}
                    onChange={(event) => setCard({ ...card, cardNumber: event.target.value })}
                    {...described('checkout-card', errors.cardNumber)}
                  />
                </Field>
                <Field id="checkout-exp-month" label="Expiry" error={errors.expiry}>
                  <div className={styles.expiry}>
                    <select
                      id="checkout-exp-month"
                      className={styles.select}
                      aria-label="Expiry month"
                      autoComplete="cc-exp-month"
                      value={card.expMonth}
                      onChange={(event) => setCard({ ...card, expMonth: event.target.value })}
                      {...described('checkout-exp-month', errors.expiry)}
                    >
                      <option value="">MM</option>
                      {MONTHS.map((month) => (
                        <option key={month} value={String(month)}>
                          {String(month).padStart(2, '0')}
                        </option>
                      ))}
                    </select>
                    <select
                      className={styles.select}
                      aria-label="Expiry year"
                      autoComplete="cc-exp-year"
                      value={card.expYear}
                      onChange={(event) => setCard({ ...card, expYear: event.target.value })}
                    >
                      <option value="">YYYY</option>
                      {Array.from({ length: 15 }, (_, i) => thisYear + i).map((year) => (
                        <option key={year} value={String(year)}>
                          {year}
                        </option>
                      ))}
                    </select>
                  </div>
                </Field>
                <Field id="checkout-cvc" label="Security code (CVC)" error={errors.cvc}>
                  <input
                    id="checkout-cvc"
                    className={styles.input}
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    maxLength={4}
                    value={card.cvc}
                    onChange={(event) => setCard({ ...card, cvc: event.target.value })}
                    {...described('checkout-cvc', errors.cvc)}
                  />
                </Field>
              </div>
              <p className={styles.testNote}>
                Test payments: no card is charged. Use {groupCardNumber(TEST_CARDS.success)} (paid),{' '}
                {groupCardNumber(TEST_CARDS.declined)} (declined),{' '}
                {groupCardNumber(TEST_CARDS.insufficientFunds)} (insufficient funds) or{' '}
                {groupCardNumber(TEST_CARDS.authenticationRequired)} (asks for 3-D Secure authentication), any
                future expiry and any 3-digit CVC.
              </p>
            </>
          ) : (
            <>
              <p className={styles.label} id="checkout-stripe-label">
                Card
              </p>
              <div
                ref={stripeRef}
                className={styles.input}
                role="group"
                aria-labelledby="checkout-stripe-label"
                data-stripe-card=""
              />
              {stripeMessage ? (
                <p className={styles.fieldError} role="alert">
                  {stripeMessage}
                </p>
              ) : null}
              <p className={styles.hint}>Card payments by Stripe</p>
            </>
          )}
        </section>

        <button
          type="submit"
          className={styles.placeOrder}
          disabled={
            isPlacing || minimumProblem !== null || (settings.paymentProvider !== 'test' && !stripeCard)
          }
        >
          {isPlacing ? PLACING_ORDER : PLACE_ORDER}
        </button>
        <a className={styles.back} href="/cart">
          Return to cart
        </a>
      </form>
      <Summary
        cart={cart}
        shippingOptionId={shippingOptionId}
        settings={settings}
        request={request}
        onCart={changed}
      />
    </div>
  );
}
