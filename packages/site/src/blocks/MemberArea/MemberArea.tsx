// Issue 20 (decision 066): the screens of a locked page — the lock screen (PAGE-004, PAGE-014,
// PAGE-015), the password form of protected content (PAGE-006), the member-area access-denied page
// (PAGE-007) — and the member-area navigation (PAGE-016). Nothing of the locked page is here.
import { type MemberAreaScreen, type MemberNav, MEMBER_AREA_TEXT as T } from '@folio/core/member-areas';
import { Island } from '../../islands/Island.tsx';
import styles from './MemberArea.module.css';

const LOCK_ICON = (
  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" className={styles.icon}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" fill="none" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

export function MemberAreaPage({ screen }: { screen: MemberAreaScreen }) {
  const props = {
    kind: screen.kind,
    pageId: screen.pageId,
    canJoin: screen.canJoin,
    joinHref: screen.joinHref,
  };
  return (
    <Island name="MemberArea" props={props}>
      <section className={styles.screen} data-member-area={screen.kind} aria-labelledby="member-area-title">
        {LOCK_ICON}
        {screen.kind === 'lock-screen' ? (
          <>
            <h1 id="member-area-title" className={styles.heading}>
              {T.locked}
            </h1>
            <p className={styles.text}>{T.membersOnly}</p>
            {screen.canJoin ? (
              <div className={styles.actions}>
                <button type="button" className={styles.primary} data-member-sign-in="">
                  {T.signIn}
                </button>
                {screen.joinHref ? (
                  <a className={styles.secondary} href={screen.joinHref}>
                    {T.seePlans}
                  </a>
                ) : (
                  <button type="button" className={styles.secondary} data-member-join="">
                    {T.join}
                  </button>
                )}
              </div>
            ) : null}
          </>
        ) : screen.kind === 'protected-content' ? (
          <>
            <h1 id="member-area-title" className={styles.heading}>
              {T.protectedHeading}
            </h1>
            <p className={styles.text}>{T.protectedText}</p>
            <form className={styles.form} data-member-password="" noValidate>
              <label className={styles.label} htmlFor="member-area-password">
                {T.password}
              </label>
              <div className={styles.row}>
                <input
                  id="member-area-password"
                  className={styles.input}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  maxLength={128}
                  aria-describedby="member-area-error"
                />
                <button type="submit" className={styles.primary}>
                  {T.unlock}
                </button>
              </div>
              <p id="member-area-error" className={styles.error} role="alert" data-member-error="" />
            </form>
          </>
        ) : (
          <>
            <h1 id="member-area-title" className={styles.heading}>
              {T.deniedHeading}
            </h1>
            <p className={styles.text}>{T.deniedText}</p>
            <div className={styles.actions}>
              {screen.joinHref ? (
                <a className={styles.primary} href={screen.joinHref}>
                  {T.seePlans}
                </a>
              ) : null}
              <a className={styles.secondary} href="/">
                Go to the home page
              </a>
            </div>
          </>
        )}
      </section>
    </Island>
  );
}

/** PAGE-016: the member area's navigation, for a signed-in member of a site with member areas. */
export function MemberAreaNav({ nav }: { nav: MemberNav }) {
  return (
    <Island name="MemberArea" props={{ kind: 'nav' }}>
      <nav className={styles.nav} aria-label={T.nav} data-member-nav="">
        <span className={styles.navTitle}>{T.nav}</span>
        <ul className={styles.navList}>
          {nav.links.map((link) => (
            <li key={link.href}>
              <a href={link.href} {...(link.isCurrent ? { 'aria-current': 'page' as const } : {})}>
                {link.title}
              </a>
            </li>
          ))}
        </ul>
        <span className={styles.navEnd}>
          <button type="button" className={styles.navButton} data-member-account="" title={nav.email}>
            {T.account}
          </button>
          <button type="button" className={styles.navButton} data-member-sign-out="">
            {T.signOut}
          </button>
        </span>
      </nav>
    </Island>
  );
}
