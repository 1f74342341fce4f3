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
 * the header works with no JavaScript; CSS shows one list or the other. With member accounts on,
 * an account link follows: the page is cached for every visitor, so it always reads "Sign in" and
 * the runtime puts the signed-in email there. A site with a store shows a cart link, whose count
 * the runtime fills in (store/cart-badge.ts) for the same reason.
 */
export function SiteHeader({
  siteTitle,
  navigation,
  hasMemberAccounts = false,
  hasStore = false,
}: {
  siteTitle: string;
  navigation: NavigationLink[];
  hasMemberAccounts?: boolean;
  hasStore?: boolean;
}) {
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
        {hasMemberAccounts ? (
          // islands/client.ts opens the account dialog from it; a click before the runtime has loaded
          // leaves #account in the address, which opens the dialog once it has.
          <a className={styles.account} href="#account" aria-haspopup="dialog" data-account-link="">
            Sign in
          </a>
        ) : null}
        {hasStore ? (
          // SHOP-019: uninitialized until the badge's first sync.
          <a
            className={styles.cart}
            href="/cart"
            data-cart-badge=""
            data-state="uninitialized"
            aria-label="Cart"
          >
            Cart
            <span className={styles.cartCount} data-cart-count="" aria-hidden="true" />
          </a>
        ) : null}
      </div>
    </header>
  );
}
