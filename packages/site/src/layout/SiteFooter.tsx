import styles from './SiteFooter.module.css';

export interface FooterContent {
  /** The owner's words; line breaks kept. */
  text: string;
  links: { label: string; href: string; newTab: boolean }[];
  /** The site profile's social accounts, when the owner shows them. */
  social: { network: string; url: string }[];
  /** The site profile's business information, when the owner shows it (empty lines left out). */
  business: { name: string; address: string; phone: string; email: string; hours: string } | null;
}

const NETWORK_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  threads: 'Threads',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  github: 'GitHub',
  other: 'Website',
};

const PHONE = /^\+?[0-9][0-9 ().-]{2,30}$/;
const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

function Business({ business }: { business: NonNullable<FooterContent['business']> }) {
  const { name, address, phone, email, hours } = business;
  if (!name && !address && !phone && !email && !hours) return null;
  return (
    <address className={styles.business}>
      {name ? <strong className={styles.businessName}>{name}</strong> : null}
      {address ? <span className={styles.lines}>{address}</span> : null}
      {phone ? (
        PHONE.test(phone) ? (
          <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</a>
        ) : (
          <span>{phone}</span>
        )
      ) : null}
      {email ? EMAIL.test(email) ? <a href={`mailto:${email}`}>{email}</a> : <span>{email}</span> : null}
      {hours ? <span className={styles.lines}>{hours}</span> : null}
    </address>
  );
}

/**
 * The site's footer (issue 16): the owner's text, business information and links, the social
 * accounts as labelled icons, then the site title, the year and a small "Made with Folio".
 */
export function SiteFooter({
  siteTitle,
  year,
  content = { text: '', links: [], social: [], business: null },
}: {
  siteTitle: string;
  year: number;
  content?: FooterContent;
}) {
  const hasColumns =
    content.text !== '' || content.business !== null || content.links.length > 0 || content.social.length > 0;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {hasColumns ? (
          <div className={styles.columns}>
            {content.text ? <p className={styles.text}>{content.text}</p> : null}
            {content.business ? <Business business={content.business} /> : null}
            {content.links.length > 0 ? (
              <nav aria-label="Footer">
                <ul className={styles.links}>
                  {content.links.map((link, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, in the owner's order.
                    <li key={`${index}-${link.href}`}>
                      <a
                        href={link.href}
                        {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {content.social.length > 0 ? (
              <ul className={styles.social} aria-label="Social accounts">
                {content.social.map((account, index) => {
                  const name = NETWORK_NAMES[account.network] ?? 'Website';
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, in the owner's order.
                    <li key={`${index}-${account.url}`}>
                      <a className={styles.socialLink} href={account.url} rel="me noopener" title={name}>
                        <span aria-hidden="true">{name.slice(0, 1)}</span>
                        <span className={styles.visuallyHidden}>{name}</span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </div>
        ) : null}
        <p className={styles.legal}>
          {`© ${year} ${siteTitle}`}
          <span className={styles.madeWith}>Made with Folio</span>
        </p>
      </div>
    </footer>
  );
}
