import { WebsiteRole } from '@folio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { ensureAccount, upsertRole } from '../auth/service.ts';
import { createWebsite } from '../sites/service.ts';
import { MAX_DOMAINS_PER_SITE } from './service.ts';

const URL = '/api/config/domains';

/** DNS as a registrar would answer once the owner set (or did not set) the records. */
const records = {
  cnames: new Map<string, string[]>([['www.quiet-rooms.com', ['demo.localhost']]]),
  addresses: new Map<string, string[]>([['elsewhere.org', ['198.51.100.9']]]),
};
const dns = {
  platformAddresses: async () => ['203.0.113.7'],
  cnames: async (host: string) => records.cnames.get(host) ?? [],
  addresses: async (host: string) => records.addresses.get(host) ?? [],
};

describe('custom domains (issue 16 part 4)', () => {
  let t: TestApp;
  let owner: TestClient;
  let editor: TestClient;
  const add = (host: string, client = owner) =>
    client.request({ method: 'POST', url: URL, payload: { host } });

  beforeAll(async () => {
    t = await makeTestApp('pglite', { FOLIO_HTML_CACHE: 'on' }, { dns });
    owner = t.client();
    await owner.signIn('owner@demo.test');
    const db = t.app.folio.database.db;
    const siteId = (await owner.request({ url: '/api/config/site' })).json().website.id;
    const account = await ensureAccount(db, 'editor@example.test', 'editor-password');
    await upsertRole(db, { accountId: account.id, websiteId: siteId, role: WebsiteRole.editor });
    editor = t.client();
    await editor.signIn('editor@example.test', 'editor-password');
  });
  afterAll(() => t?.close());

  it('issue 16: a site starts with no domains and its platform address', async () => {
    const answer = await owner.request({ url: URL });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ domains: [], platformAddress: 'http://demo.localhost:3000' });
  });

  it('issue 16: the owner adds a domain as typed (scheme, case, slash), sees the DNS record to set, and the site answers on it at once', async () => {
    const visitor = t.client('www.quiet-rooms.com');
    expect((await visitor.request({ url: '/' })).statusCode).toBe(404);
    const answer = await add(' https://WWW.Quiet-Rooms.com/ ');
    expect(answer.statusCode).toBe(201);
    expect(stable(answer.json())).toMatchInlineSnapshot(`
      {
        "domains": [
          {
            "addedAt": "<time>",
            "host": "www.quiet-rooms.com",
            "isPrimary": false,
            "records": [
              {
                "name": "www",
                "type": "CNAME",
                "value": "demo.localhost",
              },
            ],
            "zone": "quiet-rooms.com",
          },
        ],
        "platformAddress": "http://demo.localhost:3000",
      }
    `);
    const home = await visitor.request({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html');
  });

  it('issue 16: a domain at the apex of its zone is told A records to the platform’s addresses; a domain under a two-part suffix is read right', async () => {
    await add('quiet-rooms.com');
    const apex = (await owner.request({ url: URL }))
      .json()
      .domains.find((d: { host: string }) => d.host === 'quiet-rooms.com');
    expect(apex.records).toEqual([{ type: 'A', name: '@', value: '203.0.113.7' }]);
    const uk = (await add('shop.quiet-rooms.co.uk'))
      .json()
      .domains.find((d: { host: string }) => d.host === 'shop.quiet-rooms.co.uk');
    expect(uk).toMatchObject({
      zone: 'quiet-rooms.co.uk',
      records: [{ type: 'CNAME', name: 'shop', value: 'demo.localhost' }],
    });
  });

  it('issue 16: a host that is not a domain name is refused with a message saying why, and nothing is added', async () => {
    const cases: [string, string][] = [
      ['localhost', 'must be a full domain name, such as example.com'],
      ['203.0.113.7', 'must be a domain name, not an IP address'],
      [
        'www.example.com/shop',
        'must be a domain name alone, such as www.example.com (no path, port or spaces)',
      ],
      ['example.com:8080', 'must be a domain name alone, such as www.example.com (no path, port or spaces)'],
      [
        '-bad-.example.com',
        'may hold only letters, digits and hyphens between the dots (write an international name in its xn-- form)',
      ],
      ['site.notatld', 'must end in a known top-level domain, such as .com or .org'],
      ['', 'type a domain, such as www.example.com'],
    ];
    const before = (await owner.request({ url: URL })).json().domains.length;
    for (const [host, message] of cases) {
      const answer = await add(host);
      expect(answer.statusCode, host).toBe(400);
      expect(answer.json(), host).toMatchObject({ error: 'invalid_input', message: `host: ${message}` });
    }
    expect((await owner.request({ url: URL })).json().domains).toHaveLength(before);
  });

  it('issue 16: a domain of this site twice, or of another site, is refused (409) and stays where it was', async () => {
    expect((await add('www.quiet-rooms.com')).json()).toMatchObject({ error: 'domain_exists' });
    const db = t.app.folio.database.db;
    const other = await ensureAccount(db, 'other@example.test', 'other-password');
    const site = await createWebsite({ db, ownerId: other.id, subdomain: 'other', title: 'Other' });
    const otherOwner = t.client('other.localhost:3000');
    await otherOwner.signIn('other@example.test', 'other-password');
    const taken = await otherOwner.request({
      method: 'POST',
      url: URL,
      payload: { host: 'www.quiet-rooms.com' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'domain_taken',
      message: 'www.quiet-rooms.com is connected to another site. Remove it there first.',
    });
    expect(site.id).toBeTruthy();
    expect((await t.client('www.quiet-rooms.com').request({ url: '/' })).body).toContain(
      '<title>Folio Demo</title>',
    );
  });

  it('issue 16: domains are for administrators only: an editor is refused every call (403)', async () => {
    expect((await editor.request({ url: URL })).statusCode).toBe(403);
    expect((await add('www.editor-site.com', editor)).statusCode).toBe(403);
    expect((await editor.request({ method: 'DELETE', url: `${URL}/www.quiet-rooms.com` })).statusCode).toBe(
      403,
    );
    expect(
      (
        await editor.request({
          method: 'PUT',
          url: `${URL}/primary`,
          payload: { host: 'www.quiet-rooms.com' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('issue 16: with a primary domain, visitors on the platform subdomain are sent there (301, same path); the config area and API stay put', async () => {
    const bad = await owner.request({
      method: 'PUT',
      url: `${URL}/primary`,
      payload: { host: 'www.not-mine.com' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('host: www.not-mine.com is not a domain of this site; add it first.');
    const set = await owner.request({
      method: 'PUT',
      url: `${URL}/primary`,
      payload: { host: 'www.quiet-rooms.com' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().domains[0]).toMatchObject({ host: 'www.quiet-rooms.com', isPrimary: true });

    const visitor = t.client();
    const moved = await visitor.request({ url: '/about?ref=mail' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('http://www.quiet-rooms.com:3000/about?ref=mail');
    expect((await t.client('quiet-rooms.com').request({ url: '/' })).headers.location).toBe(
      'http://www.quiet-rooms.com:3000/',
    );
    expect((await t.client('www.quiet-rooms.com').request({ url: '/about' })).statusCode).toBe(200);
    expect((await visitor.request({ url: '/config/' })).statusCode).toBe(200);
    expect((await owner.request({ url: URL })).statusCode).toBe(200);
  });

  it('issue 16: “check” asks DNS only then, and says whether the records point here yet', async () => {
    const check = (host: string) => owner.request({ method: 'POST', url: `${URL}/${host}/check` });
    expect((await check('www.quiet-rooms.com')).json()).toEqual({
      host: 'www.quiet-rooms.com',
      status: 'connected',
      message: 'www.quiet-rooms.com points to this site.',
    });
    expect((await check('quiet-rooms.com')).json()).toMatchObject({
      status: 'pending',
      message:
        'quiet-rooms.com has no DNS records pointing here yet. Changes at a registrar can take up to 48 hours to be seen.',
    });
    await add('elsewhere.org');
    expect((await check('elsewhere.org')).json().message).toBe(
      'elsewhere.org points somewhere else (198.51.100.9). Set the records below at your domain’s registrar.',
    );
    expect((await check('www.not-mine.com')).statusCode).toBe(404);
  });

  it('issue 16: removing the primary domain stops the redirect; the domain no longer answers; a site holds at most ten', async () => {
    const gone = await owner.request({ method: 'DELETE', url: `${URL}/www.quiet-rooms.com` });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().domains.map((d: { host: string }) => d.host)).not.toContain('www.quiet-rooms.com');
    expect((await t.client().request({ url: '/about' })).statusCode).toBe(200);
    expect((await t.client('www.quiet-rooms.com').request({ url: '/' })).statusCode).toBe(404);
    expect((await owner.request({ method: 'DELETE', url: `${URL}/www.quiet-rooms.com` })).statusCode).toBe(
      404,
    );

    let count = (await owner.request({ url: URL })).json().domains.length;
    while (count < MAX_DOMAINS_PER_SITE)
      expect((await add(`n${count++}.quiet-rooms.com`)).statusCode).toBe(201);
    const over = await add('one-too-many.quiet-rooms.com');
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('A site can have at most 10 domains. Remove one first.');
  });
});
