import styles from './SiteFooter.module.css';

export function SiteFooter({ siteTitle, year }: { siteTitle: string; year: number }) {
  return (
    <footer className={styles.footer}>
      <p className={styles.inner}>{`© ${year} ${siteTitle} · Made with Folio`}</p>
    </footer>
  );
}
