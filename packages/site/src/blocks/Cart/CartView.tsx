// The visitor's cart, rendered in the browser (the cart is per visitor; the page is cached for all).

import { checkoutMinimumProblem, instalmentMessage } from '@folio/core/checkout-rules';
import type { Cart, CartEntry } from '@folio/core/commerce';
import { MESSAGES } from '@folio/core/message-catalogue';
import { formatMoney } from '@folio/core/money';
import { useEffect, useRef, useState } from 'react';
import { askToConfirm, tellInAlert } from '../../runtime/ask.ts';
import { track } from '../../runtime/track-queue.ts';
import {
  announceCart,
  CHECKOUT_PATH,
  hasCartCookie,
  NO_CART_COOKIE_MESSAGE,
  SHOP_PATH,
} from '../../store/cart-session.ts';
import { type StoreRequest, storeRequest } from '../../store/store-request.ts';
import styles from './Cart.module.css';
import { cartLoadState } from './CartLoadState.tsx';
import { CouponCodes } from './CouponCodes.tsx';
import { type CartIslandProps, REMOVE_CONFIRMATION } from './cart-props.ts';
import { OrderTotals } from './OrderTotals.tsx';
import shared from './store-page.module.css';

export interface CartViewProps extends CartIslandProps {
  request?: StoreRequest;
  /** Leaves for the checkout; replaceable in tests. */
  navigate?: (url: string) => void;
}

type CartAnswer = { cart?: Cart };

function optionText(entry: CartEntry): string {
  return entry.optionValues.map((o) => `${o.optionName}: ${o.value}`).join(' · ');
}

