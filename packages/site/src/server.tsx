// Entry point for apps/server (built by Vite SSR to dist/server/server.js): renders whole pages.

import { PassThrough } from 'node:stream';
import type { PageContext } from '@folio/core';
import type { DonatePageView } from '@folio/core/donations';
import type { MemberAreaScreen } from '@folio/core/member-areas';
import type { SearchResultsView } from '@folio/core/site-search';
import type { OrderDetail, ProductView, ReviewRequestView, ReviewSummary } from '@folio/core/store-api';
import type { SummarySettings } from '@folio/core/summary-block';
import type { Data } from '@puckeditor/core';
import { resolveAllData } from '@puckeditor/core/rsc';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup, renderToString } from 'react-dom/server';
import { CartPage } from './blocks/Cart/CartPage.tsx';
import { CheckoutPage } from './blocks/Checkout/CheckoutPage.tsx';
import { CheckoutUnavailable } from './blocks/Checkout/CheckoutUnavailable.tsx';
import { OrderConfirmed } from './blocks/Checkout/OrderConfirmed.tsx';
import { DonatePage } from './blocks/Donation/DonatePage.tsx';
import { DonationPageContext } from './blocks/Donation/donation-context.ts';
import { EagerMediaContext } from './blocks/eager-media.ts';
import { type GalleryCollections, GalleryContext } from './blocks/Gallery/gallery-context.ts';
import { GiftCardBalancePage } from './blocks/GiftCardBalance/GiftCardBalancePage.tsx';
import { GiftCardCheckoutPage } from './blocks/GiftCardCheckout/GiftCardCheckoutPage.tsx';
import type { GiftCardCheckoutProps } from './blocks/GiftCardCheckout/gift-card-props.ts';
import { MemberAreaPage } from './blocks/MemberArea/MemberArea.tsx';
import { MemberPriceNote } from './blocks/MembershipPricing/MemberPriceNote.tsx';
import { MembersPage } from './blocks/MembershipPricing/MembersPage.tsx';
import type { MembersPageView } from './blocks/MembershipPricing/members-props.ts';
import { NewsletterUnsubscribe } from './blocks/Newsletter/Unsubscribe.tsx';
import { ProductPage } from './blocks/Product/ProductPage.tsx';
import { ProductReviewPage, ProductReviews } from './blocks/ProductReview/ProductReview.tsx';
import { SearchPage } from './blocks/Search/SearchPage.tsx';
import { SocialAccountsContext } from './blocks/SocialLinks/social-accounts-context.ts';
import { SubscriptionPage } from './blocks/Subscription/SubscriptionPage.tsx';
import type { SubscriptionPageView } from './blocks/Subscription/subscription-props.ts';
import { SummaryView } from './blocks/Summary/SummaryView.tsx';
import {
  type SummaryCollection,
  type SummaryCollections,
  SummaryContext,
} from './blocks/Summary/summary-context.ts';
import { siteAssets } from './client-manifest.ts';
import { CollectionItemPage, CollectionList } from './collections/CollectionView.tsx';
import type { CollectionRender } from './collections/types.ts';
import type { PageHead } from './layout/PageHead.tsx';
import { ParkingPage } from './layout/ParkingPage.tsx';
import { type SiteChrome, SiteDocument } from './layout/SiteDocument.tsx';
import { STATUS_MESSAGES, StatusMessage } from './layout/StatusMessage.tsx';
import { eachBlock, pageGalleryCollectionIds, pageSummaryRequests } from './page-blocks.ts';
import { type PageData, PageDataError, sanitizePageData } from './page-data.ts';
import { serverConfig } from './puck-config.tsx';
import { RenderBlocks } from './render-blocks.tsx';
import { StoreContext } from './store/store-context.ts';

export { ANNOUNCEMENT_BAR_CSS } from './announcement-bar/AnnouncementBar.tsx';
export { extractForms, type PageForm } from './blocks/Form/extract.ts';
export type { SummaryCollection, SummaryCollections } from './blocks/Summary/summary-context.ts';
export type { CollectionRender } from './collections/types.ts';
export { type ContentSources, pageContentSources } from './content-sources.ts';
export { COOKIE_BANNER_CSS } from './cookie-banner/CookieBanner.tsx';
export type { PageHead, SiteIcons } from './layout/PageHead.tsx';
export {
  migratePageData,
  type PageData,
  PageDataError,
  sanitizePageData,
  sanitizeRichText,
} from './page-data.ts';
export { POPUP_OVERLAY_CSS } from './popup-overlay/PopupOverlay.tsx';
export { PAGE_SCHEMA_VERSION } from './schema-version.ts';
export { pageScriptHtml, type ScriptHtml } from './script-html.ts';

