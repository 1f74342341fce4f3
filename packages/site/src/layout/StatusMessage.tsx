import styles from './StatusMessage.module.css';

export const STATUS_MESSAGES = {
  // PAGE-001
  'not-found': {
    heading: 'Page not found',
    text: 'The page you are looking for is not here. It may have moved, or the address may be mistyped.',
  },
  // PAGE-002
  error: {
    heading: 'Something went wrong',
    text: 'This page could not be shown just now. Please try again in a moment.',
  },
} as const;

/** The not-found and error pages, in the site's own header, footer and type. */
export function StatusMessage({ kind }: { kind: keyof typeof STATUS_MESSAGES }) {
  const message = STATUS_MESSAGES[kind];
  return (
    <section className={styles.status}>
      <h1 className={styles.heading}>{message.heading}</h1>
      <p className={styles.text}>{message.text}</p>
      <a className={styles.home} href="/">
        Go to the home page
      </a>
    </section>
  );
}
