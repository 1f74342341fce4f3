// UI-098: Squarespace's mobile information bar. Fixed at the bottom of screens up to 1024 px wide
// (hidden above, by CSS alone: no script, no layout shift), it offers the business's phone, its
// address on a map, its email and its opening hours (a native disclosure). Its own height is kept
// in the page's flow, so it never covers the end of the footer.
import { type MobileInfoBarContent, mapHref, telHref } from '@folio/core/mobile-info-bar';
import styles from './MobileInfoBar.module.css';

const ICON_PATHS = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z',
  address:
    'M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  email: 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z',
  hours:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z',
} as const;

function Icon({ item }: { item: keyof typeof ICON_PATHS }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={ICON_PATHS[item]} />
    </svg>
  );
}

export function MobileInfoBar({ content }: { content: MobileInfoBarContent }) {
  const { phone, address, email, hours } = content;
  return (
    <aside className={styles.bar} aria-label="Contact details" data-mobile-info-bar="">
      <ul className={styles.items}>
        {phone ? (
          <li>
            <a className={styles.item} href={telHref(phone)}>
              <Icon item="phone" />
              <span>Call</span>
              <span className={styles.visuallyHidden}> {phone}</span>
            </a>
          </li>
        ) : null}
        {address ? (
          <li>
            <a className={styles.item} href={mapHref(address)} target="_blank" rel="noopener noreferrer">
              <Icon item="address" />
              <span>Map</span>
              <span className={styles.visuallyHidden}> of {address} (opens in a new window)</span>
            </a>
          </li>
        ) : null}
        {email ? (
          <li>
            <a className={styles.item} href={`mailto:${email}`}>
              <Icon item="email" />
              <span>Email</span>
              <span className={styles.visuallyHidden}> {email}</span>
            </a>
          </li>
        ) : null}
        {hours ? (
          <li>
            <details className={styles.hours}>
              <summary className={styles.item}>
                <Icon item="hours" />
                <span>Hours</span>
              </summary>
              <div className={styles.hoursPanel}>
                <p className={styles.hoursTitle}>Opening hours</p>
                <p className={styles.hoursText}>{hours}</p>
              </div>
            </details>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
