// Brand icons of the social networks a site's profile may name (issue 16 part 3): Simple Icons
// (CC0), imported one by one so only these paths are bundled; rendered as inline SVG beside a
// visually hidden name, so a visitor's browser loads nothing more. Networks Simple Icons does not
// carry (LinkedIn asked to be removed) and "other" get a plain glyph.
import type { SOCIAL_NETWORKS } from '@folio/core/site-profile';
import {
  siBluesky,
  siFacebook,
  siGithub,
  siInstagram,
  siMastodon,
  siPinterest,
  siThreads,
  siTiktok,
  siX,
  siYoutube,
} from 'simple-icons';

type Network = (typeof SOCIAL_NETWORKS)[number];

export const NETWORK_NAMES: Record<Network, string> = {
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
  email: 'Email',
  other: 'Website',
};

/** 24×24 paths. LinkedIn: a plain "in" monogram; email: an envelope; other: a globe (drawn here, not brands). */
const PATHS: Record<Network, string> = {
  instagram: siInstagram.path,
  facebook: siFacebook.path,
  x: siX.path,
  linkedin:
    'M3 3h18v18H3zM7 10v7h2.4v-7zm1.2-3.6a1.4 1.4 0 1 0 0 2.8 1.4 1.4 0 0 0 0-2.8M11 10v7h2.4v-3.7c0-1 .5-1.6 1.3-1.6s1.2.6 1.2 1.6V17h2.4v-4.3c0-2-1.1-2.9-2.6-2.9a2.6 2.6 0 0 0-2.3 1.2V10z',
  youtube: siYoutube.path,
  tiktok: siTiktok.path,
  pinterest: siPinterest.path,
  threads: siThreads.path,
  mastodon: siMastodon.path,
  bluesky: siBluesky.path,
  github: siGithub.path,
  email: 'M2 5h20v14H2zm2 2.4V17h16V7.4l-8 5.3zM5.2 7 12 11.5 18.8 7z',
  other:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m6.9 9h-3a15.7 15.7 0 0 0-1.3-5.5A8 8 0 0 1 18.9 11M12 4.1c.9 1.2 1.8 3.5 2 6.9h-4c.2-3.4 1.1-5.7 2-6.9M9.4 5.5A15.7 15.7 0 0 0 8.1 11h-3a8 8 0 0 1 4.3-5.5M5.1 13h3a15.7 15.7 0 0 0 1.3 5.5A8 8 0 0 1 5.1 13m6.9 6.9c-.9-1.2-1.8-3.5-2-6.9h4c-.2 3.4-1.1 5.7-2 6.9m2.6-1.4a15.7 15.7 0 0 0 1.3-5.5h3a8 8 0 0 1-4.3 5.5',
};

export function networkName(network: string): string {
  return NETWORK_NAMES[network as Network] ?? 'Website';
}

/** The network's icon, decorative: the link around it carries the name. */
export function SocialIcon({ network, size = 18 }: { network: string; size?: number }) {
  const path = PATHS[network as Network] ?? PATHS.other;
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
