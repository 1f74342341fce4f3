// Issue 19 (docs/decisions/054): the Social links block (the profile's social accounts as icons),
// the Social follow block (a network's follow button from its external script, PAGE-038) and the
// blog's comment counts (a Disqus-style count script, PAGE-037). Pure rules shared by the page
// codec (refused on save), the server render, the island and the editor.

/** The icon sizes of the Social links block: the icon's and its box's size in px. */
export const SOCIAL_ICON_SIZES = {
  small: { icon: 16, box: 32 },
  medium: { icon: 20, box: 40 },
  large: { icon: 28, box: 52 },
} as const;
export type SocialIconSize = keyof typeof SOCIAL_ICON_SIZES;

/** plain: the icon alone; solid: the icon on a filled circle; outline: the icon in a ring. */
export const SOCIAL_ICON_SHAPES = ['plain', 'solid', 'outline'] as const;
export type SocialIconShape = (typeof SOCIAL_ICON_SHAPES)[number];

/** The icons' colour: a token of the site's theme (tokens.css, or the site's design), never a raw colour. */
export const SOCIAL_ICON_COLOURS = {
  ink: '--color-ink',
  text: '--color-text',
  muted: '--color-muted',
  accent: '--color-accent',
} as const;
export type SocialIconColour = keyof typeof SOCIAL_ICON_COLOURS;

export const SOCIAL_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type SocialAlignment = (typeof SOCIAL_ALIGNMENTS)[number];

export interface SocialLinksSettings {
  size: SocialIconSize;
  shape: SocialIconShape;
  colour: SocialIconColour;
  alignment: SocialAlignment;
  /** Each link opens in a new tab (its accessible name says so). */
  newTab: boolean;
}

export const SOCIAL_LINKS_DEFAULTS: SocialLinksSettings = {
  size: 'medium',
  shape: 'outline',
  colour: 'ink',
  alignment: 'left',
  newTab: false,
};

const SIZE_NAMES = Object.keys(SOCIAL_ICON_SIZES);
const COLOUR_NAMES = Object.keys(SOCIAL_ICON_COLOURS);

export const SOCIAL_LINKS_MESSAGES = {
  size: 'The icon size is small, medium or large.',
  shape: 'The icon style is plain, solid or outline.',
  colour: 'The icon colour is one of the theme’s: ink, text, muted or accent.',
  alignment: 'The icons are aligned left, center or right.',
  newTab: 'Opening in a new tab is on or off.',
} as const;

/** What is wrong with a Social links block's props as the editor sent them, or null. */
export function socialLinksProblem(props: Record<string, unknown>): string | null {
  if (props.size !== undefined && !SIZE_NAMES.includes(props.size as string))
    return SOCIAL_LINKS_MESSAGES.size;
  if (props.shape !== undefined && !SOCIAL_ICON_SHAPES.includes(props.shape as SocialIconShape))
    return SOCIAL_LINKS_MESSAGES.shape;
  if (props.colour !== undefined && !COLOUR_NAMES.includes(props.colour as string))
    return SOCIAL_LINKS_MESSAGES.colour;
  if (props.alignment !== undefined && !SOCIAL_ALIGNMENTS.includes(props.alignment as SocialAlignment))
    return SOCIAL_LINKS_MESSAGES.alignment;
  if (props.newTab !== undefined && typeof props.newTab !== 'boolean') return SOCIAL_LINKS_MESSAGES.newTab;
  return null;
}

/** The settings of stored props; an odd value becomes the default. */
export function socialLinksSettingsOf(props: Record<string, unknown>): SocialLinksSettings {
  const d = SOCIAL_LINKS_DEFAULTS;
  return {
    size: SIZE_NAMES.includes(props.size as string) ? (props.size as SocialIconSize) : d.size,
    shape: SOCIAL_ICON_SHAPES.includes(props.shape as SocialIconShape)
      ? (props.shape as SocialIconShape)
      : d.shape,
    colour: COLOUR_NAMES.includes(props.colour as string) ? (props.colour as SocialIconColour) : d.colour,
    alignment: SOCIAL_ALIGNMENTS.includes(props.alignment as SocialAlignment)
      ? (props.alignment as SocialAlignment)
      : d.alignment,
    newTab: typeof props.newTab === 'boolean' ? props.newTab : d.newTab,
  };
}

// ---------------------------------------------------------------------------------------------
// Social follow (PAGE-038)

/** The networks whose follow button comes from a script of theirs. */
export const SOCIAL_FOLLOW_NETWORKS = ['x', 'pinterest', 'youtube'] as const;
export type SocialFollowNetwork = (typeof SOCIAL_FOLLOW_NETWORKS)[number];

/** PAGE-038: how long the follow button's script may take before the plain link stands in. */
export const SOCIAL_FOLLOW_TIMEOUT_MS = 10_000;

/** The networks' follow-button scripts, unless the server is configured otherwise (SOCIAL_FOLLOW_SCRIPT_*). */
export const SOCIAL_FOLLOW_SCRIPTS: Record<SocialFollowNetwork, string> = {
  x: 'https://platform.twitter.com/widgets.js',
  pinterest: 'https://assets.pinterest.com/js/pinit.js',
  youtube: 'https://apis.google.com/js/platform.js',
};

