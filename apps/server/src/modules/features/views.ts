// Issue 19 (decision 056): the platform administrator's Features page at localhost:PORT/admin/features,
// plain server-rendered HTML forms (no script), in the platform home's look.
import type { z } from 'zod';
import type { platformFeaturesAnswer } from './schema.ts';

type Listing = z.output<typeof platformFeaturesAnswer>;

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const STYLE = `
:root{--ink:#1d1c1a;--text:#45413b;--muted:#6b655c;--line:#e4ded3;--paper:#faf8f4;--card:#fff;--accent:#2f5d8a}
*{box-sizing:border-box}
body{margin:0;background:var(--paper);color:var(--text);font:16px/1.6 -apple-system,BlinkMacSystemFont,"Segoe UI","Helvetica Neue",Arial,sans-serif}
header{border-bottom:1px solid var(--line);background:var(--card)}
.bar{max-width:960px;margin:0 auto;padding:16px 24px;display:flex;align-items:center;justify-content:space-between;gap:16px}
.brand{font:600 20px/1 Georgia,"Times New Roman",serif;color:var(--ink);text-decoration:none}
.who{font-size:14px;color:var(--muted)}
main{max-width:960px;margin:0 auto;padding:40px 24px 64px}
h1{font:400 clamp(28px,4vw,40px)/1.15 Georgia,"Times New Roman",serif;color:var(--ink);margin:0 0 8px}
h2{font-size:18px;color:var(--ink);margin:0 0 12px}
.lead{margin:0 0 32px;color:var(--muted)}
.card{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:20px 24px;margin:0 0 32px}
dl{margin:0}dt{font-weight:600;color:var(--ink);font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:14px}
dd{margin:2px 0 12px}dd:last-child{margin-bottom:0}
.meta{font-size:14px;color:var(--muted)}
label{font-size:14px;font-weight:500;color:var(--ink)}
input[type=search],select{font:inherit;padding:8px 10px;border:1px solid #cfc8bb;border-radius:6px;background:#fff;color:var(--ink)}
input:focus,select:focus{outline:2px solid var(--accent);outline-offset:1px;border-color:var(--accent)}
.search{display:flex;flex-wrap:wrap;gap:8px 12px;align-items:center;margin:0 0 16px}
.search input{flex:1 1 220px}
button{font:500 14px/1 inherit;font-family:inherit;padding:10px 16px;border-radius:999px;border:1px solid var(--ink);background:var(--ink);color:#fff;cursor:pointer}
button.secondary{background:transparent;color:var(--ink)}
.flash{border-radius:8px;padding:12px 16px;margin:0 0 24px}
.flash.ok{background:#eef4ea;border:1px solid #cfe0c6}
.flash.error{background:#f8ece8;border:1px solid #e8c9c0;color:#6d2a1d}
ul.sites{list-style:none;margin:0;padding:0;border-top:1px solid var(--line)}
ul.sites li{display:flex;flex-wrap:wrap;gap:8px 24px;align-items:center;justify-content:space-between;padding:16px 0;border-bottom:1px solid var(--line)}
.site-title{display:block;font-weight:600;color:var(--ink)}
.variant{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0}
.variant label{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-weight:400;color:var(--text)}
.empty{color:var(--muted)}
`;

function page(input: { title: string; body: string; email?: string }): string {
  const who = input.email ? `<span class="who">${escapeHtml(input.email)}</span>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.title)}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body><header><div class="bar"><a class="brand" href="/">Folio</a>${who}</div></header><main>${input.body}</main></body></html>`;
}

/** Signed out, or signed in without the platform administrator's role. */
export function refusedPage(message: string): string {
  return page({
    title: 'Features · Folio',
    body: `<h1>Features</h1><p class="flash error" role="alert">${escapeHtml(message)}</p><p><a href="/">Go to the Folio home</a></p>`,
  });
}

export function featuresPage(input: {
  email: string;
  crumb: string;
  query: string;
  listing: Listing;
  notice?: string;
  error?: string;
}): string {
  const { listing } = input;
  const flash = input.error
    ? `<p class="flash error" role="alert">${escapeHtml(input.error)}</p>`
    : input.notice
      ? `<p class="flash ok" role="status">${escapeHtml(input.notice)}</p>`
      : '';
  const definitions = listing.definitions
    .map(
      (d) =>
        `<dt>${escapeHtml(d.name)}</dt><dd>${escapeHtml(d.description)} <span class="meta">${d.kind === 'toggle' ? 'Toggle: on only for the variant “true”' : `Experiment (${escapeHtml(d.type)})`}; variants ${d.variants.map((v) => `“${escapeHtml(v)}”`).join(', ')}; default “${escapeHtml(d.defaultVariant)}”.</span></dd>`,
    )
    .join('');
  const sites = listing.sites
    .map((site, i) => {
      const forms = listing.definitions
        .map((d, j) => {
          const chosen = site.variants[d.name] ?? null;
          const id = `v-${i}-${j}`;
          const options = [
            `<option value=""${chosen === null ? ' selected' : ''}>Default (${escapeHtml(d.defaultVariant)})</option>`,
            ...d.variants.map(
              (v) =>
                `<option value="${escapeHtml(v)}"${chosen === v ? ' selected' : ''}>${escapeHtml(v)}</option>`,
            ),
          ].join('');
          return `<form class="variant" method="post" action="/admin/features"><input type="hidden" name="crumb" value="${escapeHtml(input.crumb)}"><input type="hidden" name="siteId" value="${escapeHtml(site.id)}"><input type="hidden" name="feature" value="${escapeHtml(d.name)}"><input type="hidden" name="q" value="${escapeHtml(input.query)}"><label for="${id}">${escapeHtml(d.name)}</label><select id="${id}" name="variant" aria-describedby="s-${i}">${options}</select><button type="submit" class="secondary" aria-label="Save ${escapeHtml(d.name)} for ${escapeHtml(site.subdomain)}">Save</button></form>`;
        })
        .join('');
      return `<li><div id="s-${i}"><span class="site-title">${escapeHtml(site.title)}</span><span class="meta">${escapeHtml(site.subdomain)}</span></div>${forms}</li>`;
    })
    .join('');
  const body = `<h1>Features</h1><p class="lead">Turn features on for a site, or choose its variant of an experiment. Owners see the change the next time their config area loads.</p>${flash}<section class="card" aria-labelledby="defs"><h2 id="defs">Defined features</h2><dl>${definitions}</dl></section><section aria-labelledby="sites-heading"><h2 id="sites-heading">Sites</h2><form class="search" method="get" action="/admin/features" role="search"><label for="q">Find a site</label><input type="search" id="q" name="q" value="${escapeHtml(input.query)}" placeholder="Address or title"><button type="submit">Search</button></form>${
    sites
      ? `<ul class="sites">${sites}</ul>`
      : `<p class="empty">No site matches “${escapeHtml(input.query)}”.</p>`
  }${listing.isTruncated ? `<p class="meta">Only the first ${listing.sites.length} sites are listed: search to find another.</p>` : ''}</section>`;
  return page({ title: 'Features · Folio', body, email: input.email });
}
