// Starts the config area's first data requests (who is signed in, the site, its pages, the page
// at the address) while the editor's bundle is still loading, instead of after it has run. A
// separate tiny entry, injected into index.html before the bundle (vite.config.ts); it imports
// nothing, so it stays one small file. apiRequest (api-client.ts) takes each answer once.
// The requests are the very ones apiRequest makes: same URL (crumb included), headers and
// credentials, so the server cannot tell them apart.

/** The global the answers wait on; api-client.ts reads the same name. */
const KEY = '__folioEarlyRequests';

function crumbCookie(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === 'crumb') return decodeURIComponent(value.join('='));
  }
  return undefined;
}

const crumb = crumbCookie();
const paths = ['/api/auth/me', '/api/config/site', '/api/config/pages'];
const pageId = /^\/config\/pages\/([0-9a-f]{24})\/?$/.exec(location.pathname)?.[1];
if (pageId) paths.push(`/api/config/pages/${pageId}`);
// The page editor's preview (issue 16): the site's header and footer, settings, design and store,
// which it shows around the page (features/pages/hooks/use-preview-chrome.ts, PageEditor.tsx).
if (/^\/config\/(pages(\/[0-9a-f]{24})?\/?)?$/.test(location.pathname))
  paths.push(
    '/api/site-header-footer',
    '/api/config/site-settings',
    '/api/site-design',
    '/api/config/store/products',
    '/api/config/store/settings',
  );

const answers = new Map<string, Promise<Response>>();
for (const path of paths) {
  const headers: Record<string, string> = { accept: 'application/json', 'x-folio-config': '1' };
  if (crumb) headers['x-crumb'] = crumb;
  const url = crumb ? `${path}?crumb=${encodeURIComponent(crumb)}` : path;
  const answer = fetch(url, { method: 'GET', headers, credentials: 'same-origin' });
  // A failed request is made again by apiRequest; no unhandled rejection meanwhile.
  answer.catch(() => undefined);
  answers.set(path, answer);
}
(window as unknown as Record<string, unknown>)[KEY] = answers;
