// The discount-code form and the codes on the cart, shared by the cart and the checkout summaries:
// the same requests and messages; each page passes its own classes (their looks differ a little).

import type { Cart } from '@folio/core/commerce';
import { MESSAGES } from '@folio/core/message-catalogue';
import { type FormEvent, useState } from 'react';
import { answerMessage, type StoreRequest } from '../../store/store-request.ts';
import summary from './order-summary.module.css';
import shared from './store-page.module.css';

export interface CouponCodesClasses {
  /** Added to the form's own class. */
  form?: string | undefined;
  input: string | undefined;
  /** The code itself, shown in bold. */
  code?: string | undefined;
  linkButton: string | undefined;
  error: string | undefined;
}

/** Applies a code (POST) or removes the cart's code (DELETE); the cart's answer replaces the cart. */
export function CouponCodes({
  cart,
  request,
  onCart,
  inputId,
  classes,
}: {
  cart: Cart;
  request: StoreRequest;
  onCart: (cart: Cart) => void;
  inputId: string;
  classes: CouponCodesClasses;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function send(method: 'POST' | 'DELETE', body?: { code: string }) {
    setIsBusy(true);
    setError(null);
    try {
      const answer = await request<{ cart?: Cart }>(method, '/api/commerce/cart/coupons', body);
      if (answer.status === 200 && answer.data.cart) {
        onCart(answer.data.cart);
        setCode('');
      } else setError(answerMessage(answer, MESSAGES.pleaseTryAgain));
    } catch {
      setError(MESSAGES.unableToConnectPleaseTryAgain);
    } finally {
      setIsBusy(false);
    }
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) void send('POST', { code: code.trim() });
  }

  const codes = [
    ...cart.validCoupons.map((c) => ({ code: c.code, reason: null })),
    ...cart.invalidCoupons.map((c) => ({ code: c.code, reason: c.reason })),
  ];
  return (
    <>
      <form
        className={classes.form ? `${summary.couponForm} ${classes.form}` : summary.couponForm}
        onSubmit={apply}
        aria-label="Discount code"
      >
        <label className={shared.visuallyHidden} htmlFor={inputId}>
          Discount code
        </label>
        <input
          id={inputId}
          className={classes.input}
          value={code}
          placeholder="Discount code"
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className={shared.secondary} disabled={isBusy || !code.trim()}>
          Apply
        </button>
      </form>
      {codes.map((coupon) => (
        <p
          key={coupon.code}
          className={coupon.reason === null ? summary.coupon : `${summary.coupon} ${summary.couponInvalid}`}
        >
          <span>
            <strong className={classes.code}>{coupon.code}</strong>
            {coupon.reason === null ? ' applied' : <>: {coupon.reason}</>}
          </span>
          <button
            type="button"
            className={classes.linkButton}
            disabled={isBusy}
            onClick={() => void send('DELETE')}
          >
            Remove code
          </button>
        </p>
      ))}
      {error ? (
        <p className={classes.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
