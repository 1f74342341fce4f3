// PAGE-018..021: the page context serialised into every published page.
import type { PageContext, PageType } from '@folio/core';
import { bannerFingerprint, cookieBannerOfSite } from '@folio/core/cookie-consent';
import type { Website } from '../modules/sites/service.ts';
import type { RequestAuth } from '../plugins/request-context.ts';

export function buildPageContext(input: {
  site: Website;
  baseUrl: string;
  pageType: PageType;
  auth: RequestAuth | null;
}): PageContext {
  const { site, auth } = input;
  const s = site.settings;
  const banner = cookieBannerOfSite(s);
  return {
    websiteSettings: {
      storeCurrency: s.storeCurrency,
      escapeKeyLogin: s.escapeKeyLogin,
      cookieBanner: s.cookieBanner,
      memberAccounts: s.memberAccounts === true,
      recaptchaSiteKey: s.recaptchaSiteKey || null,
    },
    website: {
      id: site.id,
      identifier: site.subdomain,
      title: site.title,
      baseUrl: input.baseUrl,
      developerMode: s.developerMode,
      cloneable: s.cloneable,
      typekitId: s.typekitId,
      websiteType: s.websiteType,
      siteStatus: { value: s.siteStatus },
    },
    websiteRoles: auth?.role === undefined || !auth ? [] : [auth.role],
    authenticatedAccount: auth ? { id: auth.account.id, email: auth.account.email } : null,
    templateId: site.templateId,
    collection: null,
    item: null,
    collectionId: null,
    itemId: null,
    pageType: input.pageType,
    cookieSettings: {
      isCookieBannerEnabled: banner.isCookieBannerEnabled,
      isRestrictiveCookiePolicyEnabled: banner.isRestrictiveCookiePolicyAbsolute,
      isVisitorDataRestricted: !banner.isActivityLogEnabled,
      isAnalyticsCookiesDisabled: banner.isAnalyticsCookiesDisabled,
      bannerFingerprint: bannerFingerprint(banner),
    },
    googleFonts: [],
    typekitFonts: [],
    showAnnouncementBar: false,
    demoCollections: [],
  };
}
