// The gift-card field of the store's checkout (issue 20 section 4, decision 065): the visitor enters
// a code, sees what the card pays of this order, what remains on it and what the card payment is.
// The server takes the card's part when the order is placed (and gives it back if the payment fails).
import type { Cart } from '@folio/core/commerce';
import { MESSAGES } from '@folio/core/message-catalogue';
import { formatMoney } from '@folio/core/money';
import { useState } from 'react';
import { answerMessage, type StoreRequest } from '../../store/store-request.ts';
import shared from '../Cart/store-page.module.css';
import styles from '../Checkout/Checkout.module.css';
import own from './GiftCard.module.css';

export interface AppliedGiftCard {
  code: string;
  codeLast4: string;
  balanceCents: number;
}

/** What the checkout sends as its payment when the gift card pays it all (the gateway is not asked). */
export const GIFT_CARD_ONLY_PAYMENT = {
  provider: 'test',
  cardNumber: '0',
  expMonth: 1,
  expYear: 2000,
  cvc: '000',
} as const;

export function orderTotalOf(cart: Cart, shippingOptionId: string | null): number {
  const option = cart.shippingOptions.find((o) => o.id === shippingOptionId) ?? null;
  return (
    cart.subtotalCents - cart.discountCents + (option?.costCents ?? cart.shippingCostCents) + cart.taxCents
  );
}

/** Whether the applied card pays the whole order (then no card payment is needed). */
export function giftCardCovers(applied: AppliedGiftCard | null, cart: Cart, shippingOptionId: string | null) {
  return applied !== null && applied.balanceCents >= orderTotalOf(cart, shippingOptionId);
}

export function GiftCardRedeem({
  cart,
  shippingOptionId,
  currencyCode,
  applied,
  onChange,
  request,
}: {
  cart: Cart;
  shippingOptionId: string | null;
  currencyCode: string;
  applied: AppliedGiftCard | null;
  onChange: (applied: AppliedGiftCard | null) => void;
  request: StoreRequest;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const money = (cents: number) => formatMoney(cents, currencyCode);

  async function apply() {
    if (isChecking) return;
    if (code.trim() === '') return setError('Enter the gift card code.');
    setIsChecking(true);
    setError(null);
    try {
      const answer = await request<{
        found?: boolean;
        balanceCents?: number;
        status?: string;
        codeLast4?: string;
        currencyCode?: string;
      }>('POST', '/api/commerce/gift-cards/balance', { code: code.trim() });
      const card = answer.data;
      if (answer.status !== 200) setError(answerMessage(answer, MESSAGES.unableToConnectPleaseTryAgain));
      else if (!card.found) setError('That gift card code is not valid. Check it and try again.');
      else if (card.status === 'void') setError('This gift card has been cancelled.');
      else if (card.currencyCode !== currencyCode) setError('This gift card is in another currency.');
      else if (!card.balanceCents) setError('This gift card has no balance left.');
      else {
        onChange({ code: code.trim(), codeLast4: card.codeLast4 ?? '', balanceCents: card.balanceCents });
        setCode('');
      }
    } catch {
      setError(MESSAGES.unableToConnectPleaseTryAgain);
    } finally {
      setIsChecking(false);
    }
  }

  const totalCents = orderTotalOf(cart, shippingOptionId);
  const paid = applied ? Math.min(applied.balanceCents, totalCents) : 0;

  return (
    <section className={styles.section} aria-labelledby="checkout-gift-heading">
      <h2 className={styles.sectionHeading} id="checkout-gift-heading">
        Gift card
      </h2>
      {applied ? (
        <div className={own.applied} data-gift-card-applied="" role="status">
          <p className={styles.hint}>
            Gift card ending {applied.codeLast4}: {money(paid)} off this order.{' '}
            {money(applied.balanceCents - paid)} will remain on the card.
          </p>
          <p className={styles.label}>
            {totalCents - paid <= 0
              ? 'The gift card pays the whole order: no card payment is needed.'
              : `To pay by card: ${money(totalCents - paid)}`}
          </p>
          <button
            type="button"
            className={styles.linkButton}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => onChange(null)}
          >
            Remove gift card
          </button>
        </div>
      ) : (
        <div className={styles.field}>
          <label className={styles.label} htmlFor="checkout-gift-code">
            Gift card code <span className={styles.optional}>(optional)</span>
          </label>
          <div className={own.row}>
            <input
              id="checkout-gift-code"
              className={styles.input}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void apply();
                }
              }}
              {...(error ? { 'aria-invalid': true, 'aria-describedby': 'checkout-gift-code-error' } : {})}
            />
            <button
              type="button"
              className={shared.secondary}
              aria-label={isChecking ? undefined : 'Apply gift card'}
              onClick={() => void apply()}
              disabled={isChecking}
            >
              {isChecking ? 'Checking…' : 'Apply'}
            </button>
          </div>
          {error ? (
            <p className={styles.fieldError} id="checkout-gift-code-error">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
