// The Social links block (issue 19, docs/decisions/054): the site's social accounts (Settings →
// Social accounts) as brand icons, inline SVG, each a link with the network's name for screen
// readers (and "(opens in a new tab)" when it does). Server-rendered, no JavaScript. The footer's
// social icons block renders the same list (layout/SiteFooter.tsx).
import {
  SOCIAL_ICON_SIZES,
  type SocialLinksSettings,
  socialLinksSettingsOf,
} from '@folio/core/social-blocks';
import { useContext } from 'react';
import { networkName, SocialIcon } from '../../layout/social-icons.tsx';
import styles from './SocialLinks.module.css';
import { type SocialAccount, SocialAccountsContext } from './social-accounts-context.ts';

const SIZE_CLASS = { small: styles.small, medium: styles.medium, large: styles.large } as const;
const SHAPE_CLASS = { plain: styles.plain, solid: styles.solid, outline: styles.outline } as const;
const COLOUR_CLASS = {
  ink: styles.ink,
  text: styles.text,
  muted: styles.muted,
  accent: styles.accent,
} as const;
const ALIGN_CLASS = { left: '', center: styles.center, right: styles.right } as const;

/** The accounts as a list of icon links, in the owner's order. */
export function SocialLinkList({
  accounts,
  settings,
  label = 'Social accounts',
}: {
  accounts: SocialAccount[];
  settings: SocialLinksSettings;
  label?: string;
}) {
  if (accounts.length === 0) return null;
  const { icon } = SOCIAL_ICON_SIZES[settings.size];
  const listClass = [
    styles.list,
    SIZE_CLASS[settings.size],
    SHAPE_CLASS[settings.shape],
    COLOUR_CLASS[settings.colour],
    ALIGN_CLASS[settings.alignment],
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <ul className={listClass} aria-label={label}>
      {accounts.map((account, index) => {
        const name = networkName(account.network);
        // A mail link opens the visitor's mail program, never a tab.
        const isNewTab = settings.newTab && !account.url.startsWith('mailto:');
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the owner's order; addresses may repeat.
          <li key={`${index}-${account.url}`}>
            <a
              className={styles.link}
              href={account.url}
              rel={isNewTab ? 'me noopener noreferrer' : 'me noopener'}
              {...(isNewTab ? { target: '_blank' } : {})}
              data-tooltip={name}
            >
              <SocialIcon network={account.network} size={icon} />
              <span className={styles.visuallyHidden}>
                {isNewTab ? `${name} (opens in a new tab)` : name}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export interface SocialLinksProps extends Partial<SocialLinksSettings> {
  id?: string;
  puck?: { isEditing?: boolean };
}

export function SocialLinks(props: SocialLinksProps) {
  const accounts = useContext(SocialAccountsContext);
  const settings = socialLinksSettingsOf(props as Record<string, unknown>);
  if (accounts.length === 0)
    return props.puck?.isEditing ? (
      <p className={styles.placeholder}>
        Social links: add the site’s accounts in Settings → Social accounts.
      </p>
    ) : null;
  return (
    <div className={styles.block}>
      <SocialLinkList accounts={accounts} settings={settings} />
    </div>
  );
}