function CartLine({
  entry,
  currencyCode,
  isBusy,
  error,
  onQuantity,
  onRemove,
}: {
  entry: CartEntry;
  currencyCode: string;
  isBusy: boolean;
  error: string | undefined;
  onQuantity: (entry: CartEntry, quantity: number) => Promise<boolean>;
  onRemove: (entry: CartEntry) => void;
}) {
  const [draft, setDraft] = useState(String(entry.quantity));
  // A new quantity from the server replaces the draft, during render rather than in an effect: an
  // effect also ran after the first render and could undo what was typed before it ran.
  const [shownQuantity, setShownQuantity] = useState(entry.quantity);
  if (shownQuantity !== entry.quantity) {
    setShownQuantity(entry.quantity);
    setDraft(String(entry.quantity));
  }
  const inputId = `cart-quantity-${entry.id}`;
  // The confirmation dialog takes focus, which blurs the field: that blur must not ask again.
  const isAsking = useRef(false);

  async function commit() {
    if (isAsking.current) return;
    const quantity = Number(draft);
    if (draft.trim() === '' || !Number.isInteger(quantity) || quantity < 0) {
      setDraft(String(entry.quantity));
      return;
    }
    if (quantity === entry.quantity) return;
    // SHOP-015: a 0 removes the item, so it is asked first; cancelling restores the quantity.
    isAsking.current = true;
    try {
      const isDone = await onQuantity(entry, quantity);
      if (!isDone) setDraft(String(entry.quantity));
    } finally {
      isAsking.current = false;
    }
  }

  return (
    <li className={styles.line} data-entry={entry.id}>
      <span className={styles.lineImage}>
        {entry.image ? <img src={entry.image} alt="" loading="lazy" /> : <span className={styles.noImage} />}
      </span>
      <div className={styles.lineInfo}>
        <a className={styles.lineTitle} href={entry.url}>
          {entry.title}
        </a>
        {entry.optionValues.length > 0 ? <p className={styles.lineOptions}>{optionText(entry)}</p> : null}
        <p className={styles.lineUnit}>
          {formatMoney(entry.unitPriceCents, currencyCode)}
          {entry.recurring ? <span data-recurring=""> {entry.recurring}</span> : null}
        </p>
      </div>
      <div className={styles.lineQuantity}>
        <label className={shared.visuallyHidden} htmlFor={inputId}>
          Quantity of {entry.title}
        </label>
        <input
          id={inputId}
          className={styles.quantity}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          max={entry.available ?? undefined}
          value={draft}
          disabled={isBusy}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => void commit()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void commit();
            }
          }}
        />
        <button type="button" className={styles.remove} disabled={isBusy} onClick={() => onRemove(entry)}>
          Remove
        </button>
      </div>
      <p className={styles.lineTotal}>{formatMoney(entry.totalCents, currencyCode)}</p>
      {error ? (
        <p className={styles.lineError} role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** The cart with its lines, code, totals and the way to the checkout. */
export function CartView({
  request = storeRequest,
  navigate = (url) => window.location.assign(url),
  ...settings
}: CartViewProps) {
  const [cart, setCart] = useState<Cart | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busyEntry, setBusyEntry] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});

  async function load() {
    setLoadError(null);
    try {
      const answer = await request<CartAnswer>('GET', '/api/commerce/cart');
      if (answer.status === 200 && answer.data.cart) setCart(answer.data.cart);
      else setLoadError(MESSAGES.unableToLoadTryAgain);
    } catch {
      setLoadError(MESSAGES.unableToLoadTryAgain);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, when the island mounts.
  useEffect(() => {
    void load();
  }, []);

  function changed(next: Cart) {
    setCart(next);
    announceCart(next);
  }

  async function update(entry: CartEntry, send: () => ReturnType<StoreRequest>, failure: string) {
    setBusyEntry(entry.id);
    setLineErrors(({ [entry.id]: _gone, ...rest }) => rest);
    let isDone = false;
    try {
      const answer = (await send()) as { status: number; data: CartAnswer };
      if (answer.status === 200 && answer.data.cart) {
        changed(answer.data.cart);
        isDone = true;
      }
    } catch {
      isDone = false;
    }
    // SHOP-016, SHOP-017
    if (!isDone) setLineErrors((errors) => ({ ...errors, [entry.id]: failure }));
    setBusyEntry(null);
    return isDone;
  }

  async function setQuantity(entry: CartEntry, quantity: number): Promise<boolean> {
    // Decision 045: the site's own confirmation dialog, not window.confirm.
    if (quantity === 0 && !(await askToConfirm(REMOVE_CONFIRMATION, { confirmText: 'Remove' }))) return false;
    return update(
      entry,
      () => request('PUT', `/api/commerce/cart/items/${encodeURIComponent(entry.id)}`, { quantity }),
      quantity === 0 ? MESSAGES.unableToRemoveItem : MESSAGES.unableToUpdateQuantity,
    );
  }

  function remove(entry: CartEntry) {
    void update(
      entry,
      () => request('DELETE', `/api/commerce/cart/items/${encodeURIComponent(entry.id)}`),
      MESSAGES.unableToRemoveItem,
    );
  }

  // SHOP-002, SHOP-003: the checkout needs the cart cookie.
  async function checkout() {
    if (!hasCartCookie(document)) {
      // Decision 045: the site's own alert dialog, not window.alert.
      await tellInAlert(NO_CART_COOKIE_MESSAGE);
      return;
    }
    // Decision 042: a site event the owner's analytics counts.
    track({ site: { event: 'checkout-started' } });
    navigate(CHECKOUT_PATH);
  }

  const pending = cartLoadState({
    cart,
    loadError,
    onRetry: () => void load(),
    loadingText: 'Loading your cart…',
  });
  if (pending || !cart) return pending;

  const currencyCode = cart.currencyCode || settings.currencyCode;
  const minimumProblem = checkoutMinimumProblem({
    subtotalCents: cart.subtotalCents,
    minimumCents: settings.checkoutMinimumCents,
    currencyCode,
  });
  const instalments = settings.instalments.enabled
    ? instalmentMessage({
        subtotalCents: cart.subtotalCents,
        currencyCode,
        minCents: settings.instalments.minCents,
        maxCents: settings.instalments.maxCents || undefined,
      })
    : null;

  return (
    <div className={styles.layout}>
      <ul className={styles.lines} aria-label="Items in your cart">
        {cart.entries.map((entry) => (
          <CartLine
            key={entry.id}
            entry={entry}
            currencyCode={currencyCode}
            isBusy={busyEntry === entry.id}
            error={lineErrors[entry.id]}
            onQuantity={setQuantity}
            onRemove={remove}
          />
        ))}
      </ul>
      <aside className={styles.summary} aria-label="Order summary">
        <h2 className={styles.summaryHeading}>Summary</h2>
        <div className={styles.coupons}>
          <CouponCodes
            cart={cart}
            request={request}
            onCart={changed}
            inputId="cart-coupon"
            classes={{
              input: styles.couponInput,
              code: styles.couponCode,
              linkButton: styles.linkButton,
              error: styles.error,
            }}
          />
        </div>
        <OrderTotals
          currencyCode={currencyCode}
          subtotalCents={cart.subtotalCents}
          discountCents={cart.discountCents}
          totalCents={cart.subtotalCents - cart.discountCents}
        />
        <p className={styles.note}>Shipping and tax are calculated at checkout</p>
        {instalments ? <p className={styles.instalments}>{instalments}</p> : null}
        {minimumProblem ? (
          <p className={styles.error} role="alert">
            {minimumProblem}
          </p>
        ) : null}
        <button
          type="button"
          className={styles.checkout}
          disabled={minimumProblem !== null}
          onClick={() => void checkout()}
        >
          Checkout
        </button>
        <a className={styles.continue} href={SHOP_PATH}>
          Continue shopping
        </a>
      </aside>
    </div>
  );
}
