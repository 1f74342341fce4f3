// The Social follow block (issue 19, PAGE-038, docs/decisions/054): a network's own follow button.
// The server renders a plain link to the account, which works for everyone (no JavaScript, a
// blocked script). The island (island.ts, no React) loads the network's script when the block is
// scrolled near; when it has not loaded within 10 s (or fails), the link stays with a message.
import {
  SOCIAL_FOLLOW_NETWORK_NAMES,
  SOCIAL_FOLLOW_TIMEOUT_MESSAGE,
  socialFollowLabel,
  socialFollowProfileUrl,
  socialFollowSettingsOf,
} from '@folio/core/social-blocks';
import { Island } from '../../islands/Island.tsx';
import styles from './SocialFollow.module.css';

export interface SocialFollowProps {
  id?: string;
  network?: string;
  account?: string;
  puck?: { isEditing?: boolean };
}

export function SocialFollow(props: SocialFollowProps) {
  const settings = socialFollowSettingsOf(props as Record<string, unknown>);
  if (!settings.account)
    return props.puck?.isEditing ? (
      <p className={styles.placeholder}>
        {`Enter the ${SOCIAL_FOLLOW_NETWORK_NAMES[settings.network]} account to show its follow button.`}
      </p>
    ) : null;
  return (
    <Island name="SocialFollow" props={settings}>
      <div className={styles.follow} data-social-follow="" data-network={settings.network} data-state="idle">
        {/* The network's button is drawn here by its script (island.ts). */}
        <div className={styles.widget} data-social-follow-widget="" />
        <p className={styles.fallback} data-social-follow-fallback="">
          <a
            className={styles.link}
            href={socialFollowProfileUrl(settings)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {socialFollowLabel(settings)}
            <span className={styles.visuallyHidden}> (opens in a new tab)</span>
          </a>
        </p>
        {/* PAGE-038: shown by the island when the script did not load within 10 s. */}
        <p className={styles.message} role="status" data-social-follow-message="" hidden>
          {SOCIAL_FOLLOW_TIMEOUT_MESSAGE}
        </p>
      </div>
    </Island>
  );
}
