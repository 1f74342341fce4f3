// The config area's screens besides Pages: their addresses under /config/, their names in the
// navigation and the document title, who may see them, and the screen itself, loaded on demand
// (each its own chunk, so the page editor's bundle does not carry them).
import { Permission } from '@folio/core/permissions';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import type { PageSummary } from '../features/pages/api/pages.ts';

export interface ScreenContext {
  permissions: readonly number[];
  pages: PageSummary[];
  onSiteTitleSaved: (title: string) => void;
}

export interface ConfigScreen {
  /** Below /config/ (wouter's base), e.g. `/store`. */
  path: string;
  /** In the navigation and in the document title ("Store · <site title> · Folio"). */
  label: string;
  isAllowed: (permissions: readonly number[]) => boolean;
  render: (context: ScreenContext) => ReactNode;
}

function onDemand<P extends object>(
  load: () => Promise<Record<string, unknown>>,
  name: string,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<P> }));
}

const DesignScreen = onDemand(() => import('../features/design/components/DesignScreen.tsx'), 'DesignScreen');
const StoreScreen = onDemand<{ permissions: readonly number[] }>(
  () => import('../features/store/components/StoreDialog.tsx'),
  'StoreDialog',
);
const MembershipsScreen = onDemand(
  () => import('../features/memberships/components/MembershipsScreen.tsx'),
  'MembershipsScreen',
);
const FormsScreen = onDemand(
  () => import('../features/form-submissions/components/FormSubmissionsDialog.tsx'),
  'FormSubmissionsDialog',
);
const NewsletterScreen = onDemand<{ canRemove: boolean }>(
  () => import('../features/newsletter/components/NewsletterDialog.tsx'),
  'NewsletterDialog',
);
const CampaignsScreen = onDemand<{ canEdit: boolean }>(
  () => import('../features/newsletter/components/CampaignsScreen.tsx'),
  'CampaignsScreen',
);
const MediaScreen = onDemand(() => import('../features/media/components/MediaDialog.tsx'), 'MediaDialog');
const GalleriesScreen = onDemand(
  () => import('../features/galleries/components/GalleriesDialog.tsx'),
  'GalleriesDialog',
);
const NavigationScreen = onDemand<{ pages: PageSummary[] }>(
  () => import('../features/navigation/components/NavigationDialog.tsx'),
  'NavigationDialog',
);
const SettingsScreen = onDemand<{ onSaved: (title: string) => void }>(
  () => import('../features/settings/components/SettingsRoutes.tsx'),
  'SettingsRoutes',
);
const PermissionsScreen = onDemand(
  () => import('../features/permissions/components/PermissionsDialog.tsx'),
  'PermissionsDialog',
);
const SiteErrorsScreen = onDemand(
  () => import('../features/site-errors/components/SiteErrorsDialog.tsx'),
  'SiteErrorsDialog',
);

const CollectionsScreen = onDemand<{ canPublish: boolean; canDraftEmail: boolean }>(
  () => import('../features/collections/components/CollectionsScreen.tsx'),
  'CollectionsScreen',
);

// Issue 20 (decision 066): who may open each page.
const MemberAreasScreen = onDemand(
  () => import('../features/member-areas/components/MemberAreasScreen.tsx'),
  'MemberAreasScreen',
);

const AnalyticsScreen = onDemand(
  () => import('../features/analytics/components/AnalyticsScreen.tsx'),
  'AnalyticsScreen',
);

// Issue 20 (decision 069): the owner's donations and totals per campaign.
const DonationsScreen = onDemand(
  () => import('../features/donations/components/DonationsScreen.tsx'),
  'DonationsScreen',
);

const STORE_PERMISSIONS = [
  Permission.commerceOrders,
  Permission.commerceInventory,
  Permission.commerceSettings,
] as const;

const holds = (permission: number) => (permissions: readonly number[]) => permissions.includes(permission);