const SUBSCRIPTION_KINDS = [
  'subscribe-checkout',
  'subscription-confirmed',
  'subscription',
  'account-subscriptions',
] as const;
type SubscriptionPageKind = (typeof SUBSCRIPTION_KINDS)[number];

export type { SubscriptionPageView };

export interface RenderInput {
  kind:
    | 'page'
    | 'not-found'
    | 'error'
    | 'newsletter-unsubscribe'
    | 'product'
    | 'cart'
    | 'checkout'
    | 'checkout-unavailable'
    | 'order-confirmed'
    | 'product-review'
    | 'parking'
    | 'search'
    | 'lock-screen'
    | 'protected-content'
    | 'access-denied'
    | 'donate'
    // Issue 20 (decision 068): the members' pages (/members/join, /members/account).
    | 'members'
    | 'gift-card-checkout'
    | 'gift-card-balance'
    | SubscriptionPageKind;
  data?: PageData;
  /** The published page's id (the Donation block's button names it, SHOP-005). */
  pageId?: string;
  /** Kind 'donate' (PAGE-011): the donate page, its unavailable state or the thank-you page. */
  donate?: DonatePageView;
  pageTitle: string;
  site: SiteChrome;
  store?: {
    currencyCode: string;
    measurementSystem: 'IMPERIAL' | 'METRIC';
    /** Pages whose data has a ProductList block (see pageHasProductList). */
    products?: ProductView[];
    /** Kind 'product'. */
    product?: ProductView;
    /** Kind 'product': its reviews. */
    reviews?: ReviewSummary;
    /** Kind 'product-review': the review link's product and state. */
    review?: ReviewRequestView;
    /** Kind 'product', issue 20: its variants' member prices ("Members pay $X"). */
    memberPrices?: Record<string, number>;
    /** Kind 'order-confirmed'. */
    order?: OrderDetail & { downloads: { title: string; url: string }[] };
    checkout?: {
      checkoutMinimumCents: number;
      instalments: { enabled: boolean; minCents: number; maxCents: number };
      paymentProvider: 'test' | 'stripe';
      stripePublishableKey?: string | null;
    };
    /** Issue 20 (decision 065): kind 'gift-card-checkout'. */
    giftCard?: GiftCardCheckoutProps;
  };
  /** Issue 20: kinds 'lock-screen', 'protected-content', 'access-denied' (decision 066). */
  memberArea?: MemberAreaScreen;
  /** Kind 'members' (issue 20): the pricing screen or the member's page. */
  members?: MembersPageView;
  /** The subscriptions' kinds (issue 20 section 2): the checkout, the confirmed page, one, the list. */
  subscription?: SubscriptionPageView;
  /** Kind 'search' (PAGE-003): the results of the visitor's query. */
  search?: SearchResultsView;
  /** The gallery collections the page's Gallery blocks show (see pageGalleryCollectionIds). */
  galleries?: GalleryCollections;
  /** Issue 17 part 2: the collections the page's Summary blocks show (see pageSummaryRequests). */
  summaries?: SummaryCollections;
  pageContext: PageContext;
  /** Where the client build is served, e.g. '/_site/'. */
  assetBase: string;
  /** Issue 16 part 5: the head's search and sharing tags (seo-head.ts on the server). */
  head?: PageHead;
  /** Issue 17: a collection's list after the page's blocks, or an item around its body (data). */
  collection?: CollectionRender;
}

const RENDER_TIMEOUT_MS = 10_000;

/** React's mark of a Suspense boundary it gave up on and left to the browser. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Renders to a string. The fast path is renderToString (~0.35 ms a page less than streaming);
 * if anything suspended (Puck's rich text does in the editor's renderer; a future block might),
 * renderToString leaves a fallback, so the page is rendered again waiting for everything.
 */
function renderComplete(element: ReactNode): Promise<string> {
  const html = renderToString(element);
  // The streaming renderer writes the doctype for an <html> root; renderToString does not.
  return html.includes(CLIENT_RENDERED_BOUNDARY)
    ? renderAllReady(element)
    : Promise.resolve(`<!DOCTYPE html>${html}`);
}

/** Renders once everything, Suspense boundaries included, is ready (onAllReady). */
function renderAllReady(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    const timer = setTimeout(() => stream.abort(new Error('Rendering took too long')), RENDER_TIMEOUT_MS);
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error);
    };
    // An error inside a Suspense boundary would leave that part to the browser, which has no
    // React for static blocks: treat it as a failed render.
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: fail,
      onError: fail,
    });
  });
}

/** resolveAllData walks the whole tree (~0.6 ms a page): only worth it when a block resolves data. */
const hasResolvers =
  Boolean(serverConfig.root?.resolveData) ||
  Object.values(serverConfig.components).some((component) => Boolean(component.resolveData));

