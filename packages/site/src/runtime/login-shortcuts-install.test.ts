// The escape-key login as the runtime installs it (AUTH-003), behind the escape-key manager.
import type { PageContext } from '@folio/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installLoginShortcuts } from './login-shortcuts-install.ts';

function aVisitorContext(): PageContext {
  return {
    websiteSettings: { escapeKeyLogin: true },
    website: { developerMode: false, cloneable: false },
    websiteRoles: [],
    authenticatedAccount: null,
  } as unknown as PageContext;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the escape-key login on a published page', () => {
  it('issue 14 item 13: AUTH-003 Escape in an open dialog closes it and stays; with nothing open it goes to the sign-in', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    installLoginShortcuts(aVisitorContext());
    const dialog = document.createElement('dialog');
    dialog.innerHTML = '<button type="button">Close</button>';
    document.body.append(dialog);
    dialog.showModal();
    dialog
      .querySelector('button')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(assign).not.toHaveBeenCalled();
    dialog.close();
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign.mock.calls[0]![0]).toMatch(/^\/config\/\?frameUrl=.*&escape=1$/);
  });
});
