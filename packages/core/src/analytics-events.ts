// Site events and the analytics events service (TRACK-023..041, decision 042): the calls' paths,
// the SS_* cookies and their lifetime, the messages, the common fields with their declared types
// and the fields every event gets automatically. Pure: the browser client, the config area and the
// server's ingestion share them.

/** TRACK-023: site events, form-encoded crumb, event and data. */
export const RECORD_EVENT_PATH = '/api/events/RecordEvent';
/** TRACK-025: the events service. */
export const EVENTS_SERVICE_PATH = '/api/v1/events';

/** TRACK-034: the analytics cookies. */
export const ANALYTICS_COOKIES = {
  analyticsId: 'SS_ANALYTICS_ID',
  marketingId: 'SS_MID',
  sessionId: 'SS_SESSION_ID',
  isFirstSession: 'SS_IS_FIRST_SESSION',
  hasLanded: 'SS_HAS_LANDED',
} as const;
/** TRACK-035: 390 days. */
export const ANALYTICS_COOKIE_MAX_AGE_SECONDS = 390 * 24 * 60 * 60;
/**
 * TRACK-039: the tab's landing, in sessionStorage under the cookie's name (a cookie is per browser,
 * a tab's storage is per tab): the landing document's time origin, then its query.
 */
export const TAB_LANDING_KEY = 'SS_HAS_LANDED';

export const ANALYTICS_MESSAGES = {
  /** TRACK-028 */
  httpStatus: (status: number) => `Error tracking event: HTTP Status ${status}`,
  /** TRACK-036 */
  unableToStoreAnalyticsId: 'Unable to store analyticsId',
  /** TRACK-037 */
  storageFailed: 'Unable access local/session storage.',
  /** TRACK-030 */
  fieldNotSet: (field: string) =>
    `Analytics field '${field}' was not set: it is not a common field or its value has the wrong type.`,
} as const;

/** TRACK-027: the events service's answers that count as success. */
export function isEventsServiceSuccess(status: number): boolean {
  return status === 200 || status === 202;
}

/** TRACK-029: the common fields, each a string; the nullable ones may also be null. */
export const COMMON_STRING_FIELDS = [
  'actor',
  'action',
  'event_owner_team',
  'event_source',
  'object_type',
  'product_area',
  'product_page',
  'product_section',
] as const;
export const COMMON_NULLABLE_FIELDS = [
  'context_website_identifier',
  'destination_url',
  'object_identifier',
  'object_id',
  'object_display_name',
  'object_value',
  'product_design_identifier',
  'user_member_account_id',
  'user_session_id',
  'browser_locale',
  'member_account_locale',
  'website_locale',
  'frontsite_language',
] as const;
/** The indirect_object_* family: any such name, a nullable string. */
const INDIRECT_OBJECT = /^indirect_object_[a-z][a-z0-9_]{0,39}$/;

export type CommonFieldName =
  | (typeof COMMON_STRING_FIELDS)[number]
  | (typeof COMMON_NULLABLE_FIELDS)[number]
  | `indirect_object_${string}`;
export type CommonData = Partial<Record<CommonFieldName, string | null>>;

const STRINGS = new Set<string>(COMMON_STRING_FIELDS);
const NULLABLES = new Set<string>(COMMON_NULLABLE_FIELDS);

/** Whether `name` is a common field and `value` its declared type. */
export function isCommonFieldValue(name: string, value: unknown): boolean {
  if (STRINGS.has(name)) return typeof value === 'string';
  if (NULLABLES.has(name) || INDIRECT_OBJECT.test(name)) return typeof value === 'string' || value === null;
  return false;
}

/**
 * TRACK-032, TRACK-033: what every event gets automatically, with their types (the window size and
 * the client timestamp are numbers, the rest strings or null).
 */
export const AUTOMATIC_FIELDS = {
  browser_window_width: 'number',
  browser_window_height: 'number',
  browser_language: 'string',
  page_host: 'string',
  page_path: 'string',
  page_query: 'string',
  page_referrer: 'string',
  resolved_locale: 'string',
  client_timestamp: 'number',
  marketing_id: 'nullable',
  session_id: 'nullable',
  website_id: 'nullable',
  template_id: 'nullable',
  member_account_id: 'nullable',
} as const;
export type AutomaticFieldName = keyof typeof AUTOMATIC_FIELDS;

export function isAutomaticFieldValue(name: string, value: unknown): boolean {
  const type = (AUTOMATIC_FIELDS as Record<string, string>)[name];
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (type === 'string') return typeof value === 'string';
  if (type === 'nullable') return typeof value === 'string' || value === null;
  return false;
}

/**
 * TRACK-030, TRACK-031: keeps the common fields whose value has its declared type; every other
 * field is not set, gets a warning, and goes to the custom data instead (where a custom field of
 * the same name is not overwritten).
 */
export function checkCommonData(
  commonData: Record<string, unknown>,
  customData: Record<string, unknown> = {},
): { commonData: CommonData; customData: Record<string, unknown>; warnings: string[] } {
  const common: Record<string, string | null> = {};
  const custom: Record<string, unknown> = { ...customData };
  const warnings: string[] = [];
  for (const [name, value] of Object.entries(commonData)) {
    if (value === undefined) continue;
    if (isCommonFieldValue(name, value)) common[name] = value as string | null;
    else {
      warnings.push(ANALYTICS_MESSAGES.fieldNotSet(name));
      if (!(name in custom)) custom[name] = value;
    }
  }
  return { commonData: common as CommonData, customData: custom, warnings };
}

/** TRACK-038: the session info every event carries. */
export interface SessionInfo {
  isFirstLanding: boolean;
  isFirstSession: boolean;
  sessionId: string | null;
}

/** TRACK-024: the data of a RecordEvent call. */
export interface RecordEventData {
  pageHash: string;
  pagePath: string;
  websiteId: string | null;
  templateId: string | null;
  variantId: string | null;
  memberAccountId: string | null;
  member_locale: string | null;
  website_locale: string | null;
}

/** An id the client creates (analytics id, session id): 22 random base-36 characters. */
export const ANALYTICS_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
/** An event's name as counted: add-to-cart, form-render, newsletter-signup… */
export const EVENT_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.:-]{0,63}$/;

/** The name an events-service event is counted by: its action, else its schema's name. */
export function eventNameOf(commonData: CommonData, customSchemaName: string): string {
  const action = commonData.action;
  return action && EVENT_NAME_PATTERN.test(action) ? action : customSchemaName;
}

/** 8 hex digits of FNV-1a: RecordEvent's pageHash of the page's path (no fragment, no query). */
export function pageHashOf(path: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) {
    hash ^= path.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** TRACK-054: the collection editor's areas tracked for analytics. */
export const COLLECTION_EDITOR_AREAS = [
  'collection-editor-panel',
  'settings-modal',
  'item-catalog',
  'section-editor',
  'collection-settings',
  'frame-toolbar',
] as const;
export type CollectionEditorArea = (typeof COLLECTION_EDITOR_AREAS)[number];

/** TRACK-055: the modals tracked for analytics. */
export const TRACKED_MODALS = ['clone-collection-prompt', 'action-not-allowed', 'blog-published'] as const;
export type TrackedModal = (typeof TRACKED_MODALS)[number];