/**
 * Sanitised data per stored object: the server keeps published page data in memory, so the same
 * object comes back on every view and is sanitised once rather than on each render.
 */
const sanitized = new WeakMap<object, PageData>();
function sanitizedForRender(data: PageData): PageData {
  const known = sanitized.get(data);
  if (known) return known;
  const clean = sanitizePageData(data);
  sanitized.set(data, clean);
  return clean;
}

/** True when any block of the page, nested ones included, is a ProductList: it needs the catalogue. */
export function pageHasProductList(data: PageData): boolean {
  return eachBlock(data).some((block) => block.type === 'ProductList');
}

/** The id of the page's first Image or Gallery block (top level), which loads at once. */
function eagerMediaOf(data: PageData): string | null {
  const first = (Array.isArray(data.content) ? data.content : []).find(
    (block) => block?.type === 'Image' || block?.type === 'Gallery',
  );
  return (first?.props as { id?: string } | undefined)?.id ?? null;
}

export { pageGalleryCollectionIds, pageSummaryRequests };

const NO_CHECKOUT_RULES: NonNullable<NonNullable<RenderInput['store']>['checkout']> = {
  checkoutMinimumCents: 0,
  instalments: { enabled: false, minCents: 0, maxCents: 0 },
  paymentProvider: 'test',
};

type PageKind = RenderInput['kind'];

/** The store's pages (the not-found page when their product or order is missing); null for other kinds. */
function storeContent(input: RenderInput): { kind: PageKind; content: ReactNode } | null {
  const store = input.store;
  const currencyCode = store?.currencyCode || input.pageContext.websiteSettings.storeCurrency || 'USD';
  const checkout = { currencyCode, ...(store?.checkout ?? NO_CHECKOUT_RULES) };
  switch (input.kind) {
    case 'product':
      return store?.product
        ? {
            kind: 'product',
            content: (
              <>
                <ProductPage
                  product={store.product}
                  currencyCode={currencyCode}
                  memberNote={
                    store.memberPrices ? (
                      <MemberPriceNote memberPrices={store.memberPrices} currencyCode={currencyCode} />
                    ) : undefined
                  }
                />
                {store.reviews ? <ProductReviews reviews={store.reviews} /> : null}
              </>
            ),
          }
        : { kind: 'not-found', content: <StatusMessage kind="not-found" /> };
    case 'product-review':
      return store?.review
        ? { kind: 'product-review', content: <ProductReviewPage review={store.review} /> }
        : { kind: 'not-found', content: <StatusMessage kind="not-found" /> };
    case 'cart': {
      const { paymentProvider: _provider, ...cartRules } = checkout;
      return { kind: 'cart', content: <CartPage {...cartRules} /> };
    }
    case 'checkout':
      return { kind: 'checkout', content: <CheckoutPage {...checkout} /> };
    case 'checkout-unavailable':
      return { kind: 'checkout-unavailable', content: <CheckoutUnavailable /> };
    case 'gift-card-checkout':
      return store?.giftCard
        ? { kind: 'gift-card-checkout', content: <GiftCardCheckoutPage {...store.giftCard} /> }
        : { kind: 'not-found', content: <StatusMessage kind="not-found" /> };
    case 'gift-card-balance':
      return { kind: 'gift-card-balance', content: <GiftCardBalancePage /> };
    case 'order-confirmed':
      return store?.order
        ? { kind: 'order-confirmed', content: <OrderConfirmed order={store.order} /> }
        : { kind: 'not-found', content: <StatusMessage kind="not-found" /> };
    default:
      return null;
  }
}

