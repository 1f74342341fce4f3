// The one Drizzle schema of Folio. Later issues add tables here and a migration beside them.

import type { StoreSettings } from '@folio/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** When the owner of the address proved it through an emailed link; null until then. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Single-use links that prove an account's email address: only the SHA-256 of the token is kept. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * A link that also sets a new password (sent when someone signs up with an address that has an
     * account): whoever holds the mailbox can take the account over, and no one else can.
     */
    setsPassword: boolean('sets_password').notNull().default(false),
    /** Set when the link is used; a used link answers "already verified", never verifies again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_account_idx').on(t.accountId, t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token: a leaked table does not leak sessions. */
    tokenHash: text('token_hash').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

export interface WebsiteSettingsRow {
  storeCurrency: string;
  developerMode: boolean;
  cloneable: boolean;
  websiteType: number;
  siteStatus: number;
  escapeKeyLogin: boolean;
  cookieBanner: { enabled: boolean; message: string };
  typekitId: string | null;
  /** Site-user accounts on the published site; absent from rows written before it, meaning off. */
  memberAccounts?: boolean;
  /** reCAPTCHA keys; without them forms use the self-hosted ALTCHA proof of work. */
  recaptchaSiteKey?: string | null;
  /** Never leaves the server. */
  recaptchaSecretKey?: string | null;
  /** The store's settings; absent before the site sets any (storeSettingsOf fills defaults). */
  store?: StoreSettings;
  /** The site's profile (issue 16): `siteProfileOf` (@folio/core/site-profile) fills defaults. */
  profile?: Record<string, unknown>;
  /** UI-034: the cookie banner's settings by their spec names (issue 16; `normalizeCookieBanner`). */
  cookieBannerSettings?: Record<string, unknown>;
  /** The header and footer (issue 16, EDIT-029): `headerFooterOf` (@folio/core/header-footer) fills defaults. */
  headerFooter?: Record<string, unknown>;
  /** The design (issue 16, EDIT-033..035): `siteDesignOf` (@folio/core/site-design) fills defaults. */
  design?: Record<string, unknown>;
  /** The custom domain every other address of the site redirects to (issue 16); absent or null: none. */
  primaryDomain?: string | null;
  /** Issue 17: how many days page revisions are kept (the last 30 of a page always are); absent: 90. */
  revisionRetentionDays?: number;
  /** Issue 19 (UI-054): the announcement bar (`announcementBarOf` of @folio/core/announcement-bar); absent: off. */
  announcementBar?: Record<string, unknown>;
  /** Issue 19 (PAGE-005, UI-048): the popup overlay (`popupOverlayOf` of @folio/core/popup-overlay); absent: off. */
  popupOverlay?: Record<string, unknown>;
  /** Issue 19 (decision 056): feature name → the variant the platform administrator chose; absent: defaults. */
  features?: Record<string, string>;
  /** Issue 19 (decision 052): the site's Google Maps key; absent or empty: maps are Leaflet's. */
  googleMapsApiKey?: string | null;
}

export const websites = pgTable('websites', {
  id: text('id').primaryKey(),
  subdomain: text('subdomain').notNull().unique(),
  title: text('title').notNull(),
  settings: jsonb('settings').$type<WebsiteSettingsRow>().notNull(),
  templateId: text('template_id'),
  createdAt: createdAt(),
});

export const customDomains = pgTable('custom_domains', {
  host: text('host').primaryKey(),
  websiteId: text('website_id')
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const websiteRoles = pgTable(
  'website_roles',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    role: integer('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.websiteId] }),
    index('website_roles_website_idx').on(t.websiteId),
  ],
);

export const pages = pgTable(
  'pages',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    navOrder: integer('nav_order').notNull().default(0),
    showInNavigation: boolean('show_in_navigation').notNull().default(true),
    schemaVersion: integer('schema_version').notNull(),
    draft: jsonb('draft').notNull(),
    published: jsonb('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pages_website_slug_idx').on(t.websiteId, t.slug)],
);

export const pageRevisions = pgTable(
  'page_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    schemaVersion: integer('schema_version').notNull(),
    data: jsonb('data').notNull(),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('page_revisions_page_idx').on(t.pageId)],
);

/** DATA-034: JavaScript errors reported by visitors' browsers. */
export const jsErrorReports = pgTable(
  'js_error_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    stack: text('stack').notNull(),
    file: text('file').notNull(),
    line: integer('line').notNull(),
    column: integer('column').notNull(),
    url: text('url').notNull(),
    userAgent: text('user_agent').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('js_error_reports_website_idx').on(t.websiteId, t.createdAt)],
);

/** DATA-042: trace items sent by visitors' browsers. */
export const traceItems = pgTable(
  'trace_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    pageUrl: text('page_url').notNull(),
    type: text('type').notNull(),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [index('trace_items_website_idx').on(t.websiteId, t.createdAt)],
);

/**
 * Issue 14 item 7: what anonymous visitors stored per site per window (trace items, error reports,
 * form submissions…), counted in the database so every server instance shares one quota.
 */
