// The site's footer (issue 16 part 3): the owner's blocks (site title, text, links, social icons,
// business information; @folio/core/header-footer), then "© year title" and a small "Made with
// Folio". The blocks are components of their own so the config area's footer editor (a small Puck
// editor) renders the very same ones; what they show of the site (title, description, social
// accounts, business information) comes from FooterSiteContext.
import type { FooterBlock } from '@folio/core/header-footer';
import { socialLinksSettingsOf } from '@folio/core/social-blocks';
import { createContext, useContext } from 'react';
import { Newsletter, newsletterIslandProps } from '../blocks/Newsletter/Newsletter.tsx';
import { SocialLinkList } from '../blocks/SocialLinks/SocialLinks.tsx';
import { Island } from '../islands/Island.tsx';
import styles from './SiteFooter.module.css';

export interface FooterBusiness {
  name: string;
  address: string;
  phone: string;
  email: string;
  hours: string;
}

/** What the footer's blocks show of the site. */
export interface FooterSite {
  title: string;
  /** The site profile's description (the SiteTitle block shows it). */
  description: string;
  social: { network: string; url: string }[];
  business: FooterBusiness | null;
}

export interface FooterContent extends Omit<FooterSite, 'title'> {
  blocks: FooterBlock[];
}

export const FooterSiteContext = createContext<FooterSite>({
  title: '',
  description: '',
  social: [],
  business: null,
});

const PHONE = /^\+?[0-9][0-9 ().-]{2,30}$/;
const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

function Heading({ text }: { text: string }) {
  return text ? <h2 className={styles.heading}>{text}</h2> : null;
}

export function FooterSiteTitle({ showDescription }: { showDescription: boolean }) {
  const site = useContext(FooterSiteContext);
  return (
    <div className={styles.block}>
      <p className={styles.siteTitle}>{site.title}</p>
      {showDescription && site.description ? <p className={styles.description}>{site.description}</p> : null}
    </div>
  );
}

/** Rich text, sanitised when saved (as pages' rich text is). */
export function FooterText({ text }: { text: string | React.ReactNode }) {
  return typeof text === 'string' ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save (header-footer service).
    <div className={`${styles.block} ${styles.text}`} dangerouslySetInnerHTML={{ __html: text }} />
  ) : (
    // The editor's Puck renders its rich-text field as an element.
    <div className={`${styles.block} ${styles.text}`}>{text}</div>
  );
}

export function FooterLinks({
  heading,
  links,
}: {
  heading: string;
  links: { label: string; url: string; newTab: boolean }[];
}) {
  if (links.length === 0 && !heading) return null;
  return (
    <nav className={styles.block} aria-label={heading || 'Footer'}>
      <Heading text={heading} />
      <ul className={styles.links}>
        {links.map((link, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the owner's order; labels may repeat.
          <li key={`${index}-${link.url}`}>
            <a href={link.url} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type FooterSocialProps = Omit<Extract<FooterBlock, { type: 'SocialIcons' }>['props'], 'id'>;

/**
 * The profile's social accounts as brand icons, each a link named for its network: the Social
 * links block's list (issue 19, decision 054), in the look the owner chose for the footer.
 */
export function FooterSocial({ heading, ...look }: FooterSocialProps) {
  const { social } = useContext(FooterSiteContext);
  if (social.length === 0) return null;
  return (
    <div className={styles.block}>
      <Heading text={heading} />
      <SocialLinkList
        accounts={social}
        settings={socialLinksSettingsOf(look)}
        label={heading || 'Social accounts'}
      />
    </div>
  );
}

export function FooterBusinessInfo({ heading }: { heading: string }) {
  const { business } = useContext(FooterSiteContext);
  if (!business) return null;
  const { name, address, phone, email, hours } = business;
  if (!name && !address && !phone && !email && !hours) return null;
  return (
    <div className={styles.block}>
      <Heading text={heading} />
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
    </div>
  );
}

type FooterNewsletterProps = Extract<FooterBlock, { type: 'FooterNewsletter' }>['props'];

/**
 * The Newsletter block's sign-up in the footer: the same form, island and server route (a sign-up
 * names the footer block's id, which the forms service finds in the site's footer). The editor's
 * footer canvas renders it without the island (`isIsland` false): there it is not sent.
 */
export function FooterNewsletter({
  isIsland = true,
  ...props
}: FooterNewsletterProps & { isIsland?: boolean }) {
  const form = <Newsletter {...props} isInFooter />;
  return (
    <div className={`${styles.block} ${styles.newsletter}`}>
      {isIsland ? (
        <Island name="Newsletter" props={newsletterIslandProps(props)}>
          {form}
        </Island>
      ) : (
        form
      )}
    </div>
  );
}

export function FooterBlockView({ block }: { block: FooterBlock }) {
  switch (block.type) {
    case 'SiteTitle':
      return <FooterSiteTitle showDescription={block.props.showDescription} />;
    case 'FooterText':
      return <FooterText text={block.props.text} />;
    case 'FooterLinks':
      return <FooterLinks heading={block.props.heading} links={block.props.links} />;
    case 'SocialIcons':
      return <FooterSocial {...block.props} />;
    case 'BusinessInfo':
      return <FooterBusinessInfo heading={block.props.heading} />;
    case 'FooterNewsletter':
      return <FooterNewsletter {...block.props} />;
    default:
      return null;
  }
}

/** The footer's frame: the blocks (or, in the editor, Puck's own area) and the closing line. */
export function FooterFrame({
  siteTitle,
  year,
  children,
}: {
  siteTitle: string;
  year: number;
  children: React.ReactNode;
}) {
  return (
    <footer className={styles.footer} data-site-footer="">
      <div className={styles.inner}>
        {children}
        <p className={styles.legal}>
          {`© ${year} ${siteTitle}`}
          <span className={styles.madeWith}>Made with Folio</span>
        </p>
      </div>
    </footer>
  );
}

export function SiteFooter({
  siteTitle,
  year,
  content = { blocks: [], description: '', social: [], business: null },
}: {
  siteTitle: string;
  year: number;
  content?: FooterContent;
}) {
  const site: FooterSite = {
    title: siteTitle,
    description: content.description,
    social: content.social,
    business: content.business,
  };
  return (
    <FooterSiteContext.Provider value={site}>
      <FooterFrame siteTitle={siteTitle} year={year}>
        {content.blocks.length > 0 ? (
          <div className={styles.columns}>
            {content.blocks.map((block) => (
              <FooterBlockView key={block.props.id} block={block} />
            ))}
          </div>
        ) : null}
      </FooterFrame>
    </FooterSiteContext.Provider>
  );
}
