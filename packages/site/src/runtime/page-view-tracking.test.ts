import { describe, expect, it } from 'vitest';
import { isPageViewTracked } from './page-view-tracking.ts';

describe('page views that count', () => {
  const visitor = { isSignedIn: false, pageType: 'page' as const };

  it('TRACK-012 page views are not tracked on /search', () => {
    expect(isPageViewTracked({ ...visitor, pathname: '/search', pageType: 'search' })).toBe(false);
    expect(isPageViewTracked({ ...visitor, pathname: '/search/' })).toBe(false);
    expect(isPageViewTracked({ ...visitor, pathname: '/about' })).toBe(true);
    expect(isPageViewTracked({ ...visitor, pathname: '/search-tips' })).toBe(true);
  });

  it('TRACK-009 not-found pages are not tracked; TRACK-007 signed-in users are not', () => {
    expect(isPageViewTracked({ ...visitor, pathname: '/nope', pageType: 'not-found' })).toBe(false);
    expect(isPageViewTracked({ isSignedIn: true, pathname: '/about', pageType: 'page' })).toBe(false);
  });
});
