import { Island } from '../../islands/Island.tsx';
import status from '../../layout/StatusMessage.module.css';
import formStyles from '../Form/Form.module.css';
import styles from './Newsletter.module.css';

/** PAGE-013: the newsletter unsubscribe page (/newsletter/unsubscribe?token=…). */
export function NewsletterUnsubscribe({ siteTitle }: { siteTitle: string }) {
  return (
    <Island name="Newsletter" props={{ mode: 'unsubscribe' }}>
      <section className={status.status}>
        <h1 className={status.heading}>Unsubscribe</h1>
        <p className={status.text}>Stop receiving newsletter emails from {siteTitle}.</p>
        <form data-unsubscribe className={styles.unsubscribeForm}>
          <button type="submit" className={`${formStyles.submit} ${styles.submit}`}>
            Unsubscribe
          </button>
        </form>
        <p className={styles.unsubscribeStatus} data-unsubscribe-status role="status" tabIndex={-1} />
        <a className={status.home} href="/">
          Go to the home page
        </a>
      </section>
    </Island>
  );
}
