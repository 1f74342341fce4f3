import type { HeaderElementPlacement, ResolvedNavItem, ResolvedNavLink } from '@folio/core/header-footer';
import styles from './SiteHeader.module.css';

export type { ResolvedNavItem };

export interface HeaderOptions {
  /** Where the navigation sits: beside the title, in the middle, or at the end (the default). */
  layout: 'left' | 'centre' | 'right';
  /** Where the cart and the sign-in link go (issue 16 part 3): see HEADER_ELEMENT_PLACEMENTS. */
  cartPlacement: HeaderElementPlacement;
  signInPlacement: HeaderElementPlacement;
  /** How the phone menu opens (issue 16 part 3): under the header, a side panel, or full screen. */
  mobileMenu?: 'dropdown' | 'panel' | 'fullscreen';
}

/** The site's logo image: its own address (/s/{id}/{file}) and size, from the media library. */
export interface SiteLogo {
  url: string;
  width: number;
  height: number;
}

/** The logo's height in the header, in CSS pixels; its width follows the image's proportions. */
const LOGO_HEIGHT = 40;

function NavLink({ link }: { link: ResolvedNavLink }) {
  return (
    <a
      className={styles.link}
      href={link.href}
      aria-current={link.isCurrent ? 'page' : undefined}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
    </a>
  );
}

/**
 * A folder: a button that discloses its list (aria-expanded; runtime/nav-folders.ts opens and
 * closes it, Escape included). Without JavaScript the list shows on hover and keyboard focus.
 */
function Folder({ item, id }: { item: Extract<ResolvedNavItem, { kind: 'folder' }>; id: string }) {
  return (
    <li className={styles.folder} data-folder="">
      <button
        type="button"
        className={styles.folderButton}
        aria-expanded="false"
        aria-controls={id}
        data-folder-button=""
        data-current={item.isCurrent ? '' : undefined}
      >
        {item.label}
        <svg className={styles.chevron} viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" />
        </svg>
      </button>
      <ul className={styles.folderList} id={id}>
        {item.items.map((link, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, in the owner's order.
          <li key={`${index}-${link.href}`}>
            <NavLink link={link} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The sign-in link. The page is cached for every visitor, so it always reads "Sign in" and the
 * runtime puts the signed-in email there; islands/client.ts opens the account dialog from it (a
 * click before the runtime has loaded leaves #account in the address, which opens it once it has).
 */
function SignInLink() {
  return (
    <a className={styles.account} href="#account" aria-haspopup="dialog" data-account-link="">
      Sign in
    </a>
  );
}

/** The cart link; its count is filled in by the runtime (store/cart-badge.ts). SHOP-019: uninitialized until the first sync. */
function CartLink() {
  return (
    <a className={styles.cart} href="/cart" data-cart-badge="" data-state="uninitialized" aria-label="Cart">
      Cart
      <span className={styles.cartCount} data-cart-count="" aria-hidden="true" />
    </a>
  );
}

/** The elements the owner placed at the end of a navigation list (sign-in, then the cart). */
type PlacedElements = { signIn: boolean; cart: boolean };

function NavList({
  navigation,
  className,
  idPrefix,
  elements = { signIn: false, cart: false },
}: {
  navigation: ResolvedNavItem[];
  className: string | undefined;
  idPrefix: string;
  elements?: PlacedElements;
}) {
  return (
    <ul className={className}>
      {navigation.map((item, index) =>
        item.kind === 'folder' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, in the owner's order.
          <Folder key={`${index}-folder`} item={item} id={`${idPrefix}-${index}`} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, in the owner's order.
          <li key={`${index}-${item.href}`}>
            <NavLink link={item} />
          </li>
        ),
      )}
      {elements.signIn ? (
        <li className={styles.element}>
          <SignInLink />
        </li>
      ) : null}
      {elements.cart ? (
        <li className={styles.element}>
          <CartLink />
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The site title and its navigation (the owner's, issue 16: pages, external links and folders;
 * @folio/core/header-footer resolves it). On phones the links fold into a menu: its button reads
 * "Menu" or, open, "Close" (name and icon, with aria-expanded), and the open list sits over a
 * backdrop; folders are groups that open in place there. Without JavaScript phones show the links
 * inline. With member accounts on, a sign-in link, and on a site with a store, a cart link, each
 * where the owner placed it (docs/decisions/030): at the header's end, after the navigation links
 * (inside the phone menu on phones), in the phone menu only, or nowhere.
 */
export function SiteHeader({
  siteTitle,
  logo = null,
  navigation,
  hasMemberAccounts = false,
  hasStore = false,
  options = { layout: 'right', cartPlacement: 'header', signInPlacement: 'header' },
}: {
  siteTitle: string;
  logo?: SiteLogo | null;
  navigation: ResolvedNavItem[];
  hasMemberAccounts?: boolean;
  hasStore?: boolean;
  options?: HeaderOptions;
}) {
  const signIn = hasMemberAccounts ? options.signInPlacement : 'hidden';
  const cart = hasStore ? options.cartPlacement : 'hidden';
  const inline = { signIn: signIn === 'navigation', cart: cart === 'navigation' };
  const inMenu = {
    signIn: signIn === 'navigation' || signIn === 'menu',
    cart: cart === 'navigation' || cart === 'menu',
  };
  const hasNav = navigation.length > 0 || inMenu.signIn || inMenu.cart;
  return (
    <header
      className={styles.header}
      data-layout={options.layout}
      data-menu-style={options.mobileMenu ?? 'dropdown'}
      data-site-header=""
    >
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
        {hasNav ? (
          <nav className={styles.nav} aria-label="Site">
            <NavList
              navigation={navigation}
              className={styles.inline}
              idPrefix="site-folder"
              elements={inline}
            />
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
              <NavList
                navigation={navigation}
                className={styles.menuList}
                idPrefix="site-menu-folder"
                elements={inMenu}
              />
            </div>
          </nav>
        ) : null}
        <div className={styles.actions}>
          {signIn === 'header' ? <SignInLink /> : null}
          {cart === 'header' ? <CartLink /> : null}
        </div>
      </div>
    </header>
  );
}