/** The origins each network's button frames (beside its script's own origin), for the page's CSP. */
export const SOCIAL_FOLLOW_FRAME_ORIGINS: Record<SocialFollowNetwork, string[]> = {
  x: ['https://platform.twitter.com'],
  pinterest: [],
  youtube: ['https://www.youtube.com', 'https://accounts.google.com'],
};

/** The account each network names in its button: its pattern (the value reaches a URL and markup). */
export const SOCIAL_FOLLOW_ACCOUNT_PATTERNS: Record<SocialFollowNetwork, RegExp> = {
  // X handles: letters, digits and _, up to 15.
  x: /^[A-Za-z0-9_]{1,15}$/,
  // Pinterest usernames: letters, digits and _, 3 to 30.
  pinterest: /^[A-Za-z0-9_]{3,30}$/,
  // YouTube channel ids: UC and 22 more.
  youtube: /^UC[A-Za-z0-9_-]{22}$/,
};

export const SOCIAL_FOLLOW_NETWORK_NAMES: Record<SocialFollowNetwork, string> = {
  x: 'X',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
};

export const SOCIAL_FOLLOW_MESSAGES = {
  network: 'The follow button is for X, Pinterest or YouTube.',
  account: {
    x: 'An X handle is up to 15 letters, digits or underscores, without the @.',
    pinterest: 'A Pinterest username is 3 to 30 letters, digits or underscores.',
    youtube: 'A YouTube channel id starts with UC and has 24 characters (youtube.com/channel/…).',
  },
} as const;

/** PAGE-038: what a visitor reads beside the plain link when the button did not come in time. */
export const SOCIAL_FOLLOW_TIMEOUT_MESSAGE =
  'The follow button did not load. Use the link to follow instead.';

export interface SocialFollowSettings {
  network: SocialFollowNetwork;
  /** The handle, username or channel id; '' in a block just added (nothing is shown to visitors). */
  account: string;
}

export const SOCIAL_FOLLOW_DEFAULTS: SocialFollowSettings = { network: 'x', account: '' };

/** What is wrong with a Social follow block's props as the editor sent them, or null. */
export function socialFollowProblem(props: Record<string, unknown>): string | null {
  const network = props.network ?? SOCIAL_FOLLOW_DEFAULTS.network;
  if (!SOCIAL_FOLLOW_NETWORKS.includes(network as SocialFollowNetwork)) return SOCIAL_FOLLOW_MESSAGES.network;
  const account = props.account;
  if (account === undefined || account === '') return null;
  if (
    typeof account !== 'string' ||
    !SOCIAL_FOLLOW_ACCOUNT_PATTERNS[network as SocialFollowNetwork].test(account)
  )
    return SOCIAL_FOLLOW_MESSAGES.account[network as SocialFollowNetwork];
  return null;
}

/** The settings of stored props; an account that does not match its network's pattern becomes ''. */
export function socialFollowSettingsOf(props: Record<string, unknown>): SocialFollowSettings {
  const network = SOCIAL_FOLLOW_NETWORKS.includes(props.network as SocialFollowNetwork)
    ? (props.network as SocialFollowNetwork)
    : SOCIAL_FOLLOW_DEFAULTS.network;
  const raw = typeof props.account === 'string' ? props.account.trim().replace(/^@/, '') : '';
  return { network, account: SOCIAL_FOLLOW_ACCOUNT_PATTERNS[network].test(raw) ? raw : '' };
}

/** The account's page on its network: the plain link every visitor gets. */
export function socialFollowProfileUrl({ network, account }: SocialFollowSettings): string {
  switch (network) {
    case 'x':
      return `https://x.com/${account}`;
    case 'pinterest':
      return `https://www.pinterest.com/${account}/`;
    case 'youtube':
      return `https://www.youtube.com/channel/${account}?sub_confirmation=1`;
  }
}

/** The plain link's text. */
export function socialFollowLabel({ network, account }: SocialFollowSettings): string {
  switch (network) {
    case 'x':
      return `Follow @${account} on X`;
    case 'pinterest':
      return `Follow ${account} on Pinterest`;
    case 'youtube':
      return 'Subscribe on YouTube';
  }
}

// ---------------------------------------------------------------------------------------------
// Comment counts (PAGE-037)

/** A comments shortname (Disqus's "forum shortname"): it becomes a host name, so a strict pattern. */
export const COMMENTS_SHORTNAME_PATTERN = /^[a-z0-9-]{1,64}$/;

export const COMMENTS_SHORTNAME_MESSAGE =
  'A comments shortname is 1 to 64 lower-case letters, digits or hyphens (your Disqus shortname).';

/** The count script's address; `{shortname}` is replaced (COMMENT_COUNT_SCRIPT_URL on the server). */
export const COMMENT_COUNT_SCRIPT_URL = 'https://{shortname}.disqus.com/count.js';

/**
 * PAGE-037: the comment-count script's address for a shortname, or null when there is none (or it
 * does not match the pattern): then no script is loaded.
 */
export function commentCountScriptUrl(
  shortname: string | null | undefined,
  template: string = COMMENT_COUNT_SCRIPT_URL,
): string | null {
  if (!shortname || !COMMENTS_SHORTNAME_PATTERN.test(shortname)) return null;
  try {
    const url = new URL(template.replaceAll('{shortname}', shortname));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
