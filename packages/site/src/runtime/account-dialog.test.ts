import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AccountDialog, createAccountDialog } from './account-dialog.ts';
import { XSRF_KEY } from './site-user-session.ts';
import { OVERLAY_ID } from './system-error-overlay.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const signedIn = (email: string) => json(200, { xsrfToken: 'xsrf-123', account: { id: 'u1', email } });

/** The site's API as a queue of answers; each call is recorded. */
function fakeApi(...answers: (Response | Promise<Response>)[]) {
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        method: init.method ?? 'GET',
        path: String(url).replace(/[?&]crumb=[^&]*/, ''),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        headers: init.headers as Record<string, string>,
      });
      const answer = answers.shift();
      if (!answer) throw new Error('no more answers');
      return answer;
    }),
  );
  return calls;
}

function aHeaderLink() {
  const link = document.createElement('a');
  link.href = '#account';
  link.textContent = 'Sign in';
  document.body.append(link);
  return link;
}

function view(dialog: AccountDialog) {
  const root = dialog.element!;
  const byLabel = (label: string) => {
    const id = [...root.querySelectorAll('label')].find((l) => l.textContent === label)?.htmlFor;
    return root.querySelector<HTMLInputElement>(`#${id}`)!;
  };
  const button = (name: string) =>
    [...root.querySelectorAll('button')].find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
    );
  return {
    root,
    byLabel,
    button,
    alert: () => root.querySelector('[role="alert"]')!,
    heading: () => root.querySelector('h2')!.textContent,
    fill(fields: Record<string, string>) {
      for (const [label, value] of Object.entries(fields)) byLabel(label).value = value;
    },
    submit: () => root.querySelector('form')!.requestSubmit(),
  };
}