export const siteQuotaUsage = pgTable(
  'site_quota_usage',
  {
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.kind, t.windowStart] })],
);

/** Site users: members and customers of one website, apart from platform accounts (AUTH-021). */
export const siteUsers = pgTable(
  'site_users',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('site_users_website_email_idx').on(t.websiteId, t.email)],
);

export const siteUserSessions = pgTable('site_user_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  siteUserId: text('site_user_id')
    .notNull()
    .references(() => siteUsers.id, { onDelete: 'cascade' }),
  /** AUTH-022: sent back by the browser in X-SiteUser-XSRF-Token. */
  xsrfToken: text('xsrf_token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Issue 16: a site user's single-use "forgot password" link. Only the SHA-256 of the token is kept;
 * a new link replaces the user's unused one; choosing the password marks it used.
 */
export const siteUserPasswordResets = pgTable(
  'site_user_password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    siteUserId: text('site_user_id')
      .notNull()
      .references(() => siteUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('site_user_password_resets_user_idx').on(t.siteUserId)],
);

/** Secrets the server instances share, made at first start (e.g. the crumb signing key). */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * A person an admin invited by email with a role; it becomes a website role the next time an account
 * with that email signs in, so the admin never learns whether the email already has an account.
 */
export const websiteInvitations = pgTable(
  'website_invitations',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    role: integer('role').notNull(),
    invitedBy: text('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** SHA-256 of the single-use token in the emailed link; null for invitations never sent. */
    tokenHash: text('token_hash'),
    /** After this the link no longer works (null: never sent); resending sets a new token and date. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('website_invitations_website_email_idx').on(t.websiteId, t.email),
    uniqueIndex('website_invitations_token_idx').on(t.tokenHash),
    index('website_invitations_email_idx').on(t.email),
  ],
);

/** A form as last seen by a submission: its name and fields, so old submissions stay readable. */
export const forms = pgTable(
  'forms',
  {
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** The Form block's id in the page data. */
    id: text('id').notNull(),
    pageId: text('page_id'),
    name: text('name').notNull(),
    definition: jsonb('definition').notNull(),
    /** FORM render census: how many times the form was shown (POST /api/census/form-render). */
    renderCount: integer('render_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.id] })],
);

/** FORM-001: single-use, expiring keys a visitor asks for before saving a submission. */
export const formSubmissionKeys = pgTable(
  'form_submission_keys',
  {
    /** sha256 of the key. */
    keyHash: text('key_hash').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('form_submission_keys_expires_idx').on(t.expiresAt)],
);

/** Every accepted submission, committed before the visitor is told it was received. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    formId: text('form_id').notNull(),
    /** Field id → value, as the visitor sent it (after the same checks as the browser's). */
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    /** Page title, id, path and content source of the page the form was on (FORM-007). */
    page: jsonb('page').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('form_submissions_form_idx').on(t.websiteId, t.formId, t.createdAt)],
);

/** Email waiting to go out (or sent): form notifications now, receipts later. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id').references(() => websites.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    replyTo: text('reply_to'),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);

/** Newsletter sign-ups per site: one row per address, kept (as unsubscribed) after unsubscribing. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** The Newsletter block the address came through. */
    formId: text('form_id').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    status: text('status').$type<'subscribed' | 'unsubscribed'>().notNull().default('subscribed'),
    /** sha256 of the token in the unsubscribe link. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: createdAt(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_website_email_idx').on(t.websiteId, t.email),
    uniqueIndex('newsletter_subscribers_token_idx').on(t.unsubscribeTokenHash),
  ],
);

/**
 * Issue 17: a newsletter campaign of a site, a draft for now (sending is a later issue): subject,
 * preheader and the body as a short list of plain blocks (heading, text, image, button; text only,
 * never HTML), e.g. made from a blog post by the blog-published modal (EDIT-009).
 */
export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    status: text('status').$type<'draft'>().notNull().default('draft'),
    subject: text('subject').notNull(),
    preheader: text('preheader').notNull().default(''),
    /** CampaignBlock[] (`{ kind: 'heading' | 'text' | 'image' | 'button', … }`). */
    blocks: jsonb('blocks').$type<Record<string, unknown>[]>().notNull(),
    /** The collection item it was made from (no reference: the item belongs to collections). */
    sourceItemId: text('source_item_id'),
    createdBy: text('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('newsletter_campaigns_website_idx').on(t.websiteId, t.updatedAt),
    check('newsletter_campaigns_status_check', sql`${t.status} in ('draft')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// The store (issue 6). Prices are integer cents of the store currency; stock is only ever changed
// by conditional UPDATEs, so it cannot go below zero (the check constraint is the last guard).

/** A product of a site's store: physical, digital or service (SHOP-022). */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    productType: text('product_type').$type<'physical' | 'digital' | 'service'>().notNull(),
    /** Image addresses, first one the main image. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** The options variants choose from, e.g. [{ name: 'Size', values: ['S', 'M', 'L'] }]. */
    options: jsonb('options').$type<{ name: string; values: string[] }[]>().notNull().default([]),
    isVisible: boolean('is_visible').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** The quick-view census (POST /api/census/RecordQuickView/{id}). */
    quickViews: integer('quick_views').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('products_website_slug_idx').on(t.websiteId, t.slug)],
);

/** SHOP-024: a variant with its own price, sale price, stock and SKU. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    priceCents: integer('price_cents').notNull(),
    salePriceCents: integer('sale_price_cents').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(false),
    unlimited: boolean('unlimited').notNull().default(false),
    qtyInStock: integer('qty_in_stock').notNull().default(0),
    optionValues: jsonb('option_values')
      .$type<{ optionName: string; value: string }[]>()
      .notNull()
      .default([]),
    weightGrams: integer('weight_grams').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_website_sku_idx').on(t.websiteId, t.sku),
    index('product_variants_product_idx').on(t.productId),
    check('product_variants_stock_check', sql`${t.qtyInStock} >= 0`),
    check('product_variants_price_check', sql`${t.priceCents} between 0 and 100000000`),
    check('product_variants_sale_price_check', sql`${t.salePriceCents} between 0 and 100000000`),
  ],
);

/** The file a digital product delivers, kept in the database until the media store arrives. */
export const digitalFiles = pgTable('digital_files', {
  productId: text('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  websiteId: text('website_id')
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  /** Base64 of the file. */
  data: text('data').notNull(),
  createdAt: createdAt(),
});

export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** Upper-cased. */
    code: text('code').notNull(),
    kind: text('kind').$type<'percentage' | 'fixed'>().notNull(),
    amount: integer('amount').notNull(),
    minimumCents: integer('minimum_cents').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_website_code_idx').on(t.websiteId, t.code)],
);

/** A visitor's cart, found by the hash of its cookie's token (SHOP-007..014). */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    isPurchased: boolean('is_purchased').notNull().default(false),
    orderId: text('order_id'),
    couponCodes: jsonb('coupon_codes').$type<string[]>().notNull().default([]),
    shippingLocation: jsonb('shipping_location').$type<{
      country: string;
      region: string;
      postalCode: string;
    } | null>(),
    selectedShippingOptionId: text('selected_shipping_option_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_token_idx').on(t.tokenHash), index('carts_updated_idx').on(t.updatedAt)],
);

export const cartEntries = pgTable(
  'cart_entries',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: text('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_entries_cart_variant_idx').on(t.cartId, t.variantId),
    check('cart_entries_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export interface OrderLine {
  productId: string;
  variantId: string;
  title: string;
  productType: 'physical' | 'digital' | 'service';
  sku: string;
  optionValues: { optionName: string; value: string }[];
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

export interface OrderAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/**
 * An order: 'pending' while its payment is in flight (stock already reserved), then 'paid',
 * 'fulfilled' or 'refunded'. One per cart (the unique cart id makes placing it idempotent).
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    cartId: text('cart_id').notNull(),
    status: text('status').$type<'pending' | 'paid' | 'fulfilled' | 'refunded'>().notNull(),
    email: text('email').notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    grandTotalCents: integer('grand_total_cents').notNull(),
    couponCode: text('coupon_code'),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress | null>(),
    shippingOption: jsonb('shipping_option').$type<{ id: string; name: string; costCents: number } | null>(),
    paymentProvider: text('payment_provider').notNull(),
    paymentId: text('payment_id'),
    refundId: text('refund_id'),
    notes: jsonb('notes').$type<{ at: string; author: string; text: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Issue 20 (decision 060): what the gateway refunded in all (partial refunds, Stripe's charge.refunded). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Issue 20 (decision 060): the card holder's dispute of the payment, as Stripe reported it. */
    dispute: jsonb('dispute').$type<OrderDispute | null>(),
  },
  (t) => [
    uniqueIndex('orders_cart_idx').on(t.cartId),
    uniqueIndex('orders_website_number_idx').on(t.websiteId, t.number),
    index('orders_website_created_idx').on(t.websiteId, t.createdAt),
  ],
);

/** The next order number of each site, taken under a row lock. */
export const orderCounters = pgTable('order_counters', {
  websiteId: text('website_id')
    .primaryKey()
    .references(() => websites.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

/** The built-in test gateway's ledger: one row per idempotency key, so a retry never charges twice. */
/** A dispute (chargeback) of an order's payment, recorded from Stripe's charge.dispute.* events. */
export interface OrderDispute {
  id: string;
  reason: string;
  status: string;
  amountCents: number;
  createdAt: string;
}

/**
 * Issue 20 (decision 060): every Stripe webhook event received, by Stripe's event id, so an event
 * delivered twice is applied once (inserted in the transaction that applies it).
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: text('order_id'),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const testGatewayCharges = pgTable('test_gateway_charges', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  /** Issue 20 (decision 061): authorised ('requires_capture'), after a challenge, captured or not. */
  status: text('status')
    .$type<'requires_action' | 'requires_capture' | 'succeeded' | 'declined' | 'canceled'>()
    .notNull(),
  declineCode: text('decline_code'),
  last4: text('last4').notNull(),
  refundedCents: integer('refunded_cents').notNull().default(0),
  /** Issue 20 (decision 074): the site a payment is for (its challenge page is served there only). */
  websiteId: text('website_id'),
  /** Issue 20 (decision 074): the site path the challenge page sends the customer back to. */
  returnTo: text('return_to'),
  createdAt: createdAt(),
});

/** A buyer's review of a product, one per order and product (SHOP-036..039). */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    rating: integer('rating').notNull(),
    name: text('name').notNull(),
    body: text('body').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_reviews_order_product_idx').on(t.orderId, t.productId),
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** Uploaded media (issue 7): the file lives in the media storage under the row's id. */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Fractions of the width and height, 0..1. */
    focalX: doublePrecision('focal_x').notNull().default(0.5),
    focalY: doublePrecision('focal_y').notNull().default(0.5),
    alt: text('alt').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('media_website_created_idx').on(t.websiteId, t.createdAt)],
);

/** The owner's gallery collections (issue: gallery collections; EDIT-021: at most 20 a site). */
export const galleryCollections = pgTable(
  'gallery_collections',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Made from the title when the collection is created, then kept (links to it stay valid). */
    slug: text('slug').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gallery_collections_website_slug_idx').on(t.websiteId, t.slug)],
);

/**
 * The slides of a gallery collection (EDIT-022: at most 50 each), shown in `position` order.
 * An image slide's picture is `media_id`: deleting that media file deletes the slide with it. A
 * video slide's optional poster is `poster_media_id`: deleting the poster keeps the video.
 */
export const galleryItems = pgTable(
  'gallery_items',
  {
    id: text('id').primaryKey(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => galleryCollections.id, { onDelete: 'cascade' }),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').$type<'image' | 'video'>().notNull(),
    mediaId: text('media_id').references(() => media.id, { onDelete: 'cascade' }),
    posterMediaId: text('poster_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** GAL-035: the slide's url, unique within its collection. */
    slug: text('slug').notNull(),
    caption: text('caption').notNull().default(''),
    /** Overrides the media file's alt text when not empty. */
    alt: text('alt').notNull().default(''),
    /** GAL-032 */
    clickThroughUrl: text('click_through_url').notNull().default(''),
    /** A video slide's pasted address or embed code (read by @folio/core/video-embed). */
    videoUrl: text('video_url').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gallery_items_collection_slug_idx').on(t.collectionId, t.slug),
    index('gallery_items_collection_position_idx').on(t.collectionId, t.position),
    index('gallery_items_media_idx').on(t.mediaId),
    index('gallery_items_poster_media_idx').on(t.posterMediaId),
    check(
      'gallery_items_type_check',
      sql`(${t.type} = 'image' and ${t.mediaId} is not null and ${t.posterMediaId} is null) or (${t.type} = 'video' and ${t.mediaId} is null)`,
    ),
  ],
);

/**
 * The durable job runner's queue (issue 15): one row per job, claimed with FOR UPDATE SKIP LOCKED
 * so that several servers on one database never run the same job twice (modules/jobs).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    /** The kind of job, naming its handler: `email.deliver`, `store.sweep`. */
    name: text('name').notNull(),
    /** The idempotency key: a second enqueue with the same key adds nothing. */
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<'queued' | 'running' | 'done' | 'dead'>().notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** While running: until when the claim holds; after it, another server may claim the job. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The claim's own token, so a late finish of a reclaimed job changes nothing. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    index('jobs_due_idx').on(t.status, t.runAt),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'dead')`),
  ],
);

/**
 * Content collections (issue 17): a blog, an events calendar or a portfolio. Each is shown at the
 * address of one page of the site's navigation (`page_id`); its items live under that address.
 */
export const collections = pgTable(
  'collections',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** The navigation page whose address is the collection's (pages.id). */
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** 'blog' | 'events' | 'portfolio'. */
    kind: text('kind').$type<'blog' | 'events' | 'portfolio'>().notNull(),
    title: text('title').notNull(),
    /** View (EDIT-005), page size, item URL format (CORE-033..035), the demo flag (EDIT-008). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** Categories, nested (EDIT-020): [{ id, name, parentId }]. */
    categories: jsonb('categories')
      .$type<{ id: string; name: string; parentId: string | null }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('collections_page_idx').on(t.pageId), index('collections_website_idx').on(t.websiteId)],
);

/** The items of a collection: posts, events, projects (EDIT-004, CORE-037, CORE-039). */
export const collectionItems = pgTable(
  'collection_items',
  {
    id: text('id').primaryKey(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** CORE-039: text 1 (posts), event 12, portfolio item 59. */
    recordType: integer('record_type').notNull(),
    title: text('title').notNull(),
    /** The item's address below its collection's (unique in the collection). */
    urlId: text('url_id').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Puck data of the item's body, sanitised like a page's. */
    body: jsonb('body').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    featuredMediaId: text('featured_media_id'),
    authorAccountId: text('author_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
    /** SEO fields like a page's root props (title, description, hide from search). */
    seo: jsonb('seo').$type<Record<string, unknown>>().notNull().default({}),
    /** Event fields (start, end, all day, location); empty for other kinds. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** CORE-037: published 1, scheduled 2, needs review 3, draft 4, private 5, deleted 6. */
    visibility: integer('visibility').notNull(),
    /** The item's date: when it was (or is scheduled to be) published. */
    publishOn: timestamp('publish_on', { withTimezone: true }),
    /** The order of a user-orderable collection (portfolio). */
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('collection_items_url_idx').on(t.collectionId, t.urlId),
    index('collection_items_due_idx').on(t.visibility, t.publishOn),
    index('collection_items_website_idx').on(t.websiteId, t.visibility),
  ],
);

/** A PostgreSQL full-text document (issue 17): written with to_tsvector in SQL, never read as text. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * Issue 17, PAGE-003: what `/search` finds on a site, one row per published page, product,
 * gallery slide with its own address, or collection item (module `search`). `search_vector` is
 * the title (weight A), excerpt (B) and body (C) in the text search configuration `config`.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'page' | 'product' | 'slide' | 'item'>().notNull(),
    /** The id of the page, product, slide or item in its own module. */
    refId: text('ref_id').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    body: text('body').notNull().default(''),
    /** The text search configuration the vector was made with ('english', 'simple', …). */
    config: text('config').notNull(),
    /** A hash of everything above: a sync rewrites only the rows whose hash changed. */
    contentHash: text('content_hash').notNull(),
    searchVector: tsvector('search_vector').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.websiteId, t.kind, t.refId] }),
    index('search_documents_vector_idx').using('gin', t.searchVector),
    check('search_documents_kind_check', sql`${t.kind} in ('page', 'product', 'slide', 'item')`),
  ],
);

