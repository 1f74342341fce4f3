import { describe, expect, it } from 'vitest';
import { hasPermission, Permission, permissionName, permissionsOf, ROLE_LABELS } from './permissions.ts';
import { canEditPages, WebsiteRole } from './roles.ts';

describe('numbered permissions', () => {
  it('AUTH-028 numbers permissions for config, content, settings and commerce subareas, newsletter read and write, marketing, scheduling, admin billing and login-as', () => {
    const numbers = Object.values(Permission);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(Number.isInteger(n) && n > 0).toBe(true);
    const names = Object.keys(Permission);
    expect(names).toEqual(
      expect.arrayContaining([
        'config',
        'contentManager',
        'settingsGeneral',
        'settingsPermissions',
        'commerceOrders',
        'commerceInventory',
        'commerceSettings',
        'newsletterRead',
        'newsletterWrite',
        'marketing',
        'scheduling',
        'adminBilling',
        'loginAs',
      ]),
    );
    expect(permissionName(Permission.loginAs)).toBe('loginAs');
    expect(permissionName(12345)).toBeUndefined();
  });

  it('AUTH-028 gives each role its permissions: admin all, viewer only config, commenter no config area', () => {
    expect([...permissionsOf(WebsiteRole.admin)].sort((a, b) => a - b)).toEqual(
      Object.values(Permission).sort((a, b) => a - b),
    );
    expect(permissionsOf(WebsiteRole.viewer)).toEqual([Permission.config]);
    expect(hasPermission(WebsiteRole.commenter, Permission.config)).toBe(false);
    expect(hasPermission(WebsiteRole.campaignsEditor, Permission.newsletterWrite)).toBe(true);
    expect(hasPermission(WebsiteRole.reporting, Permission.newsletterWrite)).toBe(false);
    expect(hasPermission(WebsiteRole.storeManager, Permission.commerceInventory)).toBe(true);
    expect(hasPermission(WebsiteRole.editor, Permission.loginAs)).toBe(false);
    expect(hasPermission(undefined, Permission.config)).toBe(false);
    expect(permissionsOf(5)).toEqual([]);
  });

  it('the content-manager permission is exactly the roles that may change pages', () => {
    for (const role of Object.values(WebsiteRole)) {
      expect(hasPermission(role, Permission.contentManager)).toBe(canEditPages(role));
    }
  });

  it('every role has a label for the Permissions screen', () => {
    expect(
      Object.keys(ROLE_LABELS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Object.values(WebsiteRole).sort((a, b) => a - b));
  });
});
