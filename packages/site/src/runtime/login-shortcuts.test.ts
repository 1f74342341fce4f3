import { describe, expect, it, vi } from 'vitest';
import {
  configUrl,
  createLogout,
  escapeAction,
  logoutNotice,
  shouldRedirectToConfig,
} from './login-shortcuts.ts';

const key = (over: Partial<Parameters<typeof escapeAction>[0]> = {}) =>
  escapeAction({ key: 'Escape', shiftKey: false, isSignedIn: false, isEscapeKeyLoginOn: false, ...over });

const redirect = (over: Partial<Parameters<typeof shouldRedirectToConfig>[0]> = {}) =>
  shouldRedirectToConfig({
    isTopWindow: true,
    hostname: 'demo.localhost',
    search: '',
    isNoRedirectRemembered: false,
    developerMode: false,
    cloneable: false,
    websiteRoles: [1],
    ...over,
  });

describe('login shortcuts', () => {
  it('AUTH-001 the config area takes frameUrl with the current path and query', () => {
    expect(configUrl({ pathname: '/about', search: '?a=1' })).toBe('/config/?frameUrl=%2Fabout%3Fa%3D1');
  });

  it('AUTH-002 Escape (key code 27) sends a signed-in user to /config/', () => {
    expect(key({ isSignedIn: true })).toBe('config');
    expect(key({ key: 'Esc', keyCode: 27, isSignedIn: true })).toBe('config');
    expect(key({ key: 'Enter', isSignedIn: true })).toBeNull();
  });

  it('AUTH-003 a visitor goes to /config/ on Escape only with escape-key login on', () => {
    expect(key({ isEscapeKeyLoginOn: true })).toBe('config');
    expect(key({ isEscapeKeyLoginOn: false })).toBeNull();
  });

  it('AUTH-005 AUTH-020 Shift+Escape signs a signed-in user out; only they get the logout action', () => {
    expect(key({ shiftKey: true, isSignedIn: true })).toBe('logout');
    expect(key({ shiftKey: true, isSignedIn: false, isEscapeKeyLoginOn: true })).toBeNull();
  });

  it('AUTH-008 AUTH-027 an owner or editor in the top window is redirected', () => {
    expect(redirect({ websiteRoles: [1] })).toBe(true);
    expect(redirect({ websiteRoles: [4] })).toBe(true);
  });
  it('AUTH-009 not when the page is not the top window', () =>
    expect(redirect({ isTopWindow: false })).toBe(false));
  it('AUTH-010 not on localhost', () => expect(redirect({ hostname: 'localhost' })).toBe(false));
  it('AUTH-011 not with noredirect in the URL, or remembered for the session', () => {
    expect(redirect({ search: '?noredirect' })).toBe(false);
    expect(redirect({ search: '?x=1&noredirect=1' })).toBe(false);
    expect(redirect({ isNoRedirectRemembered: true })).toBe(false);
  });
  it('AUTH-012 not on developer-mode sites', () => expect(redirect({ developerMode: true })).toBe(false));
  it('AUTH-013 not on cloneable sites', () => expect(redirect({ cloneable: true })).toBe(false));
  it('AUTH-014 not for users whose only role is viewer', () => {
    expect(redirect({ websiteRoles: [10] })).toBe(false);
    expect(redirect({ websiteRoles: [] })).toBe(false);
  });

  it('AUTH-016 once a logout has started, further calls are ignored until it is done', async () => {
    let finish: () => void = () => {};
    const post = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const afterLogout = vi.fn();
    const logout = createLogout({ post, afterLogout });
    const first = logout();
    const second = logout();
    expect(post).toHaveBeenCalledTimes(1);
    finish();
    await Promise.all([first, second]);
    expect(afterLogout).toHaveBeenCalledTimes(1);
    const third = logout();
    expect(post).toHaveBeenCalledTimes(2);
    finish();
    await third;
  });

  it('AUTH-019 logout=true shows "Logout Successful"', () => {
    expect(logoutNotice('?logout=true')).toEqual({
      title: 'Logout Successful',
      text: 'You have been successfully logged out.',
    });
    expect(logoutNotice('?logout=false')).toBeNull();
  });
});