/**
 * Issue 17: every saved draft of a page (kind 'page') or collection item (kind 'item') — who,
 * when, what changed — for the editor's Revisions panel (module `revisions`).
 */
export const revisions = pgTable(
  'revisions',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'page' | 'item'>().notNull(),
    refId: text('ref_id').notNull(),
    title: text('title').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    data: jsonb('data').notNull(),
    /** What changed since the revision before: counts of blocks and the title (RevisionSummary). */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull(),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Who saved it, as shown then (their email); kept when the account goes. */
    authorLabel: text('author_label').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('revisions_ref_idx').on(t.websiteId, t.kind, t.refId, t.createdAt),
    check('revisions_kind_check', sql`${t.kind} in ('page', 'item')`),
  ],
);

/**
 * Issue 18: raw visitor-tracking events (landing, hit, button render/click), written in batches by
 * the analytics module, rolled up into the aggregates below and deleted after the retention period.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    kind: text('kind')
      .$type<
        | 'landing'
        | 'hit'
        | 'button-render'
        | 'button-click'
        // Issue 18 (decision 042): the form, overlay and quick-view census, RecordEvent, the events
        // service, and the config area's own events (kept apart from visitors' counts).
        | 'form-render'
        | 'overlay'
        | 'quick-view'
        | 'event'
        | 'service-event'
        | 'editor-event'
      >()
      .notNull(),
    /** When the server received it (not the browser's clock). */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The ss_cvr visitor id, or a daily salted hash for cookie-less counts (decision 037). */
    visitorKey: text('visitor_key').notNull(),
    path: text('path').notNull(),
    /** The referring site's host, for landings from elsewhere. */
    referrerHost: text('referrer_host'),
    source: text('source'),
    campaign: text('campaign'),
    /** The other landing queries (lang, screen, subcampaign, channel…) and a button's fields. */
    data: jsonb('data').$type<Record<string, unknown>>(),
    /** Decision 042: an event's name (add-to-cart, form-render…), what the event roll-up counts by. */
    name: text('name'),
    /** The object it is about (a product, a form, a button), and that object's label when it was sent. */
    objectId: text('object_id'),
    label: text('label'),
    /** Issue 18 part 4 (decision 044): ISO country from the time zone or language, or null. */
    country: text('country'),
    /** phone, tablet or desktop, from the user agent and the screen. */
    device: text('device'),
    /** The browser family (Chrome, Safari…): never the user agent itself. */
    browser: text('browser'),
  },
  // By site for a site's roll-up; by time alone for the every-site roll-up and the pruning.
  (t) => [
    index('analytics_events_website_at_idx').on(t.websiteId, t.at),
    index('analytics_events_at_idx').on(t.at),
  ],
);

