import styles from './SiteHeader.module.css';

export interface NavigationLink {
  title: string;
  href: string;
  isCurrent: boolean;
}

function NavList({ navigation, className }: { navigation: NavigationLink[]; className: string | undefined }) {
  return (
    <ul className={className}>
      {navigation.map((link) => (
        <li key={link.href}>
          <a className={styles.link} href={link.href} aria-current={link.isCurrent ? 'page' : undefined}>
            {link.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The site title and its navigation. On phones the links fold into a native <details> menu, so
 * the header works with no JavaScript; CSS shows one list or the other.
 */
export function SiteHeader({ siteTitle, navigation }: { siteTitle: string; navigation: NavigationLink[] }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <a className={styles.title} href="/">
          {siteTitle}
        </a>
        {navigation.length > 0 ? (
          <nav className={styles.nav} aria-label="Site">
            <NavList navigation={navigation} className={styles.inline} />
            <details className={styles.menu}>
              <summary className={styles.menuButton}>Menu</summary>
              <NavList navigation={navigation} className={styles.menuList} />
            </details>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
