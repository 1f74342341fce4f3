// The Restaurant booking block (issue 19, UI-072..076, docs/decisions/049): OpenTable's
// reservation widget for one restaurant, with a plain link to OpenTable that works without it.
// Pure rules shared by the page codec (refused on save), the server render, the island and the
// editor.

/** An OpenTable restaurant id ("rid"): digits only, 1 to 10 of them, not starting with 0. */
export const RESTAURANT_ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/** The languages OpenTable's widget speaks (its `lang` parameter). */
export const RESTAURANT_LANGUAGES = [
  { value: 'en-US', label: 'English (US)' },
  { value: 'en-GB', label: 'English (UK)' },
  { value: 'fr-CA', label: 'Français (Canada)' },
  { value: 'de-DE', label: 'Deutsch' },
  { value: 'es-MX', label: 'Español (México)' },
  { value: 'it-IT', label: 'Italiano' },
  { value: 'nl-NL', label: 'Nederlands' },
  { value: 'ja-JP', label: '日本語' },
] as const;
export type RestaurantLanguage = (typeof RESTAURANT_LANGUAGES)[number]['value'];

/**
 * The owner's layout preference: `auto` follows the container's width (UI-075/076); `column`
 * always stacks; `wide` is wide whenever the container is over 750 px.
 */
export const RESTAURANT_LAYOUT_PREFERENCES = ['auto', 'wide', 'column'] as const;
export type RestaurantLayoutPreference = (typeof RESTAURANT_LAYOUT_PREFERENCES)[number];

/** The layout the widget is drawn in. */
export type RestaurantLayout = 'wide' | 'standard' | 'column';

/** UI-075: the widget is wide when its container is over this many px. */
export const RESTAURANT_WIDE_OVER_PX = 850;
/** UI-076: the widget is a column when its container is this many px or less. */
export const RESTAURANT_COLUMN_AT_MOST_PX = 750;

/** UI-072: what signed-in users see instead of the widget. */
export const RESTAURANT_PREVIEW_ONLY_MESSAGE =
  'Preview Only - Please log out of your account in order to use the OpenTable Block.';

/** The widget's loader script unless the server is configured otherwise (OPENTABLE_WIDGET_URL). */
export const OPENTABLE_WIDGET_URL = 'https://www.opentable.com/widget/reservation/loader';
/** Where the fallback link leads: OpenTable's own booking page for the restaurant. */
export const OPENTABLE_RESERVE_URL = 'https://www.opentable.com/restref/client/';

export interface RestaurantBookingSettings {
  restaurantId: string;
  language: RestaurantLanguage;
  layout: RestaurantLayoutPreference;
}

export const RESTAURANT_DEFAULTS: RestaurantBookingSettings = {
  restaurantId: '',
  language: 'en-US',
  layout: 'auto',
};

export const RESTAURANT_MESSAGES = {
  restaurantId:
    'An OpenTable restaurant id is the number OpenTable gives the restaurant (rid): up to 10 digits.',
  language: 'Choose one of the languages the OpenTable widget offers.',
  layout: 'The layout is automatic, wide or a column.',
} as const;

const LANGUAGE_VALUES: readonly string[] = RESTAURANT_LANGUAGES.map((l) => l.value);

/** What is wrong with a Restaurant booking's props as the editor sent them, or null. */
export function restaurantBookingProblem(props: Record<string, unknown>): string | null {
  const rid = props.restaurantId;
  // An empty id is allowed (a block just added); it renders nothing on the published page.
  if (rid !== undefined && rid !== '' && (typeof rid !== 'string' || !RESTAURANT_ID_PATTERN.test(rid)))
    return RESTAURANT_MESSAGES.restaurantId;
  if (props.language !== undefined && !LANGUAGE_VALUES.includes(props.language as string))
    return RESTAURANT_MESSAGES.language;
  if (
    props.layout !== undefined &&
    !RESTAURANT_LAYOUT_PREFERENCES.includes(props.layout as RestaurantLayoutPreference)
  )
    return RESTAURANT_MESSAGES.layout;
  return null;
}

/** The settings of stored props; an odd id becomes '' (no widget), other odd values the defaults. */
export function restaurantSettingsOf(props: Record<string, unknown>): RestaurantBookingSettings {
  const rid = typeof props.restaurantId === 'string' ? props.restaurantId.trim() : '';
  return {
    restaurantId: RESTAURANT_ID_PATTERN.test(rid) ? rid : '',
    language: LANGUAGE_VALUES.includes(props.language as string)
      ? (props.language as RestaurantLanguage)
      : RESTAURANT_DEFAULTS.language,
    layout: RESTAURANT_LAYOUT_PREFERENCES.includes(props.layout as RestaurantLayoutPreference)
      ? (props.layout as RestaurantLayoutPreference)
      : RESTAURANT_DEFAULTS.layout,
  };
}

/**
 * UI-075/076: the layout for a container `width` px wide. At 750 px or less it is always a column
 * (nothing wider fits); over 850 px it is wide unless the owner chose a column; between the two,
 * the standard layout (or wide when the owner asked for wide).
 */
export function restaurantLayoutFor(width: number, preference: RestaurantLayoutPreference): RestaurantLayout {
  if (!(width > RESTAURANT_COLUMN_AT_MOST_PX)) return 'column';
  if (preference === 'column') return 'column';
  if (width > RESTAURANT_WIDE_OVER_PX || preference === 'wide') return 'wide';
  return 'standard';
}

/** OpenTable's theme for each layout. */
const THEME_OF: Record<RestaurantLayout, string> = { wide: 'wide', standard: 'standard', column: 'tall' };

/** The loader script's address for a restaurant, language and layout. */
export function restaurantWidgetUrl(
  base: string,
  settings: Pick<RestaurantBookingSettings, 'restaurantId' | 'language'>,
  layout: RestaurantLayout,
): string {
  const url = new URL(base);
  url.searchParams.set('rid', settings.restaurantId);
  url.searchParams.set('type', 'standard');
  url.searchParams.set('theme', THEME_OF[layout]);
  url.searchParams.set('iframe', 'true');
  url.searchParams.set('domain', 'com');
  url.searchParams.set('lang', settings.language);
  url.searchParams.set('newtab', 'false');
  return url.toString();
}

/** The fallback link's address: OpenTable's page for booking a table at the restaurant. */
export function restaurantReserveUrl(settings: Pick<RestaurantBookingSettings, 'restaurantId' | 'language'>) {
  const url = new URL(OPENTABLE_RESERVE_URL);
  url.searchParams.set('rid', settings.restaurantId);
  url.searchParams.set('lang', settings.language);
  return url.toString();
}