/** Issue 18: per site and UTC day, one row per dimension value ('total' has key ''). */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    dimension: text('dimension')
      .$type<'total' | 'path' | 'referrer' | 'campaign' | 'country' | 'device' | 'browser'>()
      .notNull(),
    key: text('key').notNull(),
    visits: integer('visits').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    pageViews: integer('page_views').notNull().default(0),
    /** Decision 044: visits (landings) with at most one page view. */
    bounces: integer('bounces').notNull().default(0),
    /** Page views followed by another in the same visit, and the time until it (time on page). */
    timedViews: integer('timed_views').notNull().default(0),
    timeOnPageMs: bigint('time_on_page_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.day, t.dimension, t.key] })],
);

/**
 * Issue 18 (decision 042): per site and UTC day, events counted by name and object ('' when the
 * event is about none), with the object's latest label; recomputed by the roll-up like the rest.
 */
export const analyticsEventDaily = pgTable(
  'analytics_event_daily',
  {
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    name: text('name').notNull(),
    objectId: text('object_id').notNull(),
    label: text('label'),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.day, t.name, t.objectId] })],
);

/** Issue 18: per site and UTC hour, the totals. */
export const analyticsHourly = pgTable(
  'analytics_hourly',
  {
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    visits: integer('visits').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    pageViews: integer('page_views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.hour] })],
);

/**
 * Issue 18 (TRACK-042..052): Core Web Vitals of sampled page loads, one row per page load and
 * metric (a later, larger value of the same page load replaces the earlier one), written in
 * batches by the performance module and deleted after the analytics retention period.
 */
export const performanceSamples = pgTable(
  'performance_samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** The id the settings call issued for this page load (signed; decision 043). */
    pageLoadId: text('page_load_id').notNull(),
    /** When the server last received this metric of the page load. */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The page's path, without its query. */
    path: text('path').notNull(),
    metric: text('metric').$type<'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB'>().notNull(),
    value: doublePrecision('value').notNull(),
    band: text('band').$type<'good' | 'needs-improvement' | 'poor'>().notNull(),
    /** From the viewport's width: mobile up to 432 px, desktop from 433 px (the spec's breakpoint). */
    device: text('device').$type<'mobile' | 'desktop'>().notNull(),
  },
  (t) => [
    uniqueIndex('performance_samples_load_metric_idx').on(t.websiteId, t.pageLoadId, t.metric),
    index('performance_samples_website_at_idx').on(t.websiteId, t.at),
    index('performance_samples_at_idx').on(t.at),
  ],
);

/**
 * Issue 20 (member areas, docs/decisions/066): a page locked to signed-in members, to members of
 * paid plans, or to a password. A collection is locked through its page (its list and its items).
 * Owned by the member-areas module.
 */
export const memberAreaLocks = pgTable(
  'member_area_locks',
  {
    pageId: text('page_id')
      .primaryKey()
      .references(() => pages.id, { onDelete: 'cascade' }),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** 'members' | 'plans' | 'password'. */
    kind: text('kind').$type<'members' | 'plans' | 'password'>().notNull(),
    /** Kind 'plans': the membership plans whose members may open the page. */
    planIds: jsonb('plan_ids').$type<string[]>().notNull().default([]),
    /** Kind 'password': scrypt, as site users' passwords. */
    passwordHash: text('password_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_area_locks_website_idx').on(t.websiteId)],
);

/**
 * Issue 20 part 3 (docs/decisions/069): donations, owned by the donations module. One row per gift
 * (a monthly gift is one row with what its renewals need). The campaign is the page holding the
 * Donation block (`page_id`, no foreign key: a deleted page's gifts keep counting); its name is
 * copied at the time of the gift. `attempt_id` is the browser's id of one submit: a repeated
 * submit meets the same row, and the gateway's idempotency key is `donation-<id>`.
 */
export const donations = pgTable(
  'donations',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    attemptId: text('attempt_id').notNull(),
    pageId: text('page_id').notNull(),
    campaign: text('campaign').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    frequency: text('frequency').$type<'once' | 'monthly'>().notNull(),
    donorName: text('donor_name').notNull(),
    email: text('email').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<'pending' | 'paid' | 'cancelled'>().notNull(),
    paymentProvider: text('payment_provider').$type<'test' | 'stripe'>().notNull(),
    paymentId: text('payment_id'),
    /** Monthly gifts: when the next renewal is due (the subscriptions engine charges it). */
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
    /** Monthly gifts: the gateway's saved payment method for off-session renewals, once saved. */
    savedPaymentMethod: text('saved_payment_method'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Decision 070: a month's renewal names its monthly gift (null for the gift itself). */
    renewalOf: text('renewal_of'),
    /** Decision 070: declined renewals in a row, and when the next retry is due. */
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    renewalRetryAt: timestamp('renewal_retry_at', { withTimezone: true }),
    /** Decision 070: the donor stopped the monthly gift (by the receipt's link) or its renewals failed. */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('donations_attempt_idx').on(t.websiteId, t.attemptId),
    index('donations_website_created_idx').on(t.websiteId, t.createdAt),
  ],
);

// Issue 20 (decision 068): paid membership. The `memberships` module owns these three tables.

/** A price option of a membership plan: 'left' and 'right' are the two options of the pricing screen (SHOP-029). */
export interface MembershipPlanPriceRow {
  key: 'left' | 'right';
  amountCents: number;
  /** Null: one payment, access until cancelled by the owner; else renewed every value × unit. */
  billingPeriod: { value: number; unit: 'WEEK' | 'MONTH' | 'YEAR' } | null;
}

/** Issue 20: a paid membership plan (product type paywall, 5) with one or two price options. */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** What the member gets, one line each (the pricing screen lists them). */
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    prices: jsonb('prices').$type<MembershipPlanPriceRow[]>().notNull(),
    isVisible: boolean('is_visible').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('membership_plans_website_idx').on(t.websiteId, t.position)],
);

