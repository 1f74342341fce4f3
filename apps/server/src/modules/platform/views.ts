// HTML of the platform home (localhost:PORT): plain server-rendered pages and forms, no script.
export interface SiteRow {
  id: string;
  subdomain: string;
  title: string;
  url: string;
  roleName: string;
  isAdmin: boolean;
}

export interface HomeView {
  crumb: string;
  account: { email: string } | null;
  /** Issue 14 item 3: until the address is confirmed, the home asks for that instead of offering to create sites. */
  isEmailVerified: boolean;
  sites: SiteRow[];
  notice?: string;
  /** The site just created: its ready message is made from the row, so no title is ever cut. */
  createdSiteId?: string;
  error?: string;
  /** Values typed into a form that failed, shown again so nothing is lost. */
  values?: Record<string, string>;
  /** Which form the error belongs to. */
  errorFor?: 'signin' | 'signup' | 'create' | 'verify' | 'accept';
  platformHost: string;
  /** Issue 16 part 6: the starting templates offered (Blank is always offered too). */
  templates?: TemplateCard[];
  /** Issue 19 (decision 056): a platform administrator gets a link to the Features page. */
  isPlatformAdmin?: boolean;
}

/** A site title's limit: the field's maxlength, and the same as createSiteBody's (tested). */
export const SITE_TITLE_MAX = 120;

/**
 * The address field's pattern. Chromium compiles `pattern` with the `v` flag, where a `-` in a
 * class must be escaped: `[a-z0-9-]` is a syntax error there (and the check is then off).
 */
export const SUBDOMAIN_PATTERN = '[a-z0-9][a-z0-9\\-]{1,61}[a-z0-9]';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const STYLE = `
:root{--ink:#1d1c1a;--text:#45413b;--muted:#6b655c;--line:#e4ded3;--paper:#faf8f4;--card:#fff;--accent:#2f5d8a;--danger:#a3412f}
*{box-sizing:border-box}
body{margin:0;background:var(--paper);color:var(--text);font:16px/1.6 -apple-system,BlinkMacSystemFont,"Segoe UI","Helvetica Neue",Arial,sans-serif}
header{border-bottom:1px solid var(--line);background:var(--card)}
.bar{max-width:960px;margin:0 auto;padding:16px 24px;display:flex;align-items:center;justify-content:space-between;gap:16px}
.brand{font:600 20px/1 Georgia,"Times New Roman",serif;color:var(--ink);text-decoration:none;letter-spacing:-.01em}
main{max-width:960px;margin:0 auto;padding:40px 24px 64px}
h1{font:400 clamp(28px,4vw,40px)/1.15 Georgia,"Times New Roman",serif;color:var(--ink);margin:0 0 8px}
h2{font-size:18px;color:var(--ink);margin:0 0 16px}
.lead{margin:0 0 32px;color:var(--muted)}
.grid{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(280px,1fr))}
.card{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:24px}
label{display:block;font-size:14px;font-weight:500;color:var(--ink);margin:0 0 6px}
input[type=email],input[type=password],input[type=text]{width:100%;font-family:inherit;font-size:inherit;line-height:inherit;padding:10px 12px;border:1px solid #cfc8bb;border-radius:6px;background:#fff;margin:0 0 16px}
input:focus{outline:2px solid var(--accent);outline-offset:1px;border-color:var(--accent)}
.hint{font-size:13px;color:var(--muted);margin:-10px 0 16px}
fieldset{border:0;padding:0;margin:0 0 16px}
legend{font-size:14px;font-weight:500;color:var(--ink);margin-bottom:6px}
.choice{display:flex;gap:8px;align-items:center;font-weight:400;margin:0 0 6px}
button,.button{display:inline-block;font-weight:500;font-size:15px;line-height:1;font-family:inherit;padding:12px 18px;border-radius:999px;border:1px solid var(--ink);background:var(--ink);color:#fff;cursor:pointer;text-decoration:none}
.secondary{background:transparent;color:var(--ink)}
.danger{background:var(--danger);border-color:var(--danger)}
.link-button{background:none;border:0;color:var(--text);padding:0;font-size:14px;text-decoration:underline;cursor:pointer}
.flash{border-radius:8px;padding:12px 16px;margin:0 0 24px}
.flash.ok{background:#eef4ea;border:1px solid #cfe0c6}
.flash.error{background:#f8ece8;border:1px solid #e8c9c0;color:#6d2a1d}
ul.sites{list-style:none;margin:0 0 32px;padding:0;border-top:1px solid var(--line)}
ul.sites li{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between;padding:16px 0;border-bottom:1px solid var(--line)}
.site-title{font-weight:600;color:var(--ink)}
.site-url{font-size:14px;color:var(--muted)}
.actions{display:flex;gap:12px;align-items:center}
.actions a,.actions .link-button{font-size:14px;color:var(--accent)}
form.inline{display:inline;margin:0}
.empty{color:var(--muted);margin:0 0 32px}
.forgot a{color:var(--accent)}
.narrow{max-width:440px}
.templates{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));margin:4px 0 8px}
.template-card{position:relative;display:flex;flex-direction:column;margin:0;border:1px solid var(--line);border-radius:10px;background:var(--card);overflow:hidden;cursor:pointer;font-weight:400;transition:border-color .15s,box-shadow .15s}
.template-card:hover{border-color:#b9b1a3}
.template-card:has(input:checked){border-color:var(--accent);box-shadow:0 0 0 2px var(--accent)}
.template-card:has(input:focus-visible){outline:3px solid var(--accent);outline-offset:3px}
.template-card input{position:absolute;top:13px;left:14px;width:18px;height:18px;margin:0;accent-color:var(--accent)}
.template-card img,.template-blank{display:block;width:100%;height:auto;aspect-ratio:16/10;object-fit:cover;object-position:top;background:#f1ede6;border-bottom:1px solid var(--line)}
.template-blank{display:grid;place-items:center;color:var(--muted);font:400 15px/1 Georgia,serif}
.template-blank span{width:60%;height:50%;border:2px dashed #cfc8bb;border-radius:6px}
.template-text{position:relative;padding:12px 14px 14px 42px}
.template-name{display:block;font-weight:600;color:var(--ink)}
.template-summary{display:block;font-size:13px;line-height:1.45;color:var(--muted);margin-top:2px}
.wide{grid-column:1/-1}
`;

