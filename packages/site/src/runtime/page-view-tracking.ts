// Which published-page views count as page views (TRACK-007, TRACK-009, TRACK-012). Folio does not
// record page views yet (issue 17 found no tracker to hook into); this is the rule the tracker
// will ask, named and tested now so that `/search` is never counted when it arrives.
import type { PageType } from '@folio/core';

/** Page types whose views are never tracked: not-found (TRACK-009) and the search page (TRACK-012). */
const UNTRACKED_PAGE_TYPES = new Set<PageType>(['not-found', 'search']);

export function isPageViewTracked(input: {
  pathname: string;
  pageType: PageType;
  isSignedIn: boolean;
}): boolean {
  // TRACK-007: signed-in users (the site's owners and editors) are not visitors.
  if (input.isSignedIn) return false;
  if (UNTRACKED_PAGE_TYPES.has(input.pageType)) return false;
  // TRACK-012: /search, with or without a trailing slash, whatever its query.
  return !/^\/search\/?$/i.test(input.pathname);
}
