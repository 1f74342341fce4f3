import styles from './SiteHeader.module.css';

export interface NavigationLink {
  title: string;
  href: string;
  isCurrent: boolean;
}

/** The site's logo image: its own address (/s/{id}/{file}) and size, from the media library. */
export interface SiteLogo {
  url: string;
  width: number;
  height: number;
}

/** The logo's height in the header, in CSS pixels; its width follows the image's proportions. */
const LOGO_HEIGHT = 40;

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
 * The site title and its navigation. On phones the links fold into a menu: its button reads "Menu"
 * or, open, "Close" (name and icon, with aria-expanded), and the open list sits over a backdrop.
 * Without JavaScript phones show the links inline. With member accounts on,
 * an account link follows: the page is cached for every visitor, so it always reads "Sign in" and
 * the runtime puts the signed-in email there. A site with a store shows a cart link, whose count
 * the runtime fills in (store/cart-badge.ts) for the same reason.
 */
export function SiteHeader({
  siteTitle,
  logo = null,
  navigation,
  hasMemberAccounts = false,
  hasStore = false,
}: {
  siteTitle: string;
  logo?: SiteLogo | null;
  navigation: NavigationLink[];
  hasMemberAccounts?: boolean;
  hasStore?: boolean;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <a className={styles.title} href="/">
          {logo ? (
            // Issue 16 part 4: the logo replaces the title text; the title is its alternative text.
            <img
              className={styles.logo}
              src={`${logo.url}?format=500w`}
              alt={siteTitle}
              height={LOGO_HEIGHT}
              width={Math.round((logo.width / Math.max(1, logo.height)) * LOGO_HEIGHT)}
              decoding="async"
            />
          ) : (
            siteTitle
          )}
        </a>
        {navigation.length > 0 ? (
          <nav className={styles.nav} aria-label="Site">
            <NavList navigation={navigation} className={styles.inline} />
            {/* Phones: a button opens the list over a backdrop; runtime/phone-menu.ts toggles it,
                and without JavaScript the links show inline instead (SiteHeader.module.css). */}
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded="false"
              aria-controls="site-menu"
              data-menu-button=""
            >
              <svg className={styles.menuIcon} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
                <path className={styles.openIcon} d="M3 5.5h14M3 10h14M3 14.5h14" />
                <path className={styles.closeIcon} d="M4.5 4.5l11 11M15.5 4.5l-11 11" />
              </svg>
              <span className={styles.openLabel}>Menu</span>
              <span className={styles.closeLabel}>Close</span>
            </button>
            <div className={styles.menuPanel} id="site-menu" data-menu-panel="">
              <div className={styles.backdrop} data-menu-backdrop="" />
              <NavList navigation={navigation} className={styles.menuList} />
            </div>
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