export function layout(input: {
  title: string;
  body: string;
  account?: { email: string } | null;
  crumb?: string;
}): string {
  const signOut =
    input.account && input.crumb
      ? `<form method="post" action="/logout"><input type="hidden" name="crumb" value="${escapeHtml(input.crumb)}"><span class="site-url">${escapeHtml(input.account.email)}</span> <button class="link-button" type="submit">Sign out</button></form>`
      : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.title)}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body><header><div class="bar"><a class="brand" href="/">Folio</a>${signOut}</div></header><main>${input.body}</main></body></html>`;
}

function flash(
  view: Pick<HomeView, 'notice' | 'error'>,
  form?: HomeView['errorFor'],
  current?: HomeView['errorFor'],
) {
  if (view.error && form === current)
    return `<p class="flash error" role="alert">${escapeHtml(view.error)}</p>`;
  return '';
}

const crumbField = (crumb: string) => `<input type="hidden" name="crumb" value="${escapeHtml(crumb)}">`;

function signedOut(view: HomeView): string {
  const v = (name: string, form: HomeView['errorFor']) =>
    view.errorFor === form ? escapeHtml(view.values?.[name] ?? '') : '';
  return `<h1>Build a site you are proud of</h1><p class="lead">Sign in to manage your sites, or create an account to start one.</p>
