// Configuration is read once, here, from the environment; nothing else reads process.env.
import {
  COMMENT_COUNT_SCRIPT_URL,
  commentCountScriptUrl,
  SOCIAL_FOLLOW_SCRIPTS,
  type SocialFollowNetwork,
} from '@folio/core/social-blocks';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'HOST must not be empty').default('127.0.0.1'),
  FOLIO_DATA_DIR: z.string().min(1, 'FOLIO_DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  FOLIO_DEMO_PASSWORD: z.string().min(8, 'FOLIO_DEMO_PASSWORD must be at least 8 characters').optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  PUBLIC_URL: z
    .url({ message: 'PUBLIC_URL must be an absolute URL such as https://folio.example' })
    .optional(),
  FOLIO_HTML_CACHE: z.enum(['on', 'off'], { message: 'FOLIO_HTML_CACHE must be on or off' }).default('on'),
  NODE_ENV: z.string().default('development'),
  // Issue 19 (decision 056): the platform administrators, by account email, separated by commas.
  FOLIO_PLATFORM_ADMINS: z.string().max(10_000).optional(),
  FOLIO_TEST_CLOCK: z.enum(['on', 'off'], { message: 'FOLIO_TEST_CLOCK must be on or off' }).default('off'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, 'MAIL_FROM must be an email address')
    .default('Folio <no-reply@folio.localhost>'),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ message: 'FORM_RATE_LIMIT_PER_MINUTE must be a number' })
    .int('FORM_RATE_LIMIT_PER_MINUTE must be a whole number')
    .min(1, 'FORM_RATE_LIMIT_PER_MINUTE must be at least 1')
    .default(10),
  SIGN_UPS_PER_ADDRESS_PER_15_MINUTES: z.coerce
    .number({ message: 'SIGN_UPS_PER_ADDRESS_PER_15_MINUTES must be a number' })
    .int('SIGN_UPS_PER_ADDRESS_PER_15_MINUTES must be a whole number')
    .min(1, 'SIGN_UPS_PER_ADDRESS_PER_15_MINUTES must be at least 1')
    .max(1_000_000, 'SIGN_UPS_PER_ADDRESS_PER_15_MINUTES must be at most 1000000')
    .default(10),
  FORM_SUBMISSIONS_PER_SITE_PER_HOUR: z.coerce
    .number({ message: 'FORM_SUBMISSIONS_PER_SITE_PER_HOUR must be a number' })
    .int('FORM_SUBMISSIONS_PER_SITE_PER_HOUR must be a whole number')
    .min(1, 'FORM_SUBMISSIONS_PER_SITE_PER_HOUR must be at least 1')
    .max(1_000_000_000, 'FORM_SUBMISSIONS_PER_SITE_PER_HOUR must be at most 1000000000')
    .default(2000),
  FORM_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce
    .number({ message: 'FORM_RATE_LIMIT_PER_ADDRESS_PER_MINUTE must be a number' })
    .int('FORM_RATE_LIMIT_PER_ADDRESS_PER_MINUTE must be a whole number')
    .min(1, 'FORM_RATE_LIMIT_PER_ADDRESS_PER_MINUTE must be at least 1')
    .optional(),
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ message: 'SEARCH_RATE_LIMIT_PER_MINUTE must be a number' })
    .int('SEARCH_RATE_LIMIT_PER_MINUTE must be a whole number')
    .min(1, 'SEARCH_RATE_LIMIT_PER_MINUTE must be at least 1')
    .default(60),
  // Issue 19 (decision 052): the Map block's tiles, Google script and place search.
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'MAP_TILE_URL must be an http(s) address with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .max(500, 'MAP_TILE_ATTRIBUTION must be at most 500 characters')
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  MAP_SATELLITE_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'MAP_SATELLITE_TILE_URL must be an http(s) address with {z}, {x} and {y}')
    .optional(),
  GOOGLE_MAPS_SCRIPT_URL: z
    .url('GOOGLE_MAPS_SCRIPT_URL must be a URL')
    .default('https://maps.googleapis.com/maps/api/js'),
  GOOGLE_PLACES_API_URL: z
    .url('GOOGLE_PLACES_API_URL must be a URL')
    .default('https://maps.googleapis.com/maps/api/place'),
  GEOCODER_URL: z.url('GEOCODER_URL must be the URL of a Nominatim-compatible service').optional(),
  MAPS_PLACES_PER_HOUR: z.coerce
    .number({ message: 'MAPS_PLACES_PER_HOUR must be a number' })
    .int('MAPS_PLACES_PER_HOUR must be a whole number')
    .min(0, 'MAPS_PLACES_PER_HOUR must be at least 0')
    .default(1000),
  OPENTABLE_WIDGET_URL: z
    .url('OPENTABLE_WIDGET_URL must be a URL')
    .default('https://www.opentable.com/widget/reservation/loader'),
  // Issue 19 (PAGE-038, decision 054): the networks' follow-button scripts (stand-ins in tests).
  SOCIAL_FOLLOW_SCRIPT_X: z.url('SOCIAL_FOLLOW_SCRIPT_X must be a URL').default(SOCIAL_FOLLOW_SCRIPTS.x),
  SOCIAL_FOLLOW_SCRIPT_PINTEREST: z
    .url('SOCIAL_FOLLOW_SCRIPT_PINTEREST must be a URL')
    .default(SOCIAL_FOLLOW_SCRIPTS.pinterest),
  SOCIAL_FOLLOW_SCRIPT_YOUTUBE: z
    .url('SOCIAL_FOLLOW_SCRIPT_YOUTUBE must be a URL')
    .default(SOCIAL_FOLLOW_SCRIPTS.youtube),
  // Issue 19 (PAGE-037): the comment-count script, `{shortname}` standing for the site's shortname.
  COMMENT_COUNT_SCRIPT_URL: z
    .string()
    .refine(
      (value) => commentCountScriptUrl('shortname', value) !== null && value.includes('{shortname}'),
      'COMMENT_COUNT_SCRIPT_URL must be an http(s) address holding {shortname}',
    )
    .default(COMMENT_COUNT_SCRIPT_URL),
  RECAPTCHA_VERIFY_URL: z
    .url('RECAPTCHA_VERIFY_URL must be a URL')
    .default('https://www.google.com/recaptcha/api/siteverify'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'STRIPE_SECRET_KEY must look like sk_test_… or sk_live_…')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'STRIPE_PUBLISHABLE_KEY must look like pk_test_… or pk_live_…')
    .optional(),
  STRIPE_API_URL: z.url('STRIPE_API_URL must be a URL').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(
      /^whsec_[A-Za-z0-9+/=]+$/,
      'STRIPE_WEBHOOK_SECRET must look like whsec_… (the endpoint’s signing secret)',
    )
    .optional(),
  NEW_CARTS_PER_ADDRESS_PER_MINUTE: z.coerce
    .number({ message: 'NEW_CARTS_PER_ADDRESS_PER_MINUTE must be a number' })
    .int('NEW_CARTS_PER_ADDRESS_PER_MINUTE must be a whole number')
    .min(1, 'NEW_CARTS_PER_ADDRESS_PER_MINUTE must be at least 1')
    .max(1_000_000, 'NEW_CARTS_PER_ADDRESS_PER_MINUTE must be at most 1000000')
    .default(60),
  EVENTS_RETENTION_DAYS: z.coerce
    .number({ message: 'EVENTS_RETENTION_DAYS must be a number' })
    .int('EVENTS_RETENTION_DAYS must be a whole number')
    .min(1, 'EVENTS_RETENTION_DAYS must be between 1 and 3650')
    .max(3650, 'EVENTS_RETENTION_DAYS must be between 1 and 3650')
    .default(30),
  ANALYTICS_RETENTION_DAYS: z.coerce
    .number({ message: 'ANALYTICS_RETENTION_DAYS must be a number' })
    .int('ANALYTICS_RETENTION_DAYS must be a whole number')
    .min(1, 'ANALYTICS_RETENTION_DAYS must be between 1 and 3650')
    .max(3650, 'ANALYTICS_RETENTION_DAYS must be between 1 and 3650')
    .default(90),
  ANALYTICS_EVENTS_PER_SITE_PER_HOUR: z.coerce
    .number({ message: 'ANALYTICS_EVENTS_PER_SITE_PER_HOUR must be a number' })
    .int('ANALYTICS_EVENTS_PER_SITE_PER_HOUR must be a whole number')
    .min(0, 'ANALYTICS_EVENTS_PER_SITE_PER_HOUR must be 0 or more')
    .max(1_000_000_000, 'ANALYTICS_EVENTS_PER_SITE_PER_HOUR must be at most 1000000000')
    .default(200_000),
  ANALYTICS_CALLS_PER_ADDRESS_PER_MINUTE: z.coerce
    .number({ message: 'ANALYTICS_CALLS_PER_ADDRESS_PER_MINUTE must be a number' })
    .int('ANALYTICS_CALLS_PER_ADDRESS_PER_MINUTE must be a whole number')
    .min(1, 'ANALYTICS_CALLS_PER_ADDRESS_PER_MINUTE must be at least 1')
    .max(100_000_000, 'ANALYTICS_CALLS_PER_ADDRESS_PER_MINUTE must be at most 100000000')
    .default(120),
  PERFORMANCE_SAMPLE_RATE: z.coerce
    .number({ message: 'PERFORMANCE_SAMPLE_RATE must be a number' })
    .min(0, 'PERFORMANCE_SAMPLE_RATE must be between 0 and 1')
    .max(1, 'PERFORMANCE_SAMPLE_RATE must be between 0 and 1')
    .default(0.1),
  PERFORMANCE_SMALL_SITE_LOADS_PER_HOUR: z.coerce
    .number({ message: 'PERFORMANCE_SMALL_SITE_LOADS_PER_HOUR must be a number' })
    .int('PERFORMANCE_SMALL_SITE_LOADS_PER_HOUR must be a whole number')
    .min(0, 'PERFORMANCE_SMALL_SITE_LOADS_PER_HOUR must be 0 or more')
    .max(1_000_000_000, 'PERFORMANCE_SMALL_SITE_LOADS_PER_HOUR must be at most 1000000000')
    .default(50),
  PERFORMANCE_PAGE_LOADS_PER_SITE_PER_HOUR: z.coerce
    .number({ message: 'PERFORMANCE_PAGE_LOADS_PER_SITE_PER_HOUR must be a number' })
    .int('PERFORMANCE_PAGE_LOADS_PER_SITE_PER_HOUR must be a whole number')
    .min(0, 'PERFORMANCE_PAGE_LOADS_PER_SITE_PER_HOUR must be 0 or more')
    .max(1_000_000_000, 'PERFORMANCE_PAGE_LOADS_PER_SITE_PER_HOUR must be at most 1000000000')
    .default(2_000),
  TRACE_ITEMS_PER_SITE_PER_HOUR: z.coerce
    .number({ message: 'TRACE_ITEMS_PER_SITE_PER_HOUR must be a number' })
    .int('TRACE_ITEMS_PER_SITE_PER_HOUR must be a whole number')
    .min(0, 'TRACE_ITEMS_PER_SITE_PER_HOUR must be 0 or more')
    .max(1_000_000_000, 'TRACE_ITEMS_PER_SITE_PER_HOUR must be at most 1000000000')
    .default(5000),
  ERROR_REPORTS_PER_SITE_PER_HOUR: z.coerce
    .number({ message: 'ERROR_REPORTS_PER_SITE_PER_HOUR must be a number' })
    .int('ERROR_REPORTS_PER_SITE_PER_HOUR must be a whole number')
    .min(0, 'ERROR_REPORTS_PER_SITE_PER_HOUR must be 0 or more')
    .max(1_000_000_000, 'ERROR_REPORTS_PER_SITE_PER_HOUR must be at most 1000000000')
    .default(500),
  FOLIO_WORKERS: z.coerce
    .number({ message: 'FOLIO_WORKERS must be a number' })
    .int('FOLIO_WORKERS must be a whole number')
    .min(1, 'FOLIO_WORKERS must be at least 1')
    .max(64, 'FOLIO_WORKERS must be at most 64')
    .default(1),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
});