beforeEach(() => {
  document.body.replaceChildren();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the account dialog', () => {
  it('opens as a modal "Sign in" form with labelled fields and focus on the email', () => {
    const dialog = createAccountDialog({ link: aHeaderLink() });
    dialog.open();
    const ui = view(dialog);
    expect(ui.root.open).toBe(true);
    expect(ui.root.getAttribute('aria-labelledby')).toBe(ui.root.querySelector('h2')!.id);
    expect(ui.heading()).toBe('Sign in');
    expect(ui.byLabel('Email').type).toBe('email');
    expect(ui.byLabel('Password').type).toBe('password');
    expect(ui.byLabel('Keep me signed in').type).toBe('checkbox');
    expect(document.activeElement).toBe(ui.byLabel('Email'));
  });

  it('AUTH-021 signs in with "Keep me signed in" as rememberMe; the header link then reads the email', async () => {
    const calls = fakeApi(signedIn('ada@example.test'));
    const link = aHeaderLink();
    const dialog = createAccountDialog({ link });
    dialog.open();
    const ui = view(dialog);
    ui.fill({ Email: ' ada@example.test ', Password: 'secret-password' });
    ui.byLabel('Keep me signed in').checked = true;
    ui.submit();

    await vi.waitFor(() => expect(link.textContent).toBe('ada@example.test'));
    expect(calls).toMatchObject([
      {
        method: 'POST',
        path: '/api/site-users/account/session',
        body: { email: 'ada@example.test', password: 'secret-password', rememberMe: true },
      },
    ]);
    expect(sessionStorage.getItem(XSRF_KEY)).toBe('xsrf-123');
    expect(ui.root.textContent).toContain('Signed in as ada@example.test');
    expect(ui.button('Sign out')).toBeDefined();
  });

  it('the submit button is busy until the answer; the server’s message shows in an alert, with no overlay', async () => {
    let answer!: (response: Response) => void;
    fakeApi(new Promise<Response>((resolve) => (answer = resolve)));
    const dialog = createAccountDialog({ link: aHeaderLink() });
    dialog.open();
    const ui = view(dialog);
    ui.fill({ Email: 'ada@example.test', Password: 'wrong' });
    ui.submit();

    const submit = ui.root.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await vi.waitFor(() => expect(submit.getAttribute('aria-disabled')).toBe('true'));
    expect(submit.textContent).toBe('Signing in…');
    answer(json(401, { error: 'invalid_credentials', message: 'Email or password is incorrect.' }));

    await vi.waitFor(() => expect(ui.alert().textContent).toBe('Email or password is incorrect.'));
    expect(submit.hasAttribute('aria-disabled')).toBe(false);
    expect(submit.textContent).toBe('Sign in');
    expect(document.getElementById(OVERLAY_ID)).toBeNull();
  });

  it('"Create account" signs up, then signs in with the same email and password', async () => {
    const calls = fakeApi(
      json(201, { account: { id: 'u1', email: 'new@example.test' } }),
      signedIn('new@example.test'),
    );
    const link = aHeaderLink();
    const dialog = createAccountDialog({ link });
    dialog.open();
    view(dialog).button('Create an account')!.click();
    const ui = view(dialog);
    expect(ui.heading()).toBe('Create account');
    expect(ui.byLabel('Password').autocomplete).toBe('new-password');
    ui.fill({ Email: 'new@example.test', Password: 'long-enough' });
    ui.submit();

    await vi.waitFor(() => expect(link.textContent).toBe('new@example.test'));
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/site-users/account', { email: 'new@example.test', password: 'long-enough' }],
      [
        'POST',
        '/api/site-users/account/session',
        { email: 'new@example.test', password: 'long-enough', rememberMe: false },
      ],
    ]);
  });

  it('an email already taken (409) shows the server’s message, not the full-page overlay', async () => {
    fakeApi(
      json(409, {
        error: 'email_taken',
        message: 'An account with this email already exists. Sign in instead.',
      }),
    );
    const dialog = createAccountDialog({ link: aHeaderLink() });
    dialog.open();
    view(dialog).button('Create an account')!.click();
    const ui = view(dialog);
    ui.fill({ Email: 'taken@example.test', Password: 'long-enough' });
    ui.submit();

    await vi.waitFor(() =>
      expect(ui.alert().textContent).toBe('An account with this email already exists. Sign in instead.'),
    );
    expect(document.getElementById(OVERLAY_ID)).toBeNull();
    // Going back to sign in keeps the email typed.
    ui.button('Sign in')!.click();
    expect(view(dialog).byLabel('Email').value).toBe('taken@example.test');
  });

  it('AUTH-004 with allowCreate false there is no way to create an account', () => {
    const dialog = createAccountDialog({ link: aHeaderLink() });
    dialog.open({ allowCreate: false });
    const ui = view(dialog);
    expect(ui.heading()).toBe('Sign in');
    expect(ui.button('Create an account')).toBeUndefined();
    expect(ui.root.textContent).not.toMatch(/create/i);
  });

  it('AUTH-023 "Sign out" signs out keeping the cart on this browser (cloneCart=true), the link reads "Sign in" again and focus goes back to it', async () => {
    const calls = fakeApi(signedIn('ada@example.test'), new Response(null, { status: 204 }));
    const link = aHeaderLink();
    const dialog = createAccountDialog({ link });
    dialog.open();
    view(dialog).fill({ Email: 'ada@example.test', Password: 'secret-password' });
    view(dialog).submit();
    await vi.waitFor(() => expect(view(dialog).button('Sign out')).toBeDefined());

    view(dialog).button('Sign out')!.click();
    await vi.waitFor(() => expect(link.textContent).toBe('Sign in'));
    expect(calls[1]).toMatchObject({
      method: 'DELETE',
      path: '/api/site-users/account/session?cloneCart=true',
    });
    expect(dialog.element!.open).toBe(false);
    expect(document.activeElement).toBe(link);
    expect(sessionStorage.getItem(XSRF_KEY)).toBeNull();
  });

  it('the close button closes it and focus goes back to the link', () => {
    const link = aHeaderLink();
    const dialog = createAccountDialog({ link });
    dialog.open();
    view(dialog).button('Close')!.click();
    expect(dialog.element!.open).toBe(false);
    expect(document.activeElement).toBe(link);
  });

  it('Escape inside the dialog does not reach the login shortcuts on the window', () => {
    const onWindow = vi.fn();
    window.addEventListener('keydown', onWindow);
    const dialog = createAccountDialog({ link: aHeaderLink() });
    dialog.open();
    view(dialog)
      .byLabel('Email')
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    window.removeEventListener('keydown', onWindow);
    expect(onWindow).not.toHaveBeenCalled();
  });

  it('AUTH-022 with a token from this browser session, restore asks who is signed in, with the token', async () => {
    sessionStorage.setItem(XSRF_KEY, 'xsrf-123');
    const calls = fakeApi(json(200, { account: { id: 'u1', email: 'ada@example.test' } }));
    const link = aHeaderLink();
    const dialog = createAccountDialog({ link });
    await dialog.restore();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/site-users/account' });
    expect(calls[0]!.headers['X-SiteUser-XSRF-Token']).toBe('xsrf-123');
    expect(link.textContent).toBe('ada@example.test');
    dialog.open();
    expect(view(dialog).heading()).toBe('Your account');
    expect(view(dialog).root.textContent).toContain('Signed in as ada@example.test');
  });

  it('restore forgets a token the server no longer knows, and asks nothing without one', async () => {
    sessionStorage.setItem(XSRF_KEY, 'stale');
    const calls = fakeApi(json(401, { error: 'unauthenticated', message: 'Sign in to see your account.' }));
    const link = aHeaderLink();
    const dialog = createAccountDialog({ link });
    expect(await dialog.restore()).toBeNull();
    expect(sessionStorage.getItem(XSRF_KEY)).toBeNull();
    expect(link.textContent).toBe('Sign in');
    expect(await dialog.restore()).toBeNull();
    expect(calls).toHaveLength(1);
    expect(document.getElementById(OVERLAY_ID)).toBeNull();
  });
});