${view.notice ? `<p class="flash ok" role="status">${escapeHtml(view.notice)}</p>` : ''}
<div class="grid">
<section class="card" aria-labelledby="signin-title"><h2 id="signin-title">Sign in</h2>${flash(view, 'signin', view.errorFor)}
<form method="post" action="/login">${crumbField(view.crumb)}
<label for="signin-email">Email</label><input id="signin-email" name="email" type="email" autocomplete="email" required value="${v('email', 'signin')}">
<label for="signin-password">Password</label><input id="signin-password" name="password" type="password" autocomplete="current-password" required>
<p class="hint forgot"><a href="/forgot-password">Forgot password?</a></p>
<button type="submit">Sign in</button></form></section>
<section class="card" aria-labelledby="signup-title"><h2 id="signup-title">Create an account</h2>${flash(view, 'signup', view.errorFor)}
<form method="post" action="/signup">${crumbField(view.crumb)}
<label for="signup-email">Email</label><input id="signup-email" name="email" type="email" autocomplete="email" required value="${v('email', 'signup')}">
<label for="signup-password">Password</label><input id="signup-password" name="password" type="password" autocomplete="new-password" minlength="8" required>
<p class="hint">At least 8 characters, and not one of the most common passwords.</p>
<button type="submit">Create account</button></form></section>
</div>`;
}

function signedIn(view: HomeView): string {
  const v = (name: string) => (view.errorFor === 'create' ? escapeHtml(view.values?.[name] ?? '') : '');
  const template = (view.errorFor === 'create' ? view.values?.template : undefined) || 'blank';
  const list = view.sites.length
    ? `<ul class="sites">${view.sites
        .map(
          (
            s,
          ) => `<li><div><div class="site-title">${escapeHtml(s.title)}</div><a class="site-url" href="${escapeHtml(s.url)}">${escapeHtml(s.url.replace(/^https?:\/\//, ''))}</a></div>
<div class="actions"><span class="site-url">${escapeHtml(s.roleName)}</span><a href="${escapeHtml(s.url)}">View</a><form class="inline" method="post" action="/sites/${escapeHtml(s.id)}/edit">${crumbField(view.crumb)}<button class="link-button" type="submit" aria-label="Edit ${escapeHtml(s.title)}">Edit</button></form>${
            s.isAdmin
              ? `<a href="/sites/${escapeHtml(s.id)}/duplicate" aria-label="Duplicate ${escapeHtml(s.title)}">Duplicate</a><a href="/sites/${escapeHtml(s.id)}/delete" aria-label="Delete ${escapeHtml(s.title)}">Delete</a>`
              : ''
          }</div></li>`,
        )
        .join('')}</ul>`
    : // After sign-up the notice already welcomes and points below: one message, not two.
      view.notice
      ? ''
      : '<p class="empty">You have no sites yet. Create your first one below.</p>';
  const created = view.createdSiteId ? view.sites.find((s) => s.id === view.createdSiteId) : undefined;
  const notice = created ? `${created.title} is ready at ${created.url}` : view.notice;
  return `<h1>Your sites</h1><p class="lead">Signed in as ${escapeHtml(view.account!.email)}.${view.isPlatformAdmin ? ' <a href="/admin/features">Features of sites (platform administration)</a>' : ''}</p>
${notice ? `<p class="flash ok" role="status">${escapeHtml(notice)}</p>` : ''}
${list}
<section class="card" aria-labelledby="create-title"><h2 id="create-title">Create a site</h2>${flash(view, 'create', view.errorFor)}
<form method="post" action="/sites">${crumbField(view.crumb)}
<label for="site-title">Site title</label><input id="site-title" name="title" type="text" required maxlength="${SITE_TITLE_MAX}" aria-describedby="site-title-hint" value="${v('title')}">
<p class="hint" id="site-title-hint">Up to ${SITE_TITLE_MAX} characters.</p>
<label for="site-subdomain">Address</label><input id="site-subdomain" name="subdomain" type="text" required pattern="${SUBDOMAIN_PATTERN}" title="3 to 63 lowercase letters, digits or hyphens, starting and ending with a letter or digit" aria-describedby="site-subdomain-hint" value="${v('subdomain')}">
<p class="hint" id="site-subdomain-hint">Your site will be at <strong>address.${escapeHtml(view.platformHost)}</strong>: 3–63 lowercase letters, digits or hyphens.</p>
<fieldset><legend>Start from a template</legend><div class="templates">${templateCards(view.templates ?? [], template)}</div></fieldset>
<button type="submit">Create site</button></form></section>`;
}

/** What the platform home shows of a starting template (seed/templates/catalogue.ts). */
export interface TemplateCard {
  id: string;
  name: string;
  summary: string;
}

/** The path of a template's preview picture (made by e2e/template-screenshots.mjs). */
export const templatePreviewPath = (id: string) => `/_platform/templates/${id}-desktop.webp`;

/** Issue 16 part 6: radio cards, each a preview of the template's home page, its name and who it suits. */
function templateCards(cards: TemplateCard[], checked: string): string {
  const card = (id: string, name: string, summary: string, picture: string) =>
    `<label class="template-card">${picture}<span class="template-text"><input type="radio" name="template" value="${escapeHtml(id)}" aria-labelledby="tpl-${escapeHtml(id)}" aria-describedby="tpl-${escapeHtml(id)}-about" ${checked === id ? 'checked' : ''}><span class="template-name" id="tpl-${escapeHtml(id)}">${escapeHtml(name)}</span><span class="template-summary" id="tpl-${escapeHtml(id)}-about">${escapeHtml(summary)}</span></span></label>`;
  return [
    ...cards.map((t) =>
      card(
        t.id,
        t.name,
        t.summary,
        `<img src="${templatePreviewPath(t.id)}" alt="" width="720" height="450" loading="lazy" decoding="async">`,
      ),
    ),
    card(
      'blank',
      'Blank',
      'One empty home page, with the default design.',
      '<span class="template-blank" aria-hidden="true"><span></span></span>',
    ),
  ].join('');
}

/** The button that sends a new verification link; `next` brings the person back to an invitation. */
function resendForm(crumb: string, next?: string): string {
  return `<form method="post" action="/verify-email/resend">${crumbField(crumb)}${
    next ? `<input type="hidden" name="next" value="${escapeHtml(next)}">` : ''
  }<button type="submit" class="secondary">Send the link again</button></form>`;
}

/** A signed-in account whose email address is not confirmed yet (issue 14 item 3). */
function unverified(view: HomeView): string {
  const email = escapeHtml(view.account!.email);
  const list = view.sites.length
    ? `<h2>Your sites</h2><ul class="sites">${view.sites
        .map(
          (s) =>
            `<li><div><div class="site-title">${escapeHtml(s.title)}</div><a class="site-url" href="${escapeHtml(s.url)}">${escapeHtml(s.url.replace(/^https?:\/\//, ''))}</a></div><div class="actions"><a href="${escapeHtml(s.url)}config/">Edit</a></div></li>`,
        )
        .join('')}</ul>`
    : '';
  return `<h1>Confirm your email address</h1><p class="lead">Signed in as ${email}.</p>
