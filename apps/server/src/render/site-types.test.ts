// PAGE-022: the cover page and parking page site types render one full-screen page
// (docs/decisions/026): a cover page is the home page alone, without header, footer or navigation;
// a parking page is "coming soon" with the title, logo and description, hidden from search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedAccount } from '../testing/accounts.ts';
import { makeTestApp, type TestApp, type TestClient, uniqueSuffix } from '../testing/test-app.ts';

describe('PAGE-022 cover page and parking page sites', () => {
  let t: TestApp;
  let owner: TestClient;
  let host: string;
  beforeAll(async () => {
    t = await makeTestApp('pglite');
    const email = `types-${uniqueSuffix()}@example.test`;
    const platform = await confirmedAccount(t, email, 'a-long-password');
    const subdomain = `types-${uniqueSuffix()}`;
    const created = await platform.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'Almond & Fig', subdomain, template: 'cafe' },
    });
    expect(created.statusCode).toBe(201);
    host = `${subdomain}.localhost:3000`;
    owner = t.client(host);
    expect((await owner.signIn(email, 'a-long-password')).statusCode).toBe(200);
  }, 120_000);
  afterAll(() => t?.close());

  async function setType(websiteType: 1 | 2 | 3) {
    const view = (await owner.request({ url: '/api/config/site-settings' })).json();
    const { logo: _l, favicon: _f, canChangeDeveloperMode: _c, canManageDomains: _d, ...body } = view;
    const res = await owner.request({
      method: 'PUT',
      url: '/api/config/site-settings',
      payload: { ...body, websiteType },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  const visit = (url: string) => t.app.inject({ url, headers: { host } });

  it('PAGE-022 a cover page site shows its home page alone, full screen; other pages lead to /', async () => {
    expect((await visit('/')).body).toContain('<header');
    await setType(2);
    const home = await visit('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Breakfast, long lunches and natural wine');
    expect(home.body).not.toContain('<header');
    expect(home.body).not.toContain('<footer');
    expect(home.body).not.toContain('aria-label="Site"');
    for (const path of ['/menu', '/book', '/no-such-page', '/cart']) {
      const other = await visit(path);
      expect(other.statusCode, path).toBe(302);
      expect(other.headers.location).toBe('/');
    }
    // The links emails carry still answer.
    expect((await visit('/newsletter/unsubscribe')).statusCode).not.toBe(302);
    await setType(1);
    expect((await visit('/menu')).statusCode).toBe(200);
    expect((await visit('/')).body).toContain('<header');
  });

  it('PAGE-022 a parking page site shows "coming soon" with its title and description, hidden from search', async () => {
    await setType(3);
    const home = await visit('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Coming soon');
    expect(home.body).toMatch(/<h1[^>]*>Almond &amp; Fig<\/h1>/);
    expect(home.body).toContain('A neighbourhood café and wine bar by the harbour');
    expect(home.body).not.toContain('Breakfast, long lunches');
    expect(home.body).not.toContain('<header');
    expect(home.body).not.toContain('<footer');
    expect(home.body).toContain('<meta name="robots" content="noindex"');
    const robots = await visit('/robots.txt');
    expect(robots.body).toMatch(/Disallow: \/\s*$/m);
    const other = await visit('/menu');
    expect(other.statusCode).toBe(302);
    expect(other.headers.location).toBe('/');
    await setType(1);
    expect((await visit('/')).body).not.toContain('Coming soon');
  });
});