/** Issue 19 (decision 052): where maps come from and where place search goes. */
export interface MapsConfig {
  /** Leaflet's tiles ({z}/{x}/{y}); OpenStreetMap's by default. */
  tileUrl: string;
  tileAttribution: string;
  /** The Satellite style's tiles on Leaflet; the plain tiles without it. */
  satelliteTileUrl: string | undefined;
  /** UI-088: the maps script endpoint. */
  scriptUrl: string;
  /** Google Places (web service), asked with the site's key. */
  placesApiUrl: string;
  /** A Nominatim-compatible geocoder for sites without a Google key; none: place search is off. */
  geocoderUrl: string | undefined;
  /** Place searches and details a site may ask per hour (0: none). */
  placesPerHour: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demoPassword: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The platform's own address; sites live at <subdomain>.<platform host>. */
  publicUrl: URL;
  isHtmlCacheOn: boolean;
  isProduction: boolean;
  /** Outgoing email; without it, email waits in the outbox (shown in the config area). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Form submissions (and submission keys) per visitor address per minute. */
  formRateLimitPerMinute: number;
  /** Platform sign-ups one client address may make in 15 minutes (each hashes a password). */
  signUpsPerAddressPer15Minutes: number;
  /** Form submissions and newsletter sign-ups one site stores an hour, from all visitors together. */
  formSubmissionsPerSitePerHour: number;
  formRateLimitPerAddressPerMinute: number;
  /** Issue 17: searches (`/search`) per client address per minute. */
  searchRateLimitPerMinute: number;
  /** Where reCAPTCHA tokens are checked (Google's siteverify; a local stand-in in tests). */
  recaptchaVerifyUrl: string;
  /** Issue 19 (decision 049): the OpenTable widget's loader script (a local stand-in in tests). */
  openTableWidgetUrl: string;
  /** Issue 19 (PAGE-038, decision 054): each network's follow-button script. */
  socialFollowScripts: Record<SocialFollowNetwork, string>;
  /** Issue 19 (PAGE-037, decision 054): the comment-count script's address, with `{shortname}`. */
  commentCountScriptUrl: string;
  /** Issue 19 (decision 052): the Map block's providers (local stand-ins in tests). */
  maps: MapsConfig;
  /** Stripe takes payments when set; otherwise the built-in test gateway does. */
  stripeSecretKey: string | undefined;
  /** Stripe.js's key for the checkout's card field; required with stripeSecretKey. */
  stripePublishableKey: string | undefined;
  /** Where Stripe's API is (api.stripe.com; a local stand-in in tests). */
  stripeApiUrl: URL | undefined;
  /** Issue 20 (decision 060): the signing secret of Stripe's webhook endpoint; without it the endpoint answers 503. */
  stripeWebhookSecret: string | undefined;
  /** Issue 14 item 7: carts a client address may open per minute (each is kept for 90 days). */
  newCartsPerAddressPerMinute: number;
  /** Issue 14 item 7: trace items and error reports are deleted after this many days. */
  eventsRetentionDays: number;
  /** Issue 14 item 7: per site, what anonymous browsers may store per hour; the rest is dropped. */
  traceItemsPerSitePerHour: number;
  errorReportsPerSitePerHour: number;
  /** Issue 18: raw tracking events are deleted after this many days (the aggregates stay). */
  analyticsRetentionDays: number;
  /** Issue 18: tracking events one site stores per hour; the rest are dropped. */
  analyticsEventsPerSitePerHour: number;
  /** Issue 18: tracking calls one client address may make per minute. */
  analyticsCallsPerAddressPerMinute: number;
  /** Issue 18 (decision 043): the share of page loads whose browser measures Core Web Vitals. */
  performanceSampleRate: number;
  /** Issue 18 (decision 043): measured page loads one site may have per hour; the rest are told no. */
  performancePageLoadsPerSitePerHour: number;
  /** Decision 043: a site measures every page load while it has fewer measured loads this hour. */
  performanceSmallSiteLoadsPerHour: number;
  /** Issue 15: where several servers keep their rate limits and sign-in throttles; in-process without it. */
  redisUrl: string | undefined;
  /**
   * Issue 18 (decision 041): server processes sharing the port (node:cluster); 1, the default, is
   * one process. Above 1 needs DATABASE_URL (PGlite is one process's database).
   */
  workers: number;
  /** Issue 19 (decision 056): emails of the accounts that may set sites' feature variants (lower case). */
  platformAdmins: string[];
  /** Issue 17: a clock browser journeys move (POST /api/testing/clock); refused in production. */
  isTestClockOn: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the environment; throws a ConfigError listing every wrong value at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY))
    throw new ConfigError([
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: set both (Stripe payments) or neither (the test gateway)',
    ]);
  // A deployment has its own address; the test clock runs only on a loopback server (the journeys').
  const isLoopback =
    ['127.0.0.1', '::1', 'localhost'].includes(e.HOST) &&
    ['localhost', '127.0.0.1'].includes(new URL(e.PUBLIC_URL ?? 'http://localhost').hostname);
  if (e.FOLIO_TEST_CLOCK === 'on' && !isLoopback)
    throw new ConfigError([
      'FOLIO_TEST_CLOCK: the test clock runs only on a loopback HOST with a localhost PUBLIC_URL, never in a deployment',
    ]);
  if (e.FOLIO_WORKERS > 1 && !e.DATABASE_URL)
    throw new ConfigError([
      'FOLIO_WORKERS: several server processes need DATABASE_URL (PostgreSQL); the embedded PGlite is one process’s database',
    ]);
  return {
    workers: e.FOLIO_WORKERS,
    isTestClockOn: e.FOLIO_TEST_CLOCK === 'on',
    platformAdmins: (e.FOLIO_PLATFORM_ADMINS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    port: e.PORT,
    host: e.HOST,
    dataDir: e.FOLIO_DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    demoPassword: e.FOLIO_DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    isHtmlCacheOn: e.FOLIO_HTML_CACHE === 'on',
    isProduction: e.NODE_ENV === 'production',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    formRateLimitPerMinute: e.FORM_RATE_LIMIT_PER_MINUTE,
    formSubmissionsPerSitePerHour: e.FORM_SUBMISSIONS_PER_SITE_PER_HOUR,
    signUpsPerAddressPer15Minutes: e.SIGN_UPS_PER_ADDRESS_PER_15_MINUTES,
    // Many visitors can share an address (an office, a school): five times the visitor limit.
    formRateLimitPerAddressPerMinute:
      e.FORM_RATE_LIMIT_PER_ADDRESS_PER_MINUTE ?? e.FORM_RATE_LIMIT_PER_MINUTE * 5,
    searchRateLimitPerMinute: e.SEARCH_RATE_LIMIT_PER_MINUTE,
    recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
    openTableWidgetUrl: e.OPENTABLE_WIDGET_URL,
    socialFollowScripts: {
      x: e.SOCIAL_FOLLOW_SCRIPT_X,
      pinterest: e.SOCIAL_FOLLOW_SCRIPT_PINTEREST,
      youtube: e.SOCIAL_FOLLOW_SCRIPT_YOUTUBE,
    },
    commentCountScriptUrl: e.COMMENT_COUNT_SCRIPT_URL,
    maps: {
      tileUrl: e.MAP_TILE_URL,
      tileAttribution: e.MAP_TILE_ATTRIBUTION,
      satelliteTileUrl: e.MAP_SATELLITE_TILE_URL,
      scriptUrl: e.GOOGLE_MAPS_SCRIPT_URL,
      placesApiUrl: e.GOOGLE_PLACES_API_URL,
      geocoderUrl: e.GEOCODER_URL,
      placesPerHour: e.MAPS_PLACES_PER_HOUR,
    },
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    stripeApiUrl: e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    newCartsPerAddressPerMinute: e.NEW_CARTS_PER_ADDRESS_PER_MINUTE,
    eventsRetentionDays: e.EVENTS_RETENTION_DAYS,
    traceItemsPerSitePerHour: e.TRACE_ITEMS_PER_SITE_PER_HOUR,
    errorReportsPerSitePerHour: e.ERROR_REPORTS_PER_SITE_PER_HOUR,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    analyticsEventsPerSitePerHour: e.ANALYTICS_EVENTS_PER_SITE_PER_HOUR,
    analyticsCallsPerAddressPerMinute: e.ANALYTICS_CALLS_PER_ADDRESS_PER_MINUTE,
    performanceSampleRate: e.PERFORMANCE_SAMPLE_RATE,
    performancePageLoadsPerSitePerHour: e.PERFORMANCE_PAGE_LOADS_PER_SITE_PER_HOUR,
    performanceSmallSiteLoadsPerHour: e.PERFORMANCE_SMALL_SITE_LOADS_PER_HOUR,
    redisUrl: e.REDIS_URL,
  };
}