${view.notice ? `<p class="flash ok" role="status">${escapeHtml(view.notice)}</p>` : ''}
<section class="card" aria-labelledby="verify-title"><h2 id="verify-title">Check your inbox</h2>${flash(view, 'verify', view.errorFor)}${flash(view, 'create', view.errorFor)}
<p>We sent a link to <strong>${email}</strong>. Open it to confirm that the address is yours. Until then you can sign in, but not create sites or accept invitations.</p>
<p class="hint">No email? Check your spam folder, or ask for a new link (at most one a minute).</p>
${resendForm(view.crumb)}</section>
${list}`;
}

export function homePage(view: HomeView): string {
  return layout({
    title: view.account ? 'Your sites — Folio' : 'Folio',
    account: view.account,
    crumb: view.crumb,
    body: !view.account ? signedOut(view) : view.isEmailVerified ? signedIn(view) : unverified(view),
  });
}

export function verifyEmailPage(input: {
  crumb: string;
  account: { email: string } | null;
  outcome: 'verified' | 'already_used' | 'expired' | 'unknown' | 'choose_password';
  token: string;
  error?: string;
}): string {
  const next = input.account
    ? '<p><a class="button" href="/">Go to your sites</a></p>'
    : '<p><a class="button" href="/#signin-title">Sign in</a></p>';
  if (input.outcome === 'choose_password') {
    return layout({
      title: 'Choose a new password — Folio',
      account: input.account,
      crumb: input.crumb,
      body: `<h1>Choose a new password</h1><p class="lead">Saving it also confirms your email address, and signs out everyone signed in to the account.</p>
<section class="card" aria-labelledby="password-title"><h2 id="password-title">New password</h2>${
        input.error ? `<p class="flash error" role="alert">${escapeHtml(input.error)}</p>` : ''
      }
