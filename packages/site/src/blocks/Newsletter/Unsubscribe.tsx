import { Island } from '../../islands/Island.tsx';
import styles from './Newsletter.module.css';

/** PAGE-013: the newsletter unsubscribe page (/newsletter/unsubscribe?token=…). */
export function NewsletterUnsubscribe({ siteTitle }: { siteTitle: string }) {
  return (
    <Island name="Newsletter" props={{ mode: 'unsubscribe' }}>
      <section className={styles.unsubscribe}>
        <h1 className={styles.unsubscribeTitle}>Unsubscribe</h1>
        <p className={styles.description}>Stop receiving newsletter emails from {siteTitle}.</p>
        <form data-unsubscribe className={styles.unsubscribeForm}>
          <button type="submit" className={styles.submit}>
            Unsubscribe
          </button>
        </form>
        <p className={styles.unsubscribeStatus} data-unsubscribe-status role="status" tabIndex={-1} />
        <a className={styles.home} href="/">
          Go to the home page
        </a>
      </section>
    </Island>
  );
}
