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
  sites: SiteRow[];
  notice?: string;
  error?: string;
  /** Values typed into a form that failed, shown again so nothing is lost. */
  values?: Record<string, string>;
  /** Which form the error belongs to. */
  errorFor?: 'signin' | 'signup' | 'create';
  platformHost: string;
}

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
.actions a{font-size:14px}
.empty{color:var(--muted);margin:0 0 32px}
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
<button type="submit">Sign in</button></form></section>
<section class="card" aria-labelledby="signup-title"><h2 id="signup-title">Create an account</h2>${flash(view, 'signup', view.errorFor)}
<form method="post" action="/signup">${crumbField(view.crumb)}
<label for="signup-email">Email</label><input id="signup-email" name="email" type="email" autocomplete="email" required value="${v('email', 'signup')}">
<label for="signup-password">Password</label><input id="signup-password" name="password" type="password" autocomplete="new-password" minlength="8" required>
<p class="hint">At least 8 characters.</p>
<button type="submit">Create account</button></form></section>
</div>`;
}

function signedIn(view: HomeView): string {
  const v = (name: string) => (view.errorFor === 'create' ? escapeHtml(view.values?.[name] ?? '') : '');
  const template = view.errorFor === 'create' ? view.values?.template : 'blank';
  const list = view.sites.length
    ? `<ul class="sites">${view.sites
        .map(
          (
            s,
          ) => `<li><div><div class="site-title">${escapeHtml(s.title)}</div><a class="site-url" href="${escapeHtml(s.url)}">${escapeHtml(s.url.replace(/^https?:\/\//, ''))}</a></div>
<div class="actions"><span class="site-url">${escapeHtml(s.roleName)}</span><a href="${escapeHtml(s.url)}">View</a><a href="${escapeHtml(s.url)}config/">Edit</a>${
            s.isAdmin
              ? `<a href="/sites/${escapeHtml(s.id)}/delete" aria-label="Delete ${escapeHtml(s.title)}">Delete</a>`
              : ''
          }</div></li>`,
        )
        .join('')}</ul>`
    : '<p class="empty">You have no sites yet. Create your first one below.</p>';
  return `<h1>Your sites</h1><p class="lead">Signed in as ${escapeHtml(view.account!.email)}.</p>
${view.notice ? `<p class="flash ok" role="status">${escapeHtml(view.notice)}</p>` : ''}
${list}
<section class="card" aria-labelledby="create-title"><h2 id="create-title">Create a site</h2>${flash(view, 'create', view.errorFor)}
<form method="post" action="/sites">${crumbField(view.crumb)}
<label for="site-title">Site title</label><input id="site-title" name="title" type="text" required maxlength="120" value="${v('title')}">
<label for="site-subdomain">Address</label><input id="site-subdomain" name="subdomain" type="text" required pattern="[a-z0-9][a-z0-9-]{1,61}[a-z0-9]" value="${v('subdomain')}">
<p class="hint">Your site will be at <strong>address.${escapeHtml(view.platformHost)}</strong>: 3–63 lowercase letters, digits or hyphens.</p>
<fieldset><legend>Start from</legend>
<label class="choice"><input type="radio" name="template" value="blank" ${template !== 'demo' ? 'checked' : ''}> Blank</label>
<label class="choice"><input type="radio" name="template" value="demo" ${template === 'demo' ? 'checked' : ''}> Copy of the demo site</label></fieldset>
<button type="submit">Create site</button></form></section>`;
}

export function homePage(view: HomeView): string {
  return layout({
    title: view.account ? 'Your sites — Folio' : 'Folio',
    account: view.account,
    crumb: view.crumb,
    body: view.account ? signedIn(view) : signedOut(view),
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
