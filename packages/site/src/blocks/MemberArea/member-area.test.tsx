// Issue 20 (decision 066): the member-area screens' markup and the password form's island.
import { MEMBER_AREA_TEXT } from '@folio/core/member-areas';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhancePassword } from './island.ts';
import { MemberAreaNav, MemberAreaPage } from './MemberArea.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

const screen = (
  kind: 'lock-screen' | 'protected-content' | 'access-denied',
  joinHref: string | null = null,
) =>
  renderToString(
    <MemberAreaPage screen={{ kind, pageId: 'p1', pageTitle: 'Lounge', joinHref, canJoin: true }} />,
  );

describe('issue 20: the member-area screens', () => {
  it('PAGE-004 PAGE-014 PAGE-015 the lock screen says the page is locked and to members only, with sign-in and join', () => {
    const html = screen('lock-screen');
    expect(html).toContain(`>${MEMBER_AREA_TEXT.locked}</h1>`);
    expect(html).toContain(MEMBER_AREA_TEXT.membersOnly);
    expect(html).toContain('data-member-sign-in=""');
    expect(html).toContain('data-member-join=""');
    // Locked to plans: join leads to the pricing page.
    expect(screen('lock-screen', '/member-access')).toContain('href="/member-access"');
    // Nothing of the page but its id for the island.
    expect(html).not.toContain('Lounge');
  });

  it('PAGE-007 the access-denied page; PAGE-016 the member navigation marks the current page', () => {
    expect(screen('access-denied')).toContain(`>${MEMBER_AREA_TEXT.deniedHeading}</h1>`);
    const nav = renderToString(
      <MemberAreaNav
        nav={{ email: 'm@example.test', links: [{ title: 'Lounge', href: '/lounge', isCurrent: true }] }}
      />,
    );
    expect(nav).toContain('aria-label="Member area"');
    expect(nav).toContain('href="/lounge" aria-current="page"');
    expect(nav).toContain('>Sign out</button>');
  });

  it('PAGE-006 the password form sends the page and password; a wrong one shows the server message, the right one reloads', async () => {
    document.body.innerHTML = `<div id="root">${screen('protected-content')}</div>`;
    const element = document.getElementById('root')!;
    const post = vi
      .fn()
      .mockResolvedValueOnce({ status: 400, data: { message: MEMBER_AREA_TEXT.wrongPassword } })
      .mockResolvedValueOnce({ status: 200, data: { unlocked: true } });
    const reload = vi.fn();
    enhancePassword(element, 'p1', post, reload);
    const input = element.querySelector<HTMLInputElement>('input[type="password"]')!;
    const form = element.querySelector('form')!;
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(element.querySelector('[data-member-error]')!.textContent).toBe('Enter the password.');
    expect(post).not.toHaveBeenCalled();
    input.value = 'guess';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() =>
      expect(element.querySelector('[data-member-error]')!.textContent).toBe(MEMBER_AREA_TEXT.wrongPassword),
    );
    expect(post).toHaveBeenCalledWith('POST', '/api/member-areas/unlock', {
      pageId: 'p1',
      password: 'guess',
    });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(reload).not.toHaveBeenCalled();
    input.value = 'right';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });
});
