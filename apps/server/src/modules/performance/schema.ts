// What sampled page loads send of their Core Web Vitals (TRACK-042..052) and what the owner's
// Analytics reads (p75 per page with Google's bands). Every field is bounded.
import { text } from '@folio/core/text';
import { z } from 'zod';

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Metric = (typeof METRICS)[number];
export type Band = 'good' | 'needs-improvement' | 'poor';

/**
 * Google's thresholds (web.dev/articles/vitals): good up to the first, poor above the second.
 * Milliseconds, except CLS (a unitless score).
 */
export const THRESHOLDS: Record<Metric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/** The largest value believed: beyond it the browser's clock or the sender is wrong. */
export const MAX_VALUE: Record<Metric, number> = {
  LCP: 600_000,
  INP: 60_000,
  CLS: 100,
  FCP: 600_000,
  TTFB: 600_000,
};

export function bandOf(metric: Metric, value: number): Band {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** A page load's id as the settings call issues it: random, issue time (base 36), signature. */
export const PAGE_LOAD_ID = /^[A-Za-z0-9_-]{12}\.[0-9a-z]{1,10}\.[A-Za-z0-9_-]{16}$/;

/** TRACK-042: the settings answer; `sampled` false means the browser measures nothing. */
export const settingsAnswer = z.object({ pageLoadId: z.string(), sampled: z.boolean() });

/** The largest records body (JSON text). */
export const RECORDS_BODY_LIMIT = 8 * 1024;
/** Records one batch may hold: five metrics, each sent again a few times as it grows. */
export const MAX_RECORDS = 50;

const record = z
  .object({
    metric: z.enum(METRICS),
    value: z.number().finite().min(0),
  })
  .refine((r) => r.value <= MAX_VALUE[r.metric], { message: 'value is out of range.' });

/** TRACK-046: one batch of a page load's records. */
export const recordsBody = z.object({
  pageLoadId: z.string().regex(PAGE_LOAD_ID, 'pageLoadId must be one the settings call issued.'),
  /** The page's address path (a query is dropped before storing). */
  path: text({ max: 2048, onUnstorable: 'strip' }),
  /** The viewport's width in CSS pixels: the device class. */
  width: z.number().int().min(0).max(100_000),
  records: z.array(record).min(1).max(MAX_RECORDS),
});
export type RecordsBody = z.infer<typeof recordsBody>;

/** Beacons cannot set headers: the crumb comes as a query parameter. */
export const recordsQuery = z.object({ crumb: z.string().max(100).optional() });

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is YYYY-MM-DD.');
export const performanceQuery = z.object({ from: day, to: day });

/** p75 of one metric and its band; both null when no page load reported it (INP needs a tap or key). */
const p75 = z.object({
  p75: z.number().nullable(),
  band: z.enum(['good', 'needs-improvement', 'poor']).nullable(),
});
const vitals = z.object({ samples: z.number().int(), lcp: p75, inp: p75, cls: p75 });

/** The owner's Core Web Vitals over whole UTC days [from, to): per page (most sampled first) and overall. */
export const performanceAnswer = z.object({
  pages: z.array(vitals.extend({ path: z.string() })),
  overall: vitals,
});
export type PerformanceAnswer = z.infer<typeof performanceAnswer>;
export type Vitals = z.infer<typeof vitals>;
