// Small factories for tests: a page context and page data, each overridable where a test cares.
import type { PageContext } from '@folio/core';
import type { PageData } from '../page-data.ts';
import type { RenderInput } from '../server.tsx';

export function aPageContext(overrides: Partial<PageContext> = {}): PageContext {
  return {
    websiteSettings: {
      storeCurrency: 'USD',
      escapeKeyLogin: true,
      cookieBanner: { enabled: false, message: '' },
      memberAccounts: false,
      recaptchaSiteKey: null,
    },
    website: {
      id: '0123456789abcdef01234567',
      identifier: 'demo',
      title: 'Demo Studio',
      baseUrl: 'http://demo.localhost:3000',
      developerMode: false,
      cloneable: false,
      typekitId: null,
      websiteType: 1,
      siteStatus: { value: 1 },
    },
    websiteRoles: [],
    authenticatedAccount: null,
    templateId: null,
    collection: null,
    item: null,
    collectionId: null,
    itemId: null,
    pageType: 'page',
    cookieSettings: {
      isCookieBannerEnabled: false,
      isRestrictiveCookiePolicyEnabled: false,
      isVisitorDataRestricted: false,
      isAnalyticsCookiesDisabled: false,
      bannerFingerprint: '00000000',
    },
    googleFonts: [],
    typekitFonts: [],
    showAnnouncementBar: false,
    demoCollections: [],
    ...overrides,
  };
}

export function aBlock(type: string, props: Record<string, unknown>) {
  return { type, props: { id: `${type}-${Math.random().toString(36).slice(2, 8)}`, ...props } };
}

export function somePageData(content: ReturnType<typeof aBlock>[] = []): PageData {
  return { root: { props: { title: 'Home' } }, content } as PageData;
}

export function aRenderInput(overrides: Partial<RenderInput> = {}): RenderInput {
  return {
    kind: 'page',
    data: somePageData(),
    pageTitle: 'About — Demo Studio',
    site: {
      title: 'Demo Studio',
      navigation: [
        { kind: 'link', label: 'Home', href: '/', isCurrent: false, external: false, newTab: false },
        { kind: 'link', label: 'About', href: '/about', isCurrent: true, external: false, newTab: false },
      ],
    },
    pageContext: aPageContext(),
    assetBase: '/_site/',
    ...overrides,
  };
}
