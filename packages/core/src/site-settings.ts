// Site settings normalised the same way in the editor, the server and the published page.

const DEFAULT_BANNER_TEXT =
  'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.';

const CHOICES = {
  cookieBannerCtaVariant: ['TEXT', 'BUTTON', 'ICON'],
  cookieBannerTheme: ['LIGHT', 'DARK'],
  cookieBannerVariant: ['BAR', 'POPUP'],
  cookieBannerAcceptType: ['OPT_IN', 'OPT_IN_AND_OUT'],
} as const;
export const BAR_POSITIONS = ['TOP', 'BOTTOM'] as const;
export const POPUP_POSITIONS = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const;

/** UI-034 */
export interface CookieBannerSettings {
  cookieBannerCtaText: string;
  cookieBannerCtaVariant: (typeof CHOICES.cookieBannerCtaVariant)[number];
  cookieBannerPosition: string;
  cookieBannerText: string;
  cookieBannerTheme: (typeof CHOICES.cookieBannerTheme)[number];
  cookieBannerVariant: (typeof CHOICES.cookieBannerVariant)[number];
  cookieBannerOptOutCtaText: string;
  cookieBannerAcceptType: (typeof CHOICES.cookieBannerAcceptType)[number];
  isCookieBannerEnabled: boolean;
  isActivityLogEnabled: boolean;
  isAnalyticsCookiesDisabled: boolean;
  isRestrictiveCookiePolicyAbsolute: boolean;
}

const isBlankText = (text: unknown) =>
  typeof text !== 'string' || text.trim() === '' || /^<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>$/i.test(text.trim());

function choice<T extends readonly string[]>(options: T, value: unknown, fallback: T[number]): T[number] {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T[number])
    : fallback;
}

const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** UI-037..047: every missing or unknown setting takes its default. */
export function normalizeCookieBanner(raw: Record<string, unknown> = {}): CookieBannerSettings {
  const variant = choice(CHOICES.cookieBannerVariant, raw.cookieBannerVariant, 'BAR');
  const positions = variant === 'BAR' ? BAR_POSITIONS : POPUP_POSITIONS;
  return {
    cookieBannerCtaText: isBlankText(raw.cookieBannerCtaText) ? 'Accept' : String(raw.cookieBannerCtaText),
    cookieBannerCtaVariant: choice(CHOICES.cookieBannerCtaVariant, raw.cookieBannerCtaVariant, 'ICON'),
    cookieBannerPosition: choice(
      positions,
      raw.cookieBannerPosition,
      variant === 'BAR' ? 'BOTTOM' : 'BOTTOM_LEFT',
    ),
    cookieBannerText: isBlankText(raw.cookieBannerText) ? DEFAULT_BANNER_TEXT : String(raw.cookieBannerText),
    cookieBannerTheme: choice(CHOICES.cookieBannerTheme, raw.cookieBannerTheme, 'DARK'),
    cookieBannerVariant: variant,
    cookieBannerOptOutCtaText: isBlankText(raw.cookieBannerOptOutCtaText)
      ? 'Decline'
      : String(raw.cookieBannerOptOutCtaText),
    cookieBannerAcceptType: choice(CHOICES.cookieBannerAcceptType, raw.cookieBannerAcceptType, 'OPT_IN'),
    isCookieBannerEnabled: bool(raw.isCookieBannerEnabled, false),
    isActivityLogEnabled: bool(raw.isActivityLogEnabled, true),
    isAnalyticsCookiesDisabled: bool(raw.isAnalyticsCookiesDisabled, false),
    isRestrictiveCookiePolicyAbsolute: bool(raw.isRestrictiveCookiePolicyAbsolute, false),
  };
}

/** UI-035, UI-036: the API form of the cookie settings. */
export function cookieSettingsForApi(settings: CookieBannerSettings) {
  return {
    ...settings,
    isRestrictiveCookiePolicyEnabled: settings.isRestrictiveCookiePolicyAbsolute,
    isVisitorDataRestricted: !settings.isActivityLogEnabled,
  };
}

/** UI-083 */
export const MAP_STYLE_NAMES = [
  'Original',
  'Grayscale',
  'Satellite',
  'MinimalDark',
  'MinimalLight',
  'MinimalBlue',
] as const;
/** UI-084: the editor's numbering, whose order differs from the names' (both as the spec gives them). */
export const MAP_STYLE_NUMBERS = {
  1: 'Original',
  2: 'Grayscale',
  3: 'Satellite',
  4: 'MinimalLight',
  5: 'MinimalDark',
  6: 'MinimalBlue',
} as const satisfies Record<number, (typeof MAP_STYLE_NAMES)[number]>;

/** SHOP-034, SHOP-035 */
export function measurementUnits(system: string | null | undefined): {
  weight: 'lbs' | 'kg';
  length: 'inch' | 'cm';
} {
  return system === 'IMPERIAL' ? { weight: 'lbs', length: 'inch' } : { weight: 'kg', length: 'cm' };
}

/** TRACK-004: an id and four positive integers, separated by pipes. */
export function isValidVisitorCookie(value: string): boolean {
  return /^[A-Za-z0-9-]+(\|[1-9]\d*){4}$/.test(value);
}

/** TRACK-005 */
export function isValidSessionMarker(value: string): boolean {
  return /^[1-9]\d*$/.test(value);
}

/**
 * UI-058, UI-059: how long ago, in words. Past 60 s the spec is open: minutes, hours, then days.
 */
export function relativeTime(secondsAgo: number): string {
  const s = Math.max(0, Math.floor(secondsAgo));
  if (secondsAgo < 1) return 'just now';
  if (s < 60) return `about ${s} seconds ago`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return minutes === 1 ? 'about a minute ago' : `about ${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? 'about an hour ago' : `about ${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'a day ago' : `${days} days ago`;
}