<form method="post" action="/verify-email/${escapeHtml(input.token)}">${crumbField(input.crumb)}
<label for="new-password">Password</label><input id="new-password" name="password" type="password" autocomplete="new-password" minlength="8" required>
<p class="hint">At least 8 characters, and not one of the most common passwords.</p>
<button type="submit">Save the password</button></form></section>`,
    });
  }
  const body =
    input.outcome === 'verified'
      ? `<h1>Your email address is confirmed</h1><p class="lead">Thank you. You can now create sites, and accept invitations sent to this address: open the invitation link again.</p>${next}`
      : input.outcome === 'already_used'
        ? `<h1>This link was already used</h1><p class="lead">Each link works once. The email address it confirms is confirmed. If you were invited to a site, open the invitation link again.</p><p>Need to choose a new password? <a href="/forgot-password">Ask for a new link</a>.</p>${next}`
        : `<h1>This link does not work</h1><p class="lead">${
            input.outcome === 'expired'
              ? 'It has expired.'
              : 'It is not complete, or a newer link replaced it.'
          } Sign in and ask for a new link.</p><p>Need to choose a new password? <a href="/forgot-password">Ask for a new link</a>.</p>${next}`;
  return layout({
    title: 'Confirm your email address — Folio',
    account: input.account,
    crumb: input.crumb,
    body,
  });
}

/** Issue 16: "Forgot password?": ask for a link; the answer is the same whether or not the account exists. */
export function forgotPasswordPage(input: {
  crumb: string;
  account: { email: string } | null;
  /** The one answer, shown after sending. */
  notice?: string;
  error?: string;
  email?: string;
}): string {
  return layout({
    title: 'Reset your password — Folio',
    account: input.account,
    crumb: input.crumb,
    body: `<div class="narrow"><h1>Reset your password</h1><p class="lead">Enter the email address of your Folio account. We will send it a link to choose a new password.</p>
${input.notice ? `<p class="flash ok" role="status">${escapeHtml(input.notice)}</p>` : ''}
<section class="card" aria-labelledby="forgot-title"><h2 id="forgot-title">Email a reset link</h2>${
      input.error ? `<p class="flash error" role="alert">${escapeHtml(input.error)}</p>` : ''
    }
<form method="post" action="/forgot-password">${crumbField(input.crumb)}
<label for="forgot-email">Email</label><input id="forgot-email" name="email" type="email" autocomplete="email" required value="${escapeHtml(input.email ?? '')}">
<button type="submit">Send the link</button></form></section>
<p><a href="/#signin-title">Back to sign in</a></p></div>`,
  });
}

export interface InvitationView {
  crumb: string;
  account: { email: string } | null;
  isEmailVerified: boolean;
  token: string;
  /** Why the link cannot be used (unknown, used, cancelled, expired); absent when it can. */
  problem?: string;
  invitation?: { email: string; roleLabel: string; siteTitle: string };
  notice?: string;
  error?: string;
  errorFor?: HomeView['errorFor'];
  values?: Record<string, string>;
}

/** The page an invitation's emailed link opens (issue 14 item 3). */
export function invitationPage(view: InvitationView): string {
  const title = view.invitation ? `Invitation to ${view.invitation.siteTitle} — Folio` : 'Invitation — Folio';
  const notice = view.notice ? `<p class="flash ok" role="status">${escapeHtml(view.notice)}</p>` : '';
  if (view.problem || !view.invitation) {
    return layout({
      title,
      account: view.account,
      crumb: view.crumb,
      body: `<h1>This invitation cannot be used</h1><p class="lead">${escapeHtml(view.problem ?? '')}</p><p><a class="button" href="/">Folio home</a></p>`,
    });
  }
  const inv = view.invitation;
  const invited = escapeHtml(inv.email);
  const path = `/invitations/${view.token}`;
  const nextField = `<input type="hidden" name="next" value="${escapeHtml(path)}">`;
  const head = `<h1>You are invited to ${escapeHtml(inv.siteTitle)}</h1><p class="lead">The invitation is for <strong>${invited}</strong>, as ${escapeHtml(inv.roleLabel)}.</p>${notice}`;
  let body: string;
  if (!view.account) {
    const v = (name: string, form: HomeView['errorFor']) =>
      view.errorFor === form ? escapeHtml(view.values?.[name] ?? '') : '';
    body = `${head}<p>Sign in with ${invited} to accept. No Folio account yet? Create one with that address: we will send a link to confirm it, then come back here.</p>
<div class="grid">
<section class="card" aria-labelledby="signin-title"><h2 id="signin-title">Sign in</h2>${flash(view, 'signin', view.errorFor)}
<form method="post" action="/login">${crumbField(view.crumb)}${nextField}
<label for="signin-email">Email</label><input id="signin-email" name="email" type="email" autocomplete="email" required value="${v('email', 'signin') || invited}">
<label for="signin-password">Password</label><input id="signin-password" name="password" type="password" autocomplete="current-password" required>
<p class="hint forgot"><a href="/forgot-password">Forgot password?</a></p>
<button type="submit">Sign in</button></form></section>
<section class="card" aria-labelledby="signup-title"><h2 id="signup-title">Create an account</h2>${flash(view, 'signup', view.errorFor)}
<form method="post" action="/signup">${crumbField(view.crumb)}${nextField}
<label for="signup-email">Email</label><input id="signup-email" name="email" type="email" autocomplete="email" required value="${v('email', 'signup') || invited}">
<label for="signup-password">Password</label><input id="signup-password" name="password" type="password" autocomplete="new-password" minlength="8" required>
<p class="hint">At least 8 characters, and not one of the most common passwords.</p>
<button type="submit">Create account</button></form></section>
</div>`;
  } else if (view.account.email.toLowerCase() !== inv.email) {
    body = `${head}<p class="flash error" role="alert">You are signed in as ${escapeHtml(view.account.email)}. This invitation can only be accepted by ${invited}: sign out, then sign in with that address.</p>
