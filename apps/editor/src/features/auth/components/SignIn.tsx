import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../../api-client.ts';
import styles from '../../../app/app.module.css';
import { fetchSignInOptions, type Me, signIn } from '../api/auth.ts';

export function SignIn({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [signUpUrl, setSignUpUrl] = useState<string | null>(null);
  // Issue 16: accounts are the platform's, so "Forgot password?" opens the platform's form.
  const [resetUrl, setResetUrl] = useState<string | null>(null);
  // AUTH-004: a visitor who came here with the Escape key signs in only; no account creation.
  const isEscapeLogin = new URLSearchParams(window.location.search).get('escape') === '1';
  // An Edit link from the platform home that was used already, or waited too long (issue 14 item 20).
  const isHandoffExpired = new URLSearchParams(window.location.search).get('handoff') === 'expired';

  useEffect(() => {
    fetchSignInOptions()
      .then((options) => {
        setSignUpUrl(options.signUpUrl);
        setResetUrl(options.resetUrl);
      })
      .catch(() => setSignUpUrl(null));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    setError(null);
    try {
      onSignedIn(await signIn(email, password));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Unable to connect. Please try again');
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <main className={styles.signInPage}>
      <form className={styles.signInCard} onSubmit={submit} aria-labelledby="signin-title">
        <p className={styles.brand}>Folio</p>
        <h1 id="signin-title" className={styles.signInTitle}>
          Sign in to edit {window.location.hostname}
        </h1>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : isHandoffExpired ? (
          <p className={styles.error} role="alert">
            That Edit link has expired or was used already. Sign in here, or go back and choose Edit again.
          </p>
        ) : null}
        <label className={styles.label} htmlFor="email">
          Email
        </label>
        <input
          id="email"
          className={styles.input}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label className={styles.label} htmlFor="password">
          Password
        </label>
        <input
          id="password"
          className={styles.input}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {resetUrl ? (
          <p className={styles.signInForgot}>
            <a href={resetUrl}>Forgot password?</a>
          </p>
        ) : null}
        <button className={styles.primary} type="submit" disabled={isBusy}>
          {isBusy ? 'Signing in…' : 'Sign in'}
        </button>
        {signUpUrl && !isEscapeLogin ? (
          <p className={styles.signInFoot}>
            New to Folio? <a href={signUpUrl}>Create an account</a>
          </p>
        ) : null}
      </form>
    </main>
  );
}
