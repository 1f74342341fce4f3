import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeBlogUrlFormat } from './blog-url.ts';
import { cartBadgeLabel, cartBadgeText } from './cart-badge.ts';
import {
  CollectionType,
  ItemRecordType,
  ItemVisibility,
  ProductType,
  SiteSubscriptionState,
} from './enums.ts';
import { BYTES_PER_MB, humanizeBytes, maxFileBytes } from './file-size.ts';
import { MESSAGES } from './message-catalogue.ts';
import { formatMessage } from './messages.ts';
import { recurringPricePhrase } from './recurring-price.ts';

describe('blog URL format', () => {
  it('CORE-033 is lowercased', () => {
    expect(sanitizeBlogUrlFormat('%Y/%M/%T')).toBe('%y/%m/%t');
    expect(sanitizeBlogUrlFormat('Blog/%t')).toBe('blog/%t');
  });

  it('CORE-034 uses dashes between words, no other separators', () => {
    expect(sanitizeBlogUrlFormat('my blog_posts.%t')).toBe('my-blog-posts-%t');
  });

  it('CORE-035 keeps only %y, %m, %d and %t', () => {
    expect(sanitizeBlogUrlFormat('%y/%m/%d/%x%t%q')).toBe('%y/%m/%d/%t');
  });

  it('sanitising is idempotent and leaves only allowed characters and tokens', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (input) => {
        const once = sanitizeBlogUrlFormat(input);
        expect(sanitizeBlogUrlFormat(once)).toBe(once);
        expect(once).toMatch(/^[a-z0-9%/-]*$/);
        expect(once.replace(/%[ymdt]/g, '')).not.toContain('%');
      }),
    );
  });
});

describe('content-model enumerations', () => {
  it('CORE-036 product types', () => {
    expect(ProductType).toEqual({ physical: 1, digital: 2, service: 3, giftCard: 4, paywall: 5 });
  });
  it('CORE-037 item visibility states', () => {
    expect(ItemVisibility).toEqual({
      published: 1,
      scheduled: 2,
      needsReview: 3,
      draft: 4,
      private: 5,
      deleted: 6,
    });
  });
  it('CORE-038 site subscription states', () => {
    expect(SiteSubscriptionState).toEqual({
      expired: 1,
      pastDue: 2,
      trial: 3,
      beta: 4,
      removed: 5,
      internal: 6,
      comped: 7,
      paid: 8,
    });
  });
  it('CORE-039 item record types', () => {
    expect(ItemRecordType).toEqual({
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
    });
  });
  it('CORE-040 collection types include generic, page, products 13, portfolio 23, splash page 8, lessons 24', () => {
    expect(CollectionType).toMatchObject({ products: 13, portfolio: 23, splashPage: 8, lessons: 24 });
    expect(CollectionType).toHaveProperty('generic');
    expect(CollectionType).toHaveProperty('page');
    expect(new Set(Object.values(CollectionType)).size).toBe(Object.keys(CollectionType).length);
  });
});

describe('cart badge', () => {
  it('CORE-041 shows the count as a number up to 100', () => {
    expect(cartBadgeText(1)).toBe('1');
    expect(cartBadgeText(100)).toBe('100');
  });
  it('CORE-042 shows 100+ above 100', () => {
    expect(cartBadgeText(101)).toBe('100+');
  });
  it('CORE-043 one item reads "One item in cart"', () => {
    expect(cartBadgeLabel(1)).toBe('One item in cart');
  });
  it('CORE-044 n items read "{n} items in cart" up to 100', () => {
    expect(cartBadgeLabel(2)).toBe('2 items in cart');
    expect(cartBadgeLabel(100)).toBe('100 items in cart');
  });
  it('CORE-045 more than 100 reads "More than 100 items in cart"', () => {
    expect(cartBadgeLabel(101)).toBe('More than 100 items in cart');
  });
  it('the written-out label says what the catalogue message says, for every count up to 100', () => {
    for (let n = 0; n <= 100; n++) expect(cartBadgeLabel(n)).toBe(formatMessage(MESSAGES.cartItems, { n }));
    expect(cartBadgeLabel(101)).toBe(MESSAGES.cartMoreThan100);
  });
});

describe('recurring price phrases', () => {
  const base = { price: '$10.00', billingPeriodValue: 1 };
  it('CORE-046 weekly, monthly and yearly', () => {
    expect(recurringPricePhrase({ ...base, billingPeriodUnit: 'WEEK' })).toBe('$10.00 every week');
    expect(recurringPricePhrase({ ...base, billingPeriodUnit: 'MONTH' })).toBe('$10.00 every month');
    expect(recurringPricePhrase({ ...base, billingPeriodUnit: 'YEAR' })).toBe('$10.00 every year');
  });
  it('CORE-047 reflects the billing period value and its unit', () => {
    expect(recurringPricePhrase({ ...base, billingPeriodValue: 2, billingPeriodUnit: 'WEEK' })).toBe(
      '$10.00 every 2 weeks',
    );
    expect(recurringPricePhrase({ ...base, billingPeriodValue: 3, billingPeriodUnit: 'MONTH' })).toBe(
      '$10.00 every 3 months',
    );
  });
  it('CORE-048 with numBillingCycles above 0, includes the duration', () => {
    expect(recurringPricePhrase({ ...base, billingPeriodUnit: 'MONTH', numBillingCycles: 12 })).toBe(
      '$10.00 every month for 12 months',
    );
    expect(
      recurringPricePhrase({
        ...base,
        billingPeriodValue: 2,
        billingPeriodUnit: 'WEEK',
        numBillingCycles: 3,
      }),
    ).toBe('$10.00 every 2 weeks for 6 weeks');
  });
  it('CORE-049 with numBillingCycles 0 or empty, describes an indefinite plan', () => {
    expect(recurringPricePhrase({ ...base, billingPeriodUnit: 'YEAR', numBillingCycles: 0 })).toBe(
      '$10.00 every year',
    );
    expect(recurringPricePhrase({ ...base, billingPeriodUnit: 'YEAR', numBillingCycles: null })).toBe(
      '$10.00 every year',
    );
  });
});

describe('file sizes', () => {
  it('CORE-050 maximum sizes use 1,000,000 bytes per MB', () => {
    expect(BYTES_PER_MB).toBe(1_000_000);
    expect(maxFileBytes(20)).toBe(20_000_000);
  });
  it('CORE-051 sizes shown to people are in powers of 1024', () => {
    expect(humanizeBytes(512)).toBe('512 bytes');
    expect(humanizeBytes(1536)).toBe('1.5 KB');
    expect(humanizeBytes(20_000_000)).toBe('19 MB');
    expect(humanizeBytes(1024 ** 3)).toBe('1 GB');
  });
});
