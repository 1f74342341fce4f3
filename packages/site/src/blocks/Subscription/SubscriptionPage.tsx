// Issue 20 section 2: the subscriptions' visitor pages in the site's layout (header, footer, fonts):
// the subscription checkout (SHOP-004), the confirmed page (PAGE-012), one subscription by its
// signed link, and the signed-in site user's list. The forms are sent by the 'Subscription' island
// (plain DOM); the server's endpoints are the module's own (/api/commerce/subscribe, …).
import { TEST_CARDS } from '@folio/core/store-api';
import type { ReactNode } from 'react';
import { Island } from '../../islands/Island.tsx';
import { groupCardNumber } from '../../store/checkout-fields.ts';
import shared from '../Cart/store-page.module.css';
import checkout from '../Checkout/Checkout.module.css';
import styles from './Subscription.module.css';
import {
  ACCOUNT_SUBSCRIPTIONS_PATH,
  longDate,
  STATUS_LABELS,
  type SubscriptionDetails,
  type SubscriptionIslandProps,
  type SubscriptionPageView,
} from './subscription-props.ts';

function FieldError({ name }: { name: string }) {
  return <p className={checkout.fieldError} id={`sub-${name}-error`} data-error-for={name} hidden />;
}

function Field(props: {
  name: string;
  label: string;
  optional?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={props.wide ? `${checkout.field} ${checkout.wide}` : checkout.field}>
      <label className={checkout.label} htmlFor={`sub-${props.name}`}>
        {props.label}
        {props.optional ? <span className={checkout.optional}> (optional)</span> : null}
      </label>
      {props.children}
      <FieldError name={props.name} />
    </div>
  );
}

function TextInput(props: {
  name: string;
  autoComplete?: string;
  type?: string;
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
  defaultValue?: string;
  maxLength?: number;
}) {
  return (
    <input
      id={`sub-${props.name}`}
      name={props.name}
      type={props.type ?? 'text'}
      className={checkout.input}
      autoComplete={props.autoComplete ?? 'off'}
      inputMode={props.inputMode}
      placeholder={props.placeholder}
      defaultValue={props.defaultValue}
      maxLength={props.maxLength}
      aria-describedby={`sub-${props.name}-error`}
    />
  );
}

/** The card: the test gateway's fields, or Stripe's card element (mounted by the island). */
function CardFields({ paymentProvider }: { paymentProvider: 'test' | 'stripe' }) {
  if (paymentProvider === 'stripe')
    return (
      <>
        <p className={checkout.label} id="sub-stripe-label">
          Card
        </p>
        <div className={checkout.input} role="group" aria-labelledby="sub-stripe-label" data-stripe-card="" />
        <FieldError name="card" />
      </>
    );
  return (
    <>
      <div className={checkout.grid}>
        <Field name="cardNumber" label="Card number" wide>
          <TextInput
            name="cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
          />
        </Field>
        <Field name="expMonth" label="Expiry month">
          <TextInput
            name="expMonth"
            inputMode="numeric"
            autoComplete="cc-exp-month"
            placeholder="MM"
            maxLength={2}
          />
        </Field>
        <Field name="expYear" label="Expiry year">
          <TextInput
            name="expYear"
            inputMode="numeric"
            autoComplete="cc-exp-year"
            placeholder="YYYY"
            maxLength={4}
          />
        </Field>
        <Field name="cvc" label="CVC">
          <TextInput name="cvc" inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
        </Field>
      </div>
      <p className={checkout.testNote}>
        Test payments: no card is charged. Use {groupCardNumber(TEST_CARDS.success)} (paid),{' '}
        {groupCardNumber(TEST_CARDS.declined)} (declined) or{' '}
        {groupCardNumber(TEST_CARDS.authenticationRequired)} (asks for 3-D Secure), any future expiry and any
        3-digit CVC.
      </p>
    </>
  );
}

