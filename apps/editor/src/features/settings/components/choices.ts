// The Settings screen's choices: languages, social networks, cookie banner positions, time zones.
import type { SOCIAL_NETWORKS } from '@folio/core/site-profile';

/** Languages most sites are written in; a site saved with another tag keeps it in the list. */
export const LANGUAGES: [string, string][] = [
  ['en', 'English'],
  ['en-GB', 'English (United Kingdom)'],
  ['en-US', 'English (United States)'],
  ['fr', 'French'],
  ['fr-CA', 'French (Canada)'],
  ['de', 'German'],
  ['es', 'Spanish'],
  ['it', 'Italian'],
  ['pt', 'Portuguese'],
  ['pt-BR', 'Portuguese (Brazil)'],
  ['nl', 'Dutch'],
  ['sv', 'Swedish'],
  ['da', 'Danish'],
  ['nb', 'Norwegian'],
  ['fi', 'Finnish'],
  ['pl', 'Polish'],
  ['cs', 'Czech'],
  ['tr', 'Turkish'],
  ['el', 'Greek'],
  ['ru', 'Russian'],
  ['uk', 'Ukrainian'],
  ['ar', 'Arabic'],
  ['he', 'Hebrew'],
  ['hi', 'Hindi'],
  ['ja', 'Japanese'],
  ['ko', 'Korean'],
  ['zh-CN', 'Chinese (Simplified)'],
  ['zh-TW', 'Chinese (Traditional)'],
];

export const NETWORK_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  threads: 'Threads',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  github: 'GitHub',
  email: 'Email',
  other: 'Other',
};

export const POSITION_LABELS: Record<string, string> = {
  TOP: 'Top',
  BOTTOM: 'Bottom',
  TOP_LEFT: 'Top left',
  TOP_RIGHT: 'Top right',
  BOTTOM_LEFT: 'Bottom left',
  BOTTOM_RIGHT: 'Bottom right',
};

export const timeZones = (current: string): string[] => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
};
