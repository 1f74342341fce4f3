// AUTH-028: numbered permissions, and which website role holds which (the spec leaves the numbers
// and the mapping open; docs/decisions/007 records this choice). The server checks these on every
// config-area call; the config area reads them only to hide what would be refused anyway.
import { WebsiteRole, type WebsiteRoleNumber } from './roles.ts';

export const Permission = {
  config: 1,
  contentManager: 2,
  settingsGeneral: 10,
  settingsDomains: 11,
  settingsPermissions: 12,
  settingsDeveloper: 13,
  commerceOrders: 20,
  commerceInventory: 21,
  commerceSettings: 22,
  newsletterRead: 30,
  newsletterWrite: 31,
  marketing: 40,
  analytics: 41,
  formSubmissions: 42,
  scheduling: 50,
  schedulingRead: 51,
  comments: 60,
  billing: 70,
  adminBilling: 71,
  loginAs: 80,
  admin: 99,
} as const;

export type PermissionName = keyof typeof Permission;
export type PermissionNumber = (typeof Permission)[PermissionName];

const ALL = Object.values(Permission) as PermissionNumber[];
const P = Permission;

const BY_ROLE: Record<WebsiteRoleNumber, readonly PermissionNumber[]> = {
  [WebsiteRole.admin]: ALL,
  [WebsiteRole.billing]: [P.config, P.billing, P.commerceOrders],
  [WebsiteRole.reporting]: [P.config, P.analytics, P.formSubmissions, P.newsletterRead],
  [WebsiteRole.editor]: [P.config, P.contentManager, P.formSubmissions, P.comments],
  [WebsiteRole.moderator]: [P.config, P.comments],
  [WebsiteRole.commenter]: [P.comments],
  [WebsiteRole.storeManager]: [
    P.config,
    P.commerceOrders,
    P.commerceInventory,
    P.commerceSettings,
    P.analytics,
  ],
  [WebsiteRole.scheduling]: [P.config, P.scheduling, P.schedulingRead],
  [WebsiteRole.viewer]: [P.config],
  [WebsiteRole.campaignsEditor]: [P.config, P.marketing, P.newsletterRead, P.newsletterWrite],
  [WebsiteRole.schedulingViewer]: [P.config, P.schedulingRead],
  [WebsiteRole.schedulingEditor]: [P.config, P.scheduling, P.schedulingRead],
};

/** The permissions a role holds; none for an unknown number. */
export function permissionsOf(role: number): readonly PermissionNumber[] {
  return BY_ROLE[role as WebsiteRoleNumber] ?? [];
}

export function hasPermission(role: number | undefined, permission: PermissionNumber): boolean {
  return role !== undefined && permissionsOf(role).includes(permission);
}

/** The spoken name of a permission number, for messages ("needs the contentManager permission"). */
export function permissionName(permission: number): PermissionName | undefined {
  return (Object.keys(Permission) as PermissionName[]).find((name) => Permission[name] === permission);
}

/** Roles an admin can hand out in the Permissions screen, with the words the screen shows. */
export const ROLE_LABELS: Record<WebsiteRoleNumber, string> = {
  [WebsiteRole.admin]: 'Administrator',
  [WebsiteRole.billing]: 'Billing',
  [WebsiteRole.reporting]: 'Reporting',
  [WebsiteRole.editor]: 'Content editor',
  [WebsiteRole.moderator]: 'Comment moderator',
  [WebsiteRole.commenter]: 'Trusted commenter',
  [WebsiteRole.storeManager]: 'Store manager',
  [WebsiteRole.scheduling]: 'Scheduling administrator',
  [WebsiteRole.viewer]: 'Viewer',
  [WebsiteRole.campaignsEditor]: 'Campaigns editor',
  [WebsiteRole.schedulingViewer]: 'Scheduling viewer',
  [WebsiteRole.schedulingEditor]: 'Scheduling editor',
};