/** Issue 20: a site user's hold of a plan; one row per site user and plan (joining again renews it). */
export const memberships = pgTable(
  'memberships',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => membershipPlans.id, { onDelete: 'cascade' }),
    siteUserId: text('site_user_id')
      .notNull()
      .references(() => siteUsers.id, { onDelete: 'cascade' }),
    /** 'pending' while the card is charged; 'active'; 'cancelled' (access until currentPeriodEnd); 'expired'. */
    status: text('status').$type<'pending' | 'active' | 'cancelled' | 'expired'>().notNull(),
    priceKey: text('price_key').$type<'left' | 'right'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    billingPeriod: jsonb('billing_period').$type<MembershipPlanPriceRow['billingPeriod']>(),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    /** The end of the paid period (renewals move it on); null for a one-payment plan (no end). */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    paymentProvider: text('payment_provider'),
    paymentId: text('payment_id'),
    /** Counts the joins of this row: each join's charge has its own idempotency key. */
    joinCount: integer('join_count').notNull().default(0),
    createdAt: createdAt(),
    /** Decision 070: the card saved at joining a recurring price, charged off-session at renewals. */
    savedPaymentMethod: jsonb('saved_payment_method').$type<SavedPaymentMethodRow>(),
    /** Decision 070: declined renewals in a row, and when the next retry is due. */
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    renewalRetryAt: timestamp('renewal_retry_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('memberships_user_plan_idx').on(t.siteUserId, t.planId),
    index('memberships_website_idx').on(t.websiteId, t.status),
    check('memberships_amount_check', sql`${t.amountCents} between 0 and 100000000`),
  ],
);