/** Pages (/config/pages, /config/pages/<id>) is the shell's own screen, first in the navigation. */
export const PAGES_LABEL = 'Pages';

/** In the navigation's order. Each is shown only to a role holding the permission it checks. */
export const CONFIG_SCREENS: readonly ConfigScreen[] = [
  // EDIT-001: the design area is at /config/design.
  {
    path: '/design',
    label: 'Design',
    isAllowed: holds(Permission.settingsGeneral),
    render: () => <DesignScreen />,
  },
  // Issue 17: blogs, events and portfolios. Contributors (comments or marketing) write and submit.
  {
    path: '/collections',
    label: 'Collections',
    isAllowed: (permissions) =>
      [Permission.contentManager, Permission.comments, Permission.marketing].some((p) =>
        permissions.includes(p),
      ) && permissions.includes(Permission.config),
    render: ({ permissions }) => (
      <CollectionsScreen
        canPublish={permissions.includes(Permission.contentManager)}
        canDraftEmail={permissions.includes(Permission.newsletterWrite)}
      />
    ),
  },
  {
    path: '/store',
    label: 'Store',
    isAllowed: (permissions) => STORE_PERMISSIONS.some((p) => permissions.includes(p)),
    render: ({ permissions }) => <StoreScreen permissions={permissions} />,
  },
  // Issue 20 (decision 068): paid membership plans and member prices.
  {
    path: '/memberships',
    label: 'Memberships',
    isAllowed: holds(Permission.commerceSettings),
    render: () => <MembershipsScreen />,
  },
  {
    path: '/donations',
    label: 'Donations',
    isAllowed: holds(Permission.commerceOrders),
    render: () => <DonationsScreen />,
  },
  {
    path: '/forms',
    label: 'Forms',
    isAllowed: holds(Permission.formSubmissions),
    render: () => <FormsScreen />,
  },
  {
    path: '/newsletter',
    label: 'Newsletter',
    isAllowed: holds(Permission.newsletterRead),
    render: ({ permissions }) => (
      <NewsletterScreen canRemove={permissions.includes(Permission.newsletterWrite)} />
    ),
  },
  // Issue 17: newsletter drafts (EDIT-009's "Create a draft in email campaigns"); no sending yet.
  {
    path: '/email-campaigns',
    label: 'Email campaigns',
    isAllowed: holds(Permission.newsletterRead),
    render: ({ permissions }) => (
      <CampaignsScreen canEdit={permissions.includes(Permission.newsletterWrite)} />
    ),
  },
  // Issue 18 part 4: the owner's analytics (docs/decisions/044).
  {
    path: '/analytics',
    label: 'Analytics',
    isAllowed: holds(Permission.analytics),
    render: () => <AnalyticsScreen />,
  },
  {
    path: '/media',
    label: 'Media',
    isAllowed: holds(Permission.contentManager),
    render: () => <MediaScreen />,
  },
  {
    path: '/galleries',
    label: 'Galleries',
    isAllowed: holds(Permission.contentManager),
    render: () => <GalleriesScreen />,
  },
  {
    path: '/member-areas',
    label: 'Member areas',
    isAllowed: holds(Permission.contentManager),
    render: () => <MemberAreasScreen />,
  },
  {
    path: '/navigation',
    label: 'Navigation',
    isAllowed: holds(Permission.contentManager),
    render: ({ pages }) => <NavigationScreen pages={pages} />,
  },
  {
    path: '/settings',
    label: 'Settings',
    isAllowed: holds(Permission.settingsGeneral),
    render: ({ onSiteTitleSaved }) => <SettingsScreen onSaved={onSiteTitleSaved} />,
  },
  {
    path: '/permissions',
    label: 'Permissions',
    isAllowed: holds(Permission.settingsPermissions),
    render: () => <PermissionsScreen />,
  },
  {
    path: '/site-errors',
    label: 'Site errors',
    isAllowed: () => true,
    render: () => <SiteErrorsScreen />,
  },
];
