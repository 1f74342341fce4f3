// Issue 20 part 3 (PAGE-011, SHOP-005; docs/decisions/069): the donate page (/checkout/donate):
// the amount (suggested or the visitor's own, bounded), monthly when the campaign offers it, name,
// email, an optional note and the card; the island ('Donation', mode 'checkout') sends it. Also the
// page of a link naming no campaign, and the thank-you page after the gift.
import {
  DONATE_UNAVAILABLE,
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  DONATION_NOTE_MAX,
  type DonatePageView,
  donationPhrase,
} from '@folio/core/donations';
import { formatMoney } from '@folio/core/money';
import { TEST_CARDS } from '@folio/core/store-api';
import type { ReactNode } from 'react';
import { Island } from '../../islands/Island.tsx';
import { groupCardNumber } from '../../store/checkout-fields.ts';
import shared from '../Cart/store-page.module.css';
import checkout from '../Checkout/Checkout.module.css';
import styles from './Donation.module.css';

export type DonateFormView = Extract<DonatePageView, { state: 'form' }>;

/** What the island needs (no text of the page: it reads the form). */
export function donateIslandProps(view: DonateFormView) {
  return {
    mode: 'checkout' as const,
    pageId: view.campaign.pageId,
    currencyCode: view.currencyCode,
    paymentProvider: view.paymentProvider,
    stripePublishableKey: view.stripePublishableKey,
  };
}

function FieldError({ name }: { name: string }) {
  return <p className={checkout.fieldError} id={`donate-${name}-error`} data-error-for={name} hidden />;
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
      <label className={checkout.label} htmlFor={`donate-${props.name}`}>
        {props.label}
        {props.optional ? <span className={checkout.optional}> (optional)</span> : null}
      </label>
      {props.children}
      <FieldError name={props.name} />
    </div>
  );
}

const described = (name: string) => ({ 'aria-describedby': `donate-${name}-error` });

export function DonatePage({ view }: { view: DonatePageView }) {
  if (view.state === 'unavailable') {
    const words = DONATE_UNAVAILABLE[view.reason];
    return (
      <section className={shared.page}>
        <h1 className={shared.heading}>{words.heading}</h1>
        <div className={shared.state}>
          <p>{words.text}</p>
          <a className={shared.primaryLink} href="/">
            Go to the home page
          </a>
        </div>
      </section>
    );
  }
  if (view.state === 'thanks') return <DonationThanks view={view} />;
  return (
    <Island name="Donation" props={donateIslandProps(view)}>
      <DonateForm view={view} />
    </Island>
  );
}

