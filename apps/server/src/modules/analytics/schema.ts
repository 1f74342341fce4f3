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

export const trafficQuery = z.object({ from: day, to: day });

const row = z.object({
  key: z.string(),
  visits: z.number().int(),
  visitors: z.number().int(),
  pageViews: z.number().int(),
});

/** The owner's traffic over whole UTC days [from, to): per day, and the top paths, referrers, campaigns. */
export const trafficAnswer = z.object({
  days: z.array(row.extend({ key: day })),
  paths: z.array(row),
  referrers: z.array(row),
  campaigns: z.array(row),
});
export type TrafficAnswer = z.infer<typeof trafficAnswer>;

export const rollUpAnswer = z.object({ from: z.string(), to: z.string() });
