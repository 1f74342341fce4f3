import type { ReactNode } from 'react';
import styles from './SiteLayout.module.css';

export interface NavigationLink {
  title: string;
  href: string;
  isCurrent: boolean;
}

export interface SiteShell {
  title: string;
  navigation: NavigationLink[];
}

function NavLinks({ navigation }: { navigation: NavigationLink[] }) {
  return (
    <ul className={styles.navList}>
      {navigation.map((link) => (
        <li key={link.href}>
          <a className={styles.navLink} href={link.href} aria-current={link.isCurrent ? 'page' : undefined}>
            {link.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Site header (title and navigation; a menu on phones), main content and footer. */
export function SiteLayout({ site, children }: { site: SiteShell; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <a className={styles.siteTitle} href="/">
            {site.title}
          </a>
          <nav className={styles.nav} aria-label="Main">
            <NavLinks navigation={site.navigation} />
          </nav>
          <details className={styles.menu}>
            <summary className={styles.menuButton}>Menu</summary>
            <nav className={styles.menuPanel} aria-label="Main (mobile)">
              <NavLinks navigation={site.navigation} />
            </nav>
          </details>
        </div>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <span>
            © {new Date().getFullYear()} {site.title}
          </span>
          <span className={styles.madeWith}>Made with Folio</span>
        </div>
      </footer>
    </div>
  );
}

export function NotFoundContent() {
  return (
    <section className={styles.message}>
      <p className={styles.eyebrow}>404</p>
      <h1 className={styles.messageTitle}>Page not found</h1>
      <p className={styles.messageText}>The page you are looking for has moved or no longer exists.</p>
      <a className={styles.messageLink} href="/">
        Go to the home page
      </a>
    </section>
  );
}

export function ErrorContent() {
  return (
    <section className={styles.message}>
      <p className={styles.eyebrow}>500</p>
      <h1 className={styles.messageTitle}>Something went wrong</h1>
      <p className={styles.messageText}>
        This page could not be shown just now. Please try again in a moment.
      </p>
      <a className={styles.messageLink} href="/">
        Go to the home page
      </a>
    </section>
  );
}