function Details({ subscription }: { subscription: SubscriptionDetails }) {
  return (
    <dl className={styles.details}>
      <dt>Plan</dt>
      <dd data-testid="phrase">{subscription.phrase}</dd>
      <dt>Status</dt>
      <dd>
        <span className={styles.status} data-status={subscription.status}>
          {STATUS_LABELS[subscription.status]}
        </span>
      </dd>
      <dt>Next charge</dt>
      <dd data-testid="next-charge">{longDate(subscription.nextChargeAt)}</dd>
      <dt>Card</dt>
      <dd>ending in {subscription.cardLast4}</dd>
      <dt>Payments made</dt>
      <dd>
        {subscription.paidPeriods}
        {subscription.numBillingCycles > 0 ? ` of ${subscription.numBillingCycles}` : ''}
      </dd>
    </dl>
  );
}

export function SubscriptionPage({ view }: { view: SubscriptionPageView }) {
  switch (view.view) {
    case 'problem':
      return (
        <section className={shared.page}>
          <h1 className={shared.heading}>{view.heading}</h1>
          <div className={shared.state}>
            <p role="alert">{view.message}</p>
            <a className={shared.primaryLink} href={view.toCart ? '/cart' : '/'}>
              {view.toCart ? 'Go to your cart' : 'Go to the home page'}
            </a>
          </div>
        </section>
      );
    case 'subscribe':
      return <SubscribeForm view={view} />;
    case 'confirmed':
      return (
        <section className={shared.page}>
          <p className={styles.eyebrow}>Thank you</p>
          <h1 className={shared.heading}>Subscription confirmed</h1>
          <div className={styles.stack}>
            <p className={styles.lead}>
              Your subscription to {view.subscription.title} has started, and a receipt is on its way to{' '}
              {view.subscription.email}.
            </p>
            <Details subscription={view.subscription} />
            <div className={styles.links}>
              <a className={shared.primaryLink} href={view.manageUrl}>
                Manage your subscription
              </a>
              <a className={styles.textLink} href="/">
                Continue shopping
              </a>
            </div>
          </div>
        </section>
      );
    case 'manage':
      return <ManagePage view={view} />;
    case 'account':
      return (
        <Island name="Subscription" props={{ view: 'account' } satisfies SubscriptionIslandProps}>
          <section className={shared.page}>
            <h1 className={shared.heading}>Your subscriptions</h1>
            <div data-account-subscriptions="" aria-live="polite">
              <p className={shared.loading} role="status">
                Loading your subscriptions…
              </p>
            </div>
          </section>
        </Island>
      );
  }
}