/** Issue 20: a product variant's member price, seen and paid by signed-in members (of any plan, or of planId). */
export const memberPrices = pgTable(
  'member_prices',
  {
    variantId: text('variant_id')
      .primaryKey()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    /** Null: members of any plan; else only members of this plan. */
    planId: text('plan_id').references(() => membershipPlans.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('member_prices_website_idx').on(t.websiteId),
    check('member_prices_price_check', sql`${t.priceCents} between 0 and 100000000`),
  ],
);

// Issue 20 section 4 (SHOP-006, decision 065): gift cards, owned by the gift-cards module.

/** A gift-card product (product type 4): its denominations, each with its own SKU. */
export const giftCardProducts = pgTable(
  'gift_card_products',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    denominations: jsonb('denominations').$type<{ sku: string; amountCents: number }[]>().notNull(),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_products_website_idx').on(t.websiteId)],
);

/**
 * A gift card: bought (pending until paid, then active with its code) or issued by the owner. The
 * code itself is never stored: its SHA-256 (unique) finds it, its last four characters name it.
 * The balance changes only by conditional UPDATEs and never goes below zero (the check is the last guard).
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'active' | 'void'>().notNull(),
    source: text('source').$type<'purchase' | 'issued'>().notNull(),
    codeHash: text('code_hash'),
    codeLast4: text('code_last4').notNull().default(''),
    productId: text('product_id'),
    sku: text('sku').notNull().default(''),
    initialCents: integer('initial_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    currency: text('currency').notNull(),
    buyerName: text('buyer_name').notNull().default(''),
    buyerEmail: text('buyer_email').notNull().default(''),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    paymentProvider: text('payment_provider').notNull().default(''),
    paymentId: text('payment_id'),
    createdAt: createdAt(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gift_cards_code_hash_idx').on(t.codeHash),
    index('gift_cards_website_created_idx').on(t.websiteId, t.createdAt),
    check('gift_cards_balance_check', sql`${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.initialCents}`),
  ],
);

/** Every change of a card's balance: its issue, each redemption by an order, each release. */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: text('id').primaryKey(),
    giftCardId: text('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    websiteId: text('website_id').notNull(),
    kind: text('kind').$type<'issue' | 'redeem' | 'release' | 'void' | 'refund'>().notNull(),
    /** Negative for a redemption, positive for an issue, a release or a refund (decision 072). */
    amountCents: integer('amount_cents').notNull(),
    orderId: text('order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // One redemption and at most one release per card and order: a release runs once.
    uniqueIndex('gift_card_ledger_order_idx').on(t.giftCardId, t.orderId, t.kind),
    index('gift_card_ledger_order_id_idx').on(t.orderId),
  ],
);

// Issue 20 section 2 (decisions 063, 064): subscriptions. Owned by the `subscriptions` module,
// except test_gateway_cards (the test gateway's saved cards, owned by `checkout` with its ledger).

/** SHOP-026/027: a subscription product's plan; a product with a plan row is sold by subscription. */
export const subscriptionPlans = pgTable('subscription_plans', {
  productId: text('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  websiteId: text('website_id')
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' }),
  billingPeriodValue: integer('billing_period_value').notNull(),
  billingPeriodUnit: text('billing_period_unit').$type<'WEEK' | 'MONTH' | 'YEAR'>().notNull(),
  /** How many payments in all, the first included; 0 means until cancelled. */
  numBillingCycles: integer('num_billing_cycles').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A payment method saved with the gateway for off-session renewals (never a card number). */
export interface SavedPaymentMethodRow {
  provider: 'test' | 'stripe';
  methodId: string;
  customerId: string | null;
  last4: string;
}

/** One customer's subscription to one product, made by its first (paid) order. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: text('variant_id'),
    /** The order of the first period: one subscription per first order (a retried submit meets it). */
    firstOrderId: text('first_order_id').notNull().unique(),
    siteUserId: text('site_user_id').references(() => siteUsers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    title: text('title').notNull(),
    productType: text('product_type').$type<'physical' | 'digital' | 'service'>().notNull(),
    quantity: integer('quantity').notNull(),
    /** What each renewal charges (the first period's total before any coupon). */
    amountCents: integer('amount_cents').notNull(),
    /** The price of one item per period, for the price phrase. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    currency: text('currency').notNull(),
    billingPeriodValue: integer('billing_period_value').notNull(),
    billingPeriodUnit: text('billing_period_unit').$type<'WEEK' | 'MONTH' | 'YEAR'>().notNull(),
    numBillingCycles: integer('num_billing_cycles').notNull().default(0),
    status: text('status').$type<'active' | 'past_due' | 'paused' | 'cancelled' | 'completed'>().notNull(),
    paymentMethod: jsonb('payment_method').$type<SavedPaymentMethodRow>().notNull(),
    /** Periods paid, the first included. */
    paidPeriods: integer('paid_periods').notNull().default(1),
    /** When the next renewal (or its retry) is due; null when none is (cancelled, completed, paused). */
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
    /** Declines of the period under way (0 to 4; the fourth cancels). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** A renewal runner holds the subscription until then (two runners never charge it at once). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress | null>(),
    shippingOption: jsonb('shipping_option').$type<{ id: string; name: string; costCents: number } | null>(),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('subscriptions_website_idx').on(t.websiteId, t.createdAt),
    index('subscriptions_due_idx').on(t.nextChargeAt),
  ],
);

/** One renewal period of a subscription: unique by (subscription, period), so charged once. */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    period: integer('period').notNull(),
    status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull(),
    /** Declined attempts before this row's outcome. */
    attempts: integer('attempts').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    paymentId: text('payment_id'),
    orderId: text('order_id'),
    declineCode: text('decline_code'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscription_renewals_period_idx').on(t.subscriptionId, t.period)],
);

/** The test gateway's saved cards: a token, the last four digits, and how off-session charges end. */
export const testGatewayCards = pgTable('test_gateway_cards', {
  token: text('token').primaryKey(),
  last4: text('last4').notNull(),
  /** Stripe's 4000 0000 0000 0341 and the declining cards: saved, but every renewal declines. */
  declineCode: text('decline_code'),
  /** Issue 20 (decision 074): 4000 0027 6000 3184 saved: its holder authenticates every charge. */
  requiresAction: boolean('requires_action').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * Issue 20 (decision 070): the renewal engine's charge of one period of a membership or monthly
 * gift, owned by the subscriptions module. Unique by (kind, thing, period): two runners meet the
 * same row, one claims it, and the gateway's idempotency key carries the period.
 */
export const renewalCharges = pgTable(
  'renewal_charges',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'membership' | 'donation'>().notNull(),
    thingId: text('thing_id').notNull(),
    period: text('period').notNull(),
    websiteId: text('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'paid' | 'failed' | 'recorded'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    paymentId: text('payment_id'),
    declineCode: text('decline_code'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('renewal_charges_period_idx').on(t.kind, t.thingId, t.period)],
);

/**
 * Issue 20 (decision 077): a subscription's first period waiting for its holder's 3-D Secure: the
 * method saved with the gateway and who subscribed, until the confirm writes the subscription.
 * Owned by the subscriptions module; gone with the order when the checkout releases it.
 */
export const subscriptionFirstPayments = pgTable('subscription_first_payments', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  websiteId: text('website_id')
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' }),
  paymentMethod: jsonb('payment_method').$type<SavedPaymentMethodRow>().notNull(),
  siteUserId: text('site_user_id'),
  createdAt: createdAt(),
});
