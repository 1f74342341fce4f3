// What visitors' browsers send for tracking (TRACK-013, TRACK-015, TRACK-016, TRACK-020..022) and
// what the owner's reads answer. Every field is bounded: nothing a visitor sends grows without limit.
import { text } from '@folio/core/text';
import { z } from 'zod';

/**
 * Anonymous telemetry: text PostgreSQL cannot store (NUL, a lone surrogate) is cleaned rather than
 * refused, since one such event must not fail the batch it is stored with; too long is refused.
 */
const bounded = (max: number) => text({ max, onUnstorable: 'strip' });
const optionalText = (max: number) => bounded(max).optional();

/** A visitor cookie as sent in a census body (its format is checked by the service, TRACK-004). */
const visitorCookie = optionalText(200);
const crumb = optionalText(100);

/** TRACK-020..022: the landing call's query. */
export const trackQuery = z.object({
  landing: bounded(2048),
  refer: optionalText(2048),
  rk: z
    .string()
    .regex(/^\d{1,20}$/, 'rk must be a number.')
    .optional(),
  lang: optionalText(35),
  screen: z
    .string()
    .regex(/^(\d{1,5}x\d{1,5})?$/, 'screen must be <width>x<height>.')
    .optional(),
  source: optionalText(512),
  campaign: optionalText(512),
  subcampaign: optionalText(512),
  channel: optionalText(512),
  subchannel: optionalText(512),
  variation: optionalText(512),
  mkwid: optionalText(512),
  /** Decision 044: the browser's IANA time zone, for the visitor's country (only that is kept). */
  tz: z
    .string()
    .regex(/^[A-Za-z0-9_+\-/]{0,64}$/, 'tz must be a time zone name.')
    .optional(),
  crumb,
});
export type TrackQuery = z.infer<typeof trackQuery>;

/** TRACK-013: a census hit, form-encoded: event, data (JSON text) and the visitor cookie. */
export const recordHitBody = z.object({
  event: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'event must be a short name.'),
  data: bounded(2048).optional(),
  visitorCookie,
  crumb,
});

/** TRACK-015, TRACK-016: a Button block's render or click. */
export const buttonBody = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{0,80}$/, 'id must be a block id.'),
  buttonText: bounded(200),
  clickthroughUrl: bounded(2048),
  alignment: z.enum(['left', 'center', 'right']),
  size: z.enum(['small', 'medium', 'large']),
  newWindow: z.enum(['true', 'false']),
  context: bounded(2048),
  visitorCookie,
  crumb,
});
export type ButtonBody = z.infer<typeof buttonBody>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is YYYY-MM-DD.');

/** The longest range the dashboard reads at once (with its previous period, twice that). */
export const MAX_RANGE_DAYS = 400;
const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

/** Whole UTC days [from, to): `to` after `from`, at most MAX_RANGE_DAYS apart. */
export const trafficQuery = z
  .object({ from: day, to: day })
  .refine(
    ({ from, to }) => dayNumber(to) > dayNumber(from) && dayNumber(to) - dayNumber(from) <= MAX_RANGE_DAYS,
    { message: `to must be after from, at most ${MAX_RANGE_DAYS} days later.`, path: ['to'] },
  );

const row = z.object({
  key: z.string(),
  visits: z.number().int(),
  visitors: z.number().int(),
  pageViews: z.number().int(),
  /** Decision 044: visits with at most one page view. */
  bounces: z.number().int(),
  /** Page views followed by another of the same visit within 30 minutes, and the time until it. */
  timedViews: z.number().int(),
  timeOnPageMs: z.number().int(),
});

/** A range's figures: unique visitors are the sum of each day's (decision 044). */
export const trafficTotals = z.object({
  visits: z.number().int(),
  visitors: z.number().int(),
  pageViews: z.number().int(),
  bounces: z.number().int(),
  /** bounces / visits, 0..1; null without visits. */
  bounceRate: z.number().nullable(),
  /** The mean time on page in ms; null when no page view was followed by another. */
  avgTimeOnPageMs: z.number().nullable(),
});
export type TrafficTotals = z.infer<typeof trafficTotals>;

/**
 * The owner's traffic over whole UTC days [from, to): per day, the totals beside those of the
 * period of the same length before, and the top paths, referrers, campaigns, countries, devices
 * and browsers.
 */
export const trafficAnswer = z.object({
  days: z.array(row.extend({ key: day })),
  totals: trafficTotals,
  previous: z.object({ from: day, to: day, totals: trafficTotals }),
  paths: z.array(row),
  referrers: z.array(row),
  campaigns: z.array(row),
  /** Key: an ISO 3166 country code, or '' when unknown. */
  countries: z.array(row),
  devices: z.array(row),
  browsers: z.array(row),
});
export type TrafficAnswer = z.infer<typeof trafficAnswer>;
export type TrafficRow = z.infer<typeof row>;