<form method="post" action="/logout">${crumbField(view.crumb)}${nextField}<button type="submit">Sign out</button></form>`;
  } else if (!view.isEmailVerified) {
    body = `${head}<section class="card" aria-labelledby="verify-title"><h2 id="verify-title">Confirm your email address first</h2>${flash(view, 'verify', view.errorFor)}${flash(view, 'accept', view.errorFor)}
<p>We sent a link to <strong>${invited}</strong>. Open it to confirm the address, then come back to this page to accept.</p>
${resendForm(view.crumb, path)}</section>`;
  } else {
    body = `${head}${flash(view, 'accept', view.errorFor)}
<form method="post" action="${escapeHtml(path)}/accept">${crumbField(view.crumb)}
<div class="actions"><button type="submit">Accept the invitation</button><a class="button secondary" href="/">Not now</a></div></form>`;
  }
  return layout({ title, account: view.account, crumb: view.crumb, body });
}

/** Issue 16 part 6: a whole copy of one of my sites, under a new title and address. */
export function duplicatePage(input: {
  crumb: string;
  account: { email: string };
  site: { id: string; title: string };
  platformHost: string;
}) {
  const title = `Copy of ${input.site.title}`.slice(0, SITE_TITLE_MAX);
  return layout({
    title: `Duplicate ${input.site.title} — Folio`,
    account: input.account,
    crumb: input.crumb,
    body: `<div class="narrow"><h1>Duplicate ${escapeHtml(input.site.title)}</h1><p class="lead">The copy has all its pages (drafts too), design, navigation, settings, products, galleries and images. Orders, form submissions and members stay with the original.</p>
<section class="card" aria-labelledby="create-title"><h2 id="create-title">The copy</h2>
<form method="post" action="/sites">${crumbField(input.crumb)}<input type="hidden" name="copyOf" value="${escapeHtml(input.site.id)}">
<label for="site-title">Site title</label><input id="site-title" name="title" type="text" required maxlength="${SITE_TITLE_MAX}" value="${escapeHtml(title)}">
<label for="site-subdomain">Address</label><input id="site-subdomain" name="subdomain" type="text" required pattern="${SUBDOMAIN_PATTERN}" title="3 to 63 lowercase letters, digits or hyphens, starting and ending with a letter or digit" aria-describedby="site-subdomain-hint">
<p class="hint" id="site-subdomain-hint">The copy will be at <strong>address.${escapeHtml(input.platformHost)}</strong>.</p>
<div class="actions"><button type="submit">Duplicate site</button><a class="button secondary" href="/">Cancel</a></div></form></section></div>`,
  });
}

export function confirmDeletePage(input: {
  crumb: string;
  account: { email: string };
  site: { id: string; title: string };
}) {
  return layout({
    title: `Delete ${input.site.title} — Folio`,
    account: input.account,
    crumb: input.crumb,
    body: `<h1>Delete ${escapeHtml(input.site.title)}?</h1><p class="lead">This removes the site and all its pages. It cannot be undone.</p>
<form method="post" action="/sites/${escapeHtml(input.site.id)}/delete">${crumbField(input.crumb)}<input type="hidden" name="confirm" value="yes">
<div class="actions"><button class="danger" type="submit">Delete site</button><a class="button secondary" href="/">Cancel</a></div></form>`,
  });
}

export function notFoundPage(host: string, platformOrigin: string): string {
  return layout({
    title: 'No site here — Folio',
    body: `<h1>No site here</h1><p class="lead">There is no Folio site at ${escapeHtml(host)}. Check the address, or go to the Folio home page.</p><p><a class="button" href="${escapeHtml(platformOrigin)}/">Folio home</a></p>`,
  });
}
