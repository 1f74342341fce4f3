// The balance check's form: rendered on the server (inert) and by the island (live).
import { MESSAGES } from '@folio/core/message-catalogue';
import { formatMoney } from '@folio/core/money';
import { type FormEvent, useRef, useState } from 'react';
import { answerMessage, type StoreRequest, storeRequest } from '../../store/store-request.ts';
import shared from '../Cart/store-page.module.css';
import styles from '../Checkout/Checkout.module.css';

type Balance =
  | { found: true; balanceCents: number; currencyCode: string; status: 'active' | 'void'; codeLast4: string }
  | { found: false };

export function GiftCardBalanceView({
  live = false,
  request = storeRequest,
}: {
  live?: boolean;
  request?: StoreRequest;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Balance | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  async function check(event: FormEvent) {
    event.preventDefault();
    if (!live || isChecking) return;
    if (code.trim() === '') return setError('Enter the gift card code.');
    setIsChecking(true);
    setError(null);
    try {
      const answer = await request<Balance>('POST', '/api/commerce/gift-cards/balance', {
        code: code.trim(),
      });
      if (answer.status === 200) setResult(answer.data);
      else setError(answerMessage(answer, 'The balance could not be checked. Please try again.'));
    } catch {
      setError(MESSAGES.unableToConnectPleaseTryAgain);
    } finally {
      setIsChecking(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={check} aria-busy={isChecking}>
      <p className={styles.hint}>Enter the code from the gift card email, e.g. ABCD-EFGH-JKLM-NPQR.</p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="gift-balance-code">
          Gift card code
        </label>
        <input
          id="gift-balance-code"
          className={styles.input}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          readOnly={!live}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': 'gift-balance-code-error' } : {})}
        />
        {error ? (
          <p className={styles.fieldError} id="gift-balance-code-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className={styles.placeOrder} disabled={!live || isChecking}>
        {isChecking ? 'Checking…' : 'Check balance'}
      </button>
      <div ref={resultRef} role="status" data-gift-balance-result="">
        {result === null ? null : result.found ? (
          <div className={shared.state}>
            <p className={shared.emptyText}>
              {result.status === 'void'
                ? `The gift card ending ${result.codeLast4} has been cancelled.`
                : `Balance: ${formatMoney(result.balanceCents, result.currencyCode)}`}
            </p>
            {result.status === 'active' ? (
              <p>Gift card ending {result.codeLast4}. Enter its code at checkout to pay with it.</p>
            ) : null}
          </div>
        ) : (
          <div className={shared.state}>
            <p>No gift card has this code. Check it and try again.</p>
          </div>
        )}
      </div>
    </form>
  );
}
