import { describe, expect, it } from 'vitest';
import { EMPTY_PAGE_SEO, type PageSeo, pageSeoOf as pageSeoOfReexported, pageSeoSchema } from './page-seo.ts';
import { pageSeoOf } from './page-seo-shape.ts';

/** What pageSeoOf answered when it parsed with the schema (before docs/decisions/029's split). */
function bySchema(rootProps: unknown): PageSeo {
  const seo = (rootProps as { seo?: unknown } | null | undefined)?.seo;
  if (seo === undefined || seo === null) return EMPTY_PAGE_SEO;
  const parsed = pageSeoSchema.safeParse(seo);
  return parsed.success ? parsed.data : EMPTY_PAGE_SEO;
}

const MEDIA = 'a1b2c3d4e5f60718293a4b5c';
const SAMPLES: unknown[] = [
  undefined,
  null,
  {},
  'seo',
  42,
  [],
  ['title'],
  true,
  { title: 'Our studio', description: 'Chairs and tables', socialImageMediaId: MEDIA, hideFromSearch: true },
  { title: '  Padded  ', description: '\n spaced \t' },
  { title: undefined, description: undefined, socialImageMediaId: undefined, hideFromSearch: undefined },
  { title: 'x', extra: 1 },
  { title: 'x', extra: undefined },
  { title: 'x'.repeat(120) },
  { title: 'x'.repeat(121) },
  { title: ` ${'x'.repeat(120)} ` },
  { title: `${' '.repeat(120)}${'x'.repeat(120)}` },
  { title: `${' '.repeat(121)}${'x'.repeat(120)}` },
  { description: 'd'.repeat(320) },
  { description: 'd'.repeat(321) },
  { description: ` ${'d'.repeat(320)}${' '.repeat(319)}` },
  { description: ` ${'d'.repeat(320)}${' '.repeat(320)}` },
  { title: 'NUL \u0000 inside' },
  { title: 'lone \uD800 surrogate' },
  { title: 'pair \uD83D\uDE00 fine' },
  { description: 'lone \uDC00 low' },
  { title: 5 },
  { title: null },
  { description: ['a'] },
  { socialImageMediaId: null },
  { socialImageMediaId: MEDIA.toUpperCase() },
  { socialImageMediaId: `${MEDIA}0` },
  { socialImageMediaId: 12 },
  { socialImageMediaId: '' },
  { hideFromSearch: 'true' },
  { hideFromSearch: 0 },
  { hideFromSearch: null },
  { hideFromSearch: false },
  Object.create({ title: 'inherited' }),
  new Date(0),
  new Map(),
];

describe('a page’s SEO settings read without the schema (docs/decisions/029)', () => {
  it('issue 16: pageSeoOf answers what the schema answers, for good, odd and hostile settings', () => {
    for (const seo of SAMPLES) {
      const rootProps = { title: 'Home', seo };
      expect(pageSeoOf(rootProps), JSON.stringify(seo)).toEqual(bySchema(rootProps));
    }
    expect(pageSeoOf(undefined)).toBe(EMPTY_PAGE_SEO);
    expect(pageSeoOf(null)).toBe(EMPTY_PAGE_SEO);
    expect(pageSeoOf({ seo: { title: 5 } })).toBe(EMPTY_PAGE_SEO);
    expect(pageSeoOfReexported).toBe(pageSeoOf);
  });

  it('issue 16: pageSeoOf answers what the schema answers for random settings', () => {
    const pick = <T>(list: T[], n: number) => list[n % list.length];
    const texts = ['', ' a ', 'x'.repeat(119), 'y'.repeat(241), '\u0000', '\uD800', 'é', undefined, 3, null];
    const ids = [MEDIA, null, undefined, 'zz', MEDIA.slice(1)];
    const flags = [true, false, undefined, 'no'];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let i = 0; i < 500; i++) {
      const seo: Record<string, unknown> = {};
      if (next() % 4) seo.title = pick(texts, next());
      if (next() % 4) seo.description = pick(texts, next());
      if (next() % 3) seo.socialImageMediaId = pick(ids, next());
      if (next() % 3) seo.hideFromSearch = pick(flags, next());
      if (next() % 20 === 0) seo.other = 'x';
      expect(pageSeoOf({ seo }), JSON.stringify(seo)).toEqual(bySchema({ seo }));
    }
  });
});