function SubscribeForm({ view }: { view: Extract<SubscriptionPageView, { view: 'subscribe' }> }) {
  const props: SubscriptionIslandProps = {
    view: 'subscribe',
    cartToken: view.cartToken,
    physical: view.physical,
    paymentProvider: view.paymentProvider,
    stripePublishableKey: view.stripePublishableKey,
  };
  return (
    <Island name="Subscription" props={props}>
      <section className={shared.page}>
        <p className={styles.eyebrow}>Subscription checkout</p>
        <h1 className={shared.heading}>Subscribe</h1>
        <div className={styles.summary}>
          <p className={styles.product}>
            {view.title}
            {view.quantity > 1 ? ` × ${view.quantity}` : ''}
          </p>
          <p className={styles.lead} data-testid="phrase">
            {view.phrase}
          </p>
          <p className={checkout.hint}>
            Today: <strong>{view.total}</strong>. Your card is saved to pay each renewal; cancel any time from
            the link in your receipt.
          </p>
        </div>
        <form
          className={checkout.form}
          data-subscribe-form=""
          noValidate
          aria-label={`Subscribe to ${view.title}`}
        >
          <p className={checkout.alert} data-form-error="" role="alert" tabIndex={-1} />
          <p className={checkout.notice} data-form-status="" role="status" hidden />
          <section className={checkout.section}>
            <h2 className={checkout.sectionHeading}>Your details</h2>
            <div className={checkout.grid}>
              <Field name="email" label="Email" wide>
                <TextInput name="email" type="email" autoComplete="email" />
              </Field>
            </div>
          </section>
          {view.physical ? (
            <section className={checkout.section}>
              <h2 className={checkout.sectionHeading}>Shipping address</h2>
              <div className={checkout.grid}>
                <Field name="name" label="Name" wide>
                  <TextInput name="name" autoComplete="name" maxLength={120} />
                </Field>
                <Field name="line1" label="Street address" wide>
                  <TextInput name="line1" autoComplete="address-line1" />
                </Field>
                <Field name="city" label="City">
                  <TextInput name="city" autoComplete="address-level2" />
                </Field>
                <Field name="region" label="State or region" optional>
                  <TextInput name="region" autoComplete="address-level1" />
                </Field>
                <Field name="postalCode" label="Postal code">
                  <TextInput name="postalCode" autoComplete="postal-code" />
                </Field>
                <Field name="country" label="Country code">
                  <TextInput name="country" autoComplete="country" maxLength={2} defaultValue="US" />
                </Field>
              </div>
            </section>
          ) : null}
          <section className={checkout.section}>
            <h2 className={checkout.sectionHeading}>Payment</h2>
            <CardFields paymentProvider={view.paymentProvider} />
          </section>
          <button type="submit" className={checkout.placeOrder} data-subscribe-submit="">
            Subscribe and pay {view.total}
          </button>
          <noscript>
            <p className={checkout.hint}>Subscribing needs JavaScript. Please turn it on to continue.</p>
          </noscript>
        </form>
      </section>
    </Island>
  );
}

function ManagePage({ view }: { view: Extract<SubscriptionPageView, { view: 'manage' }> }) {
  const { subscription } = view;
  const isLive =
    subscription.status === 'active' ||
    subscription.status === 'past_due' ||
    subscription.status === 'paused';
  const props: SubscriptionIslandProps = {
    view: 'manage',
    id: subscription.id,
    token: view.token,
    paymentProvider: view.paymentProvider,
    stripePublishableKey: view.stripePublishableKey,
  };
  const body = (
    <section className={shared.page}>
      <p className={styles.eyebrow}>Your subscription</p>
      <h1 className={shared.heading}>{subscription.title}</h1>
      <div className={styles.stack}>
        {subscription.status === 'past_due' ? (
          <p className={checkout.notice} role="alert">
            Your last payment was declined. Update your card below; we will try again at once.
          </p>
        ) : null}
        <Details subscription={subscription} />
        {isLive ? (
          <>
            <form
              className={`${checkout.form} ${styles.manageForm}`}
              data-card-form=""
              noValidate
              aria-labelledby="sub-card-heading"
            >
              <section className={checkout.section}>
                <h2 className={checkout.sectionHeading} id="sub-card-heading">
                  Update your card
                </h2>
                <p className={checkout.alert} data-form-error="" role="alert" tabIndex={-1} />
                <CardFields paymentProvider={view.paymentProvider} />
              </section>
              <button type="submit" className={shared.secondary} data-card-submit="">
                Save card
              </button>
            </form>
            <form
              className={`${checkout.form} ${styles.manageForm}`}
              data-cancel-form=""
              aria-labelledby="sub-cancel-heading"
            >
              <section className={checkout.section}>
                <h2 className={checkout.sectionHeading} id="sub-cancel-heading">
                  Cancel
                </h2>
                <p className={styles.muted}>You will not be charged again.</p>
                <p className={checkout.alert} data-cancel-error="" role="alert" tabIndex={-1} />
              </section>
              <button type="submit" className={styles.danger}>
                Cancel subscription
              </button>
            </form>
          </>
        ) : null}
        <a className={styles.textLink} href={ACCOUNT_SUBSCRIPTIONS_PATH}>
          All your subscriptions
        </a>
      </div>
    </section>
  );
  return isLive ? (
    <Island name="Subscription" props={props}>
      {body}
    </Island>
  ) : (
    body
  );
}
