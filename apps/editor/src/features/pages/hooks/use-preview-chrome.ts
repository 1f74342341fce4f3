// What the page editor's preview shows around a page and inside its store blocks (issue 16 part 1):
// the site's header and footer as visitors get them (the saved header and footer, the site's
// settings, its published pages), and the store's real catalogue for ProductList blocks. Each comes
// from the API the config area already calls, through the query layer, so a save elsewhere (the
// header panel, Settings, the store) shows in the preview at once. Until they have loaded, or when
// the one asking may not read them, the preview shows the page alone and the blocks' placeholders.
// The plain parts of @folio/core's modules, without their zod schemas (docs/decisions/029).
import type { SiteHeaderSettings } from '@folio/core/header-footer';
import { resolveNavigation } from '@folio/core/header-footer-shape';
import { mobileInfoBarContent } from '@folio/core/mobile-info-bar-shape';
import type { PreviewChrome, StoreData } from '@folio/site/editor';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useHeaderFooter } from '../../navigation/api/queries.ts';
import { useSiteSettings } from '../../settings/api/site-settings.ts';
import { useProducts, useStoreSettings } from '../../store/api/queries.ts';
import { listPages } from '../api/pages.ts';

export const pageSummariesKey = ['pages', 'summaries'] as const;

export const usePageSummaries = () => useQuery({ queryKey: pageSummariesKey, queryFn: listPages });

export function usePreviewChrome({
  slug,
  onEdit,
  draftHeader = null,
}: {
  /** The header panel's unsaved header (issue 16 part 3: a live preview); null, the saved one. */
  draftHeader?: SiteHeaderSettings | null;
  /** The page being edited: its navigation link is the current one. */
  slug: string;
  onEdit: ((part: 'header' | 'footer') => void) | undefined;
}): { chrome: PreviewChrome | null; store: StoreData | null } {
  const headerFooter = useHeaderFooter();
  const settings = useSiteSettings();
  const pages = usePageSummaries();
  const products = useProducts(true);
  const storeSettings = useStoreSettings(true);

  const chrome = useMemo<PreviewChrome | null>(() => {
    if (!headerFooter.data || !settings.data || !pages.data) return null;
    const { footer } = headerFooter.data;
    const header = draftHeader ?? headerFooter.data.header;
    const profile = settings.data.profile;
    const published = pages.data
      .filter((page) => page.publishedAt !== null)
      .map(({ id, slug, title, showInNavigation }) => ({ id, slug, title, showInNavigation }));
    return {
      title: settings.data.title,
      logo: settings.data.logo,
      navigation: resolveNavigation(header, published, slug),
      header: {
        layout: header.layout,
        cartPlacement: header.cartPlacement,
        signInPlacement: header.signInPlacement,
        mobileMenu: header.mobileMenu,
      },
      hasStore: (products.data?.length ?? 0) > 0,
      hasMemberAccounts: settings.data.memberAccounts,
      footer: {
        blocks: footer.content,
        description: profile.description,
        social: profile.social,
        business: profile.business,
      },
      mobileInfoBar: mobileInfoBarContent(profile.mobileInfoBar, profile.business),
      ...(onEdit ? { onEdit } : {}),
    };
  }, [headerFooter.data, settings.data, pages.data, products.data, slug, onEdit, draftHeader]);

  const store = useMemo<StoreData | null>(() => {
    if (!products.data || !storeSettings.data) return null;
    return {
      currencyCode: storeSettings.data.storeCurrency,
      measurementSystem: storeSettings.data.settings.measurementSystem,
      products: products.data,
    };
  }, [products.data, storeSettings.data]);

  return { chrome, store };
}