function DonateForm({ view }: { view: DonateFormView }) {
  const { campaign, currencyCode, chosen } = view;
  const thisYear = new Date().getUTCFullYear();
  const preset = chosen.amountCents !== null && campaign.suggestedCents.includes(chosen.amountCents);
  const custom = chosen.amountCents !== null && !preset ? chosen.amountCents : null;
  const checkedCents = preset
    ? chosen.amountCents
    : custom === null && campaign.suggestedCents.length > 1
      ? campaign.suggestedCents[1]!
      : (campaign.suggestedCents[0] ?? null);
  const isCustom = checkedCents === null || custom !== null;
  const min = formatMoney(DONATION_MIN_CENTS, currencyCode);
  const max = formatMoney(DONATION_MAX_CENTS, currencyCode);
  return (
    <section className={shared.page}>
      <p className={styles.eyebrow}>Donate</p>
      <h1 className={shared.heading}>{campaign.name}</h1>
      {campaign.description ? <p className={styles.description}>{campaign.description}</p> : null}
      <form
        className={checkout.form}
        data-donate-form=""
        noValidate
        aria-label={`Donate to ${campaign.name}`}
      >
        <p className={checkout.alert} data-form-error="" role="alert" tabIndex={-1} />
        <p className={checkout.notice} data-form-status="" role="status" hidden />
        <section className={checkout.section}>
          <h2 className={checkout.sectionHeading}>Your gift</h2>
          <fieldset className={styles.amounts} aria-describedby="donate-amount-error">
            <legend className={styles.legend}>Amount</legend>
            {campaign.suggestedCents.map((cents) => (
              <label key={cents} className={styles.chip}>
                <input
                  type="radio"
                  name="amount"
                  value={cents}
                  defaultChecked={!isCustom && cents === checkedCents}
                />
                <span>{formatMoney(cents, currencyCode, { trimZeroCents: true })}</span>
              </label>
            ))}
            <label className={styles.chip}>
              <input
                type="radio"
                name="amount"
                value="custom"
                defaultChecked={isCustom}
                data-custom-choice=""
              />
              <span>Other amount</span>
            </label>
          </fieldset>
          <div className={styles.customField}>
            <label className={checkout.label} htmlFor="donate-customAmount">
              Your amount ({currencyCode})
            </label>
            <input
              id="donate-customAmount"
              name="customAmount"
              className={checkout.input}
              inputMode="decimal"
              autoComplete="off"
              defaultValue={custom !== null ? (custom / 100).toFixed(2) : ''}
              aria-describedby="donate-amount-hint donate-amount-error"
            />
            <p className={checkout.hint} id="donate-amount-hint">
              From {min} to {max}.
            </p>
          </div>
          <FieldError name="amount" />
          {campaign.allowRecurring ? (
            <fieldset className={styles.frequency} aria-describedby="donate-frequency-error">
              <legend className={styles.legend}>How often</legend>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name="frequency"
                  value="once"
                  defaultChecked={chosen.frequency === 'once'}
                />
                <span>Once</span>
              </label>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name="frequency"
                  value="monthly"
                  defaultChecked={chosen.frequency === 'monthly'}
                />
                <span>Monthly</span>
              </label>
              <FieldError name="frequency" />
            </fieldset>
          ) : null}
        </section>
        <section className={checkout.section}>
          <h2 className={checkout.sectionHeading}>Your details</h2>
          <div className={checkout.grid}>
            <Field name="name" label="Name">
              <input
                id="donate-name"
                name="name"
                className={checkout.input}
                autoComplete="name"
                maxLength={120}
                {...described('name')}
              />
            </Field>
            <Field name="email" label="Email (for your receipt)">
              <input
                id="donate-email"
                name="email"
                type="email"
                className={checkout.input}
                autoComplete="email"
                {...described('email')}
              />
            </Field>
            {campaign.askForNote ? (
              <Field name="note" label="Note" optional wide>
                <textarea
                  id="donate-note"
                  name="note"
                  className={checkout.input}
                  rows={3}
                  maxLength={DONATION_NOTE_MAX}
                  {...described('note')}
                />
              </Field>
            ) : null}
          </div>
        </section>
        <section className={checkout.section}>
          <h2 className={checkout.sectionHeading}>Payment</h2>
          {view.paymentProvider === 'test' ? (
            <>
              <div className={checkout.grid}>
                <Field name="cardNumber" label="Card number" wide>
                  <input
                    id="donate-cardNumber"
                    name="cardNumber"
                    className={checkout.input}
                    inputMode="numeric"
                    autoComplete="cc-number"
                    placeholder="1234 1234 1234 1234"
                    {...described('cardNumber')}
                  />
                </Field>
                <Field name="expMonth" label="Expiry">
                  <div className={checkout.expiry}>
                    <select
                      id="donate-expMonth"
                      name="expMonth"
                      className={checkout.select}
                      aria-label="Expiry month"
                      autoComplete="cc-exp-month"
                      {...described('expMonth')}
                    >
                      <option value="">MM</option>
                      {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => (
                        <option key={month} value={String(month)}>
                          {String(month).padStart(2, '0')}
                        </option>
                      ))}
                    </select>
                    <select
                      name="expYear"
                      className={checkout.select}
                      aria-label="Expiry year"
                      autoComplete="cc-exp-year"
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
                <Field name="cvc" label="Security code (CVC)">
                  <input
                    id="donate-cvc"
                    name="cvc"
                    className={checkout.input}
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    maxLength={4}
                    {...described('cvc')}
                  />
                </Field>
              </div>
              <p className={checkout.testNote}>
                Test payments: no card is charged. Use {groupCardNumber(TEST_CARDS.success)} (paid),{' '}
                {groupCardNumber(TEST_CARDS.declined)} (declined) or{' '}
                {groupCardNumber(TEST_CARDS.authenticationRequired)} (asks for 3-D Secure authentication), any
                future expiry and any 3-digit CVC.
              </p>
            </>
          ) : (
            <>
              <p className={checkout.label} id="donate-stripe-label">
                Card
              </p>
              <div
                className={checkout.input}
                role="group"
                aria-labelledby="donate-stripe-label"
                data-stripe-card=""
              />
              <FieldError name="card" />
            </>
          )}
        </section>
        <button type="submit" className={checkout.placeOrder} data-donate-submit="">
          {campaign.buttonText}
        </button>
        <noscript>
          <p className={checkout.hint}>Donating needs JavaScript. Please turn it on to continue.</p>
        </noscript>
      </form>
    </section>
  );
}

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function DonationThanks({ view }: { view: Extract<DonatePageView, { state: 'thanks' }> }) {
  const { donation } = view;
  const amount = formatMoney(donation.amountCents, donation.currencyCode);
  return (
    <section className={shared.page}>
      <h1 className={shared.heading}>
        {donation.donorName ? `Thank you, ${donation.donorName}` : 'Thank you'}
      </h1>
      <div className={styles.thanks}>
        <p className={styles.lead}>
          Your {donation.frequency === 'monthly' ? 'monthly ' : ''}gift of {amount} to {donation.campaign}{' '}
          means a great deal to {view.businessName}.
        </p>
        <dl className={styles.receipt}>
          <dt>Amount</dt>
          <dd>{donationPhrase(donation.amountCents, donation.currencyCode, donation.frequency)}</dd>
          <dt>Date</dt>
          <dd>{longDate(donation.paidAt)}</dd>
          {donation.nextChargeAt ? (
            <>
              <dt>Next gift</dt>
              <dd>{longDate(donation.nextChargeAt)}</dd>
            </>
          ) : null}
          <dt>Receipt number</dt>
          <dd>{donation.id}</dd>
        </dl>
        <p>A receipt is on its way to {donation.email}.</p>
        {donation.campaignPath ? (
          <a className={shared.primaryLink} href={donation.campaignPath}>
            Back to {donation.campaign}
          </a>
        ) : (
          <a className={shared.primaryLink} href="/">
            Go to the home page
          </a>
        )}
      </div>
    </section>
  );
}
