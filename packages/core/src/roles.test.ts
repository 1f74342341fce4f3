import { describe, expect, it } from 'vitest';
import { canEditPages, isWebsiteRole, WebsiteRole, websiteRoleName } from './roles.ts';

describe('website roles', () => {
  it('AUTH-025 numbers the website roles as the spec does, with no role 5', () => {
    expect(WebsiteRole).toEqual({
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
    });
    expect(isWebsiteRole(5)).toBe(false);
    expect(websiteRoleName(10)).toBe('viewer');
  });

  it('only admins and editors may change pages', () => {
    const editing = Object.values(WebsiteRole).filter(canEditPages);
    expect(editing).toEqual([1, 4]);
  });
});