describe('issue 16: "Forgot password?" in the account dialog', () => {
  const SENT =
    'If an account exists for that address, we sent it a link to choose a new password. It works for 1 hour.';
  const TOKEN = 'A'.repeat(43);

  it('asks for the email (kept from the sign-in form) and shows the server’s one answer', async () => {
    const calls = fakeApi(json(202, { message: SENT }));
    const dialog = createAccountDialog({ link: aHeaderLink() });
    dialog.open();
    view(dialog).fill({ Email: 'me@example.test' });
    view(dialog).button('Forgot password?')!.click();
    const ui = view(dialog);
    expect(ui.heading()).toBe('Reset your password');
    expect(ui.byLabel('Email').value).toBe('me@example.test');
    expect(document.activeElement).toBe(ui.byLabel('Email'));
    ui.submit();
    await vi.waitFor(() => expect(ui.root.querySelector('[role="status"]')!.textContent).toBe(SENT));
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/site-users/password-reset', { email: 'me@example.test' }],
    ]);
    ui.button('Back to sign in')!.click();
    expect(view(dialog).heading()).toBe('Sign in');
  });

  it('opens on "Choose a new password" for a link’s token; saving goes back to sign in with the email and the notice', async () => {
    sessionStorage.setItem(XSRF_KEY, 'stale');
    const calls = fakeApi(
      json(200, { email: 'me@example.test', message: 'Your new password is saved. Sign in with it.' }),
    );
    const dialog = createAccountDialog({ link: aHeaderLink() });
    dialog.openReset(TOKEN);
    const ui = view(dialog);
    expect(ui.heading()).toBe('Choose a new password');
    expect(ui.byLabel('New password').autocomplete).toBe('new-password');
    ui.fill({ 'New password': 'a-new-password' });
    ui.submit();
    await vi.waitFor(() => expect(view(dialog).heading()).toBe('Sign in'));
    expect(calls[0]!.body).toEqual({ token: TOKEN, password: 'a-new-password' });
    expect(view(dialog).byLabel('Email').value).toBe('me@example.test');
    expect(view(dialog).root.querySelector('[role="status"]')!.textContent).toBe(
      'Your new password is saved. Sign in with it.',
    );
    expect(sessionStorage.getItem(XSRF_KEY)).toBeNull();
  });

  it('a used or expired link says so, and offers to ask for a new one', async () => {
    fakeApi(
      json(410, {
        error: 'link_used',
        message: 'This link was already used. If you need to, ask for a new one.',
      }),
    );
    const dialog = createAccountDialog({ link: aHeaderLink() });
    dialog.openReset(TOKEN);
    view(dialog).fill({ 'New password': 'a-new-password' });
    view(dialog).submit();
    await vi.waitFor(() =>
      expect(view(dialog).alert().textContent).toBe(
        'This link was already used. If you need to, ask for a new one.',
      ),
    );
    view(dialog).button('Ask for a new link')!.click();
    expect(view(dialog).heading()).toBe('Reset your password');
  });

  it('a weak password shows the server’s rule and keeps the form', async () => {
    fakeApi(
      json(400, { error: 'invalid_input', message: 'This password is one of the most common passwords.' }),
    );
    const dialog = createAccountDialog({ link: aHeaderLink() });
    dialog.openReset(TOKEN);
    view(dialog).fill({ 'New password': 'password' });
    view(dialog).submit();
    await vi.waitFor(() =>
      expect(view(dialog).alert().textContent).toBe('This password is one of the most common passwords.'),
    );
    expect(view(dialog).heading()).toBe('Choose a new password');
  });

  it('a cut-off token asks for a new link without calling the server', () => {
    const calls = fakeApi();
    const dialog = createAccountDialog({ link: aHeaderLink() });
    dialog.openReset('short');
    expect(view(dialog).alert().textContent).toContain('This link is not complete.');
    expect(calls).toEqual([]);
  });
});