const salesTotals = z.object({
  orders: z.number().int(),
  revenueCents: z.number().int(),
  visits: z.number().int(),
  /** orders / visits, 0..1; null without visits. */
  conversionRate: z.number().nullable(),
});

/** Orders, revenue and conversion over [from, to) and the period before; forms' renders and submissions. */
export const salesAnswer = z.object({
  currencyCode: z.string(),
  days: z.array(z.object({ day, orders: z.number().int(), revenueCents: z.number().int() })),
  totals: salesTotals,
  previous: salesTotals,
  /** Each form's renders (form-render census) and submissions (form-submit events) in the range. */
  forms: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      pageTitle: z.string(),
      renders: z.number().int(),
      submissions: z.number().int(),
    }),
  ),
});
export type SalesAnswer = z.infer<typeof salesAnswer>;

export const rollUpAnswer = z.object({ from: z.string(), to: z.string() });

// ---- Decision 042: the form, overlay and quick-view census, site events, the events service ----

/** A block or product id as a census call names it (checked before it reaches a query or markup). */
const objectId = z.string().regex(/^[A-Za-z0-9_:.-]{1,100}$/, 'id must be a block or product id.');

/** TRACK-017: a form shown to a visitor (form-encoded by the collector; JSON accepted too). */
export const formRenderBody = z.object({ formId: objectId, visitorCookie, crumb });

/** TRACK-019: the product looked at, in the path. */
export const quickViewParams = z.object({ id: objectId });
export const quickViewBody = z.object({ visitorCookie, crumb }).optional();

/**
 * TRACK-018: popup overlay activity (the spec shows no payload; decision 042): which overlay, what
 * happened to it, and the page.
 */
export const overlayBody = z.object({
  overlayId: objectId,
  action: z.enum(['shown', 'closed', 'submitted', 'clicked']),
  context: optionalText(2048),
  visitorCookie,
  crumb,
});

const eventName = z.string().regex(/^[A-Za-z][A-Za-z0-9_.:-]{0,63}$/, 'event must be a short name.');

/** TRACK-023: site events, form-encoded crumb, event and data (JSON text, TRACK-024). */
export const recordEventBody = z.object({
  event: eventName,
  data: bounded(4096),
  visitorCookie,
  crumb,
});

const nullableText = (max: number) => bounded(max).nullable().optional();

/** TRACK-024: RecordEvent's data. */
export const recordEventData = z.object({
  pageHash: z.string().regex(/^[0-9a-f]{1,16}$/, 'pageHash must be hex.'),
  pagePath: bounded(2048),
  websiteId: nullableText(64),
  templateId: nullableText(64),
  variantId: nullableText(64),
  memberAccountId: nullableText(64),
  member_locale: nullableText(35),
  website_locale: nullableText(35),
  /** What the event is about (a product id…), and its label: optional, for the event counts. */
  objectId: objectId.nullable().optional(),
  label: nullableText(200),
});

const fieldName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'a field name is a short identifier.');
const scalar = z.union([bounded(2048), z.number().finite(), z.boolean(), z.null()]);
const limitKeys = (max: number) => (value: Record<string, unknown>) => Object.keys(value).length <= max;

/** TRACK-025: an events-service call; every size bounded (decision 042). */
export const eventsServiceBody = z.object({
  analyticsId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'analyticsId must be an id.')
    .nullable()
    .optional(),
  commonData: z.record(fieldName, scalar).refine(limitKeys(60), 'commonData has at most 60 fields.'),
  customData: z
    .record(fieldName, z.union([scalar, z.array(scalar).max(50)]))
    .refine(limitKeys(40), 'customData has at most 40 fields.')
    .default({}),
  customSchemaName: eventName,
});
export type EventsServiceBody = z.infer<typeof eventsServiceBody>;

/** TRACK-027: the events service's success. */
export const eventsServiceAnswer = z.object({ accepted: z.boolean() });

/** The dashboard's event counts over whole UTC days [from, to) (decision 042; issue 18 part 4). */
export const eventCountsAnswer = z.object({
  days: z.array(z.object({ day, counts: z.record(z.string(), z.number().int()) })),
  top: z.array(
    z.object({
      event: z.string(),
      objectId: z.string(),
      label: z.string().nullable(),
      count: z.number().int(),
    }),
  ),
});
export type EventCountsAnswer = z.infer<typeof eventCountsAnswer>;