async function pageContent(input: RenderInput): Promise<{ kind: PageKind; content: ReactNode }> {
  if (input.kind === 'newsletter-unsubscribe')
    return { kind: input.kind, content: <NewsletterUnsubscribe siteTitle={input.site.title} /> };
  if (input.kind === 'parking')
    return {
      kind: input.kind,
      content: (
        <ParkingPage
          siteTitle={input.site.title}
          description={input.site.description ?? ''}
          logo={input.site.logo ?? null}
        />
      ),
    };
  if (input.kind === 'search')
    return {
      kind: input.kind,
      content: (
        <SearchPage
          view={input.search ?? { query: '', results: [], total: 0, page: 1, pageCount: 0, suggestions: [] }}
        />
      ),
    };
  if (input.kind === 'lock-screen' || input.kind === 'protected-content' || input.kind === 'access-denied')
    return input.memberArea
      ? { kind: input.kind, content: <MemberAreaPage screen={input.memberArea} /> }
      : { kind: 'not-found', content: <StatusMessage kind="not-found" /> };
  if (input.kind === 'donate' && input.donate)
    return { kind: input.kind, content: <DonatePage view={input.donate} /> };
  if (input.kind === 'members' && input.members)
    return { kind: input.kind, content: <MembersPage view={input.members} /> };
  if (SUBSCRIPTION_KINDS.includes(input.kind as SubscriptionPageKind) && input.subscription)
    return { kind: input.kind, content: <SubscriptionPage view={input.subscription} /> };
  const forStore = storeContent(input);
  if (forStore) return forStore;
  if (input.kind === 'not-found' || input.kind === 'error')
    return { kind: input.kind, content: <StatusMessage kind={input.kind} /> };
  let data: PageData;
  try {
    // Rich text was sanitised when saved; it is sanitised again here, so old rows are safe too.
    data = sanitizedForRender(input.data ?? { root: { props: {} }, content: [] });
  } catch (error) {
    if (error instanceof PageDataError) return { kind: 'error', content: <StatusMessage kind="error" /> };
    throw error;
  }
  const resolved = hasResolvers ? ((await resolveAllData(data, serverConfig)) as Data) : data;
  // Published pages always have the store context, so a ProductList never shows the editor's
  // placeholder to visitors (a site without a store gets an empty list).
  const store = {
    currencyCode: input.store?.currencyCode || input.pageContext.websiteSettings.storeCurrency || 'USD',
    measurementSystem: input.store?.measurementSystem ?? 'IMPERIAL',
    products: input.store?.products ?? [],
  };
  const content = (
    <StoreContext.Provider value={store}>
      <GalleryContext.Provider value={input.galleries ?? {}}>
        <SummaryContext.Provider value={input.summaries ?? {}}>
          <EagerMediaContext.Provider value={eagerMediaOf(data)}>
            <SocialAccountsContext.Provider value={input.site.footer?.social ?? []}>
              <DonationPageContext.Provider value={input.pageId ?? null}>
                <RenderBlocks config={serverConfig} data={resolved} />
              </DonationPageContext.Provider>
            </SocialAccountsContext.Provider>
          </EagerMediaContext.Provider>
        </SummaryContext.Provider>
      </GalleryContext.Provider>
    </StoreContext.Provider>
  );
  const collection = input.collection;
  if (collection?.view === 'item')
    return { kind: 'page', content: <CollectionItemPage render={collection}>{content}</CollectionItemPage> };
  if (collection?.view === 'list')
    return {
      kind: 'page',
      content: (
        <>
          {content}
          <CollectionList list={collection} />
        </>
      ),
    };
  return { kind: 'page', content };
}

const STORE_TITLES: Partial<Record<PageKind, string>> = {
  cart: 'Cart',
  checkout: 'Checkout',
  'checkout-unavailable': 'Checkout unavailable',
  'gift-card-checkout': 'Gift card',
  'gift-card-balance': 'Gift card balance',
  'order-confirmed': 'Order confirmed',
  'product-review': 'Write a review',
  search: 'Search',
  'lock-screen': 'This page is locked',
  'protected-content': 'Password protected',
  'access-denied': 'Members only',
};

function titleOf(kind: PageKind, input: RenderInput): string {
  if (
    kind === 'page' ||
    kind === 'parking' ||
    kind === 'donate' ||
    kind === 'members' ||
    SUBSCRIPTION_KINDS.includes(kind as SubscriptionPageKind)
  )
    return input.pageTitle;
  if (kind === 'newsletter-unsubscribe') return `Unsubscribe — ${input.site.title}`;
  if (kind === 'product' && input.store?.product) return `${input.store.product.title} — ${input.site.title}`;
  const heading = STORE_TITLES[kind] ?? STATUS_MESSAGES[kind as keyof typeof STATUS_MESSAGES].heading;
  return `${heading} — ${input.site.title}`;
}

/** A whole HTML document for a published page, a store page, the not-found page or the error page. */
export async function renderSitePage(input: RenderInput): Promise<string> {
  const { kind, content } = await pageContent(input);
  const title = titleOf(kind, input);
  return renderComplete(
    <SiteDocument
      title={title}
      site={input.site}
      pageContext={input.pageContext}
      assets={siteAssets(input.assetBase)}
      year={new Date().getFullYear()}
      head={input.head}
    >
      {content}
    </SiteDocument>,
  );
}

/**
 * EDIT-079: a Summary widget's HTML (POST /api/widget/GetWidgetRendering answers it as data.html):
 * the very component a published page renders, alone. React escapes every item text.
 */
export function renderCollectionSummary(input: {
  settings: SummarySettings;
  collection: SummaryCollection;
}): string {
  return renderToStaticMarkup(<SummaryView settings={input.settings} collection={input.collection} />);
}
