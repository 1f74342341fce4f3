// Content-model enumerations with the spec's numbers (CORE-036..040).

/** CORE-036 */
export const ProductType = { physical: 1, digital: 2, service: 3, giftCard: 4, paywall: 5 } as const;

/** CORE-037 */
export const ItemVisibility = {
  published: 1,
  scheduled: 2,
  needsReview: 3,
  draft: 4,
  private: 5,
  deleted: 6,
} as const;

/** CORE-038 (further states exist; the spec does not show them). */
export const SiteSubscriptionState = {
  expired: 1,
  pastDue: 2,
  trial: 3,
  beta: 4,
  removed: 5,
  internal: 6,
  comped: 7,
  paid: 8,
} as const;

/** CORE-039 (the spec shows these; the gaps are other types it does not name). */
export const ItemRecordType = {
  text: 1,
  image: 2,
  quote: 4,
  link: 5,
  chat: 6,
  audio: 7,
  video: 8,
  review: 10,
  storeItem: 11,
  event: 12,
  thread: 13,
  gallery: 14,
  portfolioItem: 59,
  lesson: 62,
} as const;

/**
 * CORE-040. The spec gives numbers for products, portfolio, splash page and lessons only; generic
 * and page take 1 and 10, numbers no other type uses (docs/decisions/006).
 */
export const CollectionType = {
  generic: 1,
  splashPage: 8,
  page: 10,
  products: 13,
  portfolio: 23,
  lessons: 24,
} as const;
