// AUTH-025: website roles by number, as the spec numbers them (no role has 5).
export const WebsiteRole = {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  storeManager: 8,
  scheduling: 9,
  viewer: 10,
  campaignsEditor: 11,
  schedulingViewer: 12,
  schedulingEditor: 13,
} as const;

export type WebsiteRoleName = keyof typeof WebsiteRole;
export type WebsiteRoleNumber = (typeof WebsiteRole)[WebsiteRoleName];

const NAMES = new Map<number, WebsiteRoleName>(
  Object.entries(WebsiteRole).map(([name, n]) => [n, name as WebsiteRoleName]),
);

export function isWebsiteRole(n: number): n is WebsiteRoleNumber {
  return NAMES.has(n);
}

export function websiteRoleName(n: number): WebsiteRoleName | undefined {
  return NAMES.get(n);
}

/** Roles that may change pages in the config area. */
export function canEditPages(role: number): boolean {
  return role === WebsiteRole.admin || role === WebsiteRole.editor;
}
