import { SiteStatus } from '@folio/core/site-settings-api';
import * as schema from '@folio/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

/** The page context of a published page, as the browser reads it. */
function contextOf(html: string) {
  const json = html.match(/<script type="application\/json" id="folio-context">(.*?)<\/script>/)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('the site status (PAGE-023)', () => {
  let t: TestApp;
  let owner: TestClient;

  /** What a reseller's system does to a site it sold (not something the owner can set). */
  const setStatus = async (value: number) => {
    await t.app.folio.database.db
      .update(schema.websites)
      .set({ settings: sql`${schema.websites.settings} || ${JSON.stringify({ siteStatus: value })}::jsonb` })
      .where(eq(schema.websites.subdomain, 'demo'));
    t.app.folio.sites.forget();
    t.app.folio.cache.invalidateSite((await owner.request({ url: '/api/config/site' })).json().website.id);
  };

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
  });
  afterAll(() => t?.close());

  it('PAGE-023: resold and resold-grace-period sites are told apart in the page context and in the config area, which warns the owner only in the grace period', async () => {
    const seen: Record<string, { context: number; config: number; notice: string | null }> = {};
    for (const [name, value] of Object.entries(SiteStatus)) {
      await setStatus(value);
      const page = await t.client().request({ url: '/' });
      expect(page.statusCode).toBe(200);
      const site = (await owner.request({ url: '/api/config/site' })).json().website;
      seen[name] = {
        context: contextOf(page.body).website.siteStatus.value,
        config: site.siteStatus,
        notice: site.statusNotice,
      };
    }
    expect(seen.resold).toEqual({ context: 20, config: 20, notice: null });
    expect(seen.resoldGracePeriod).toMatchObject({ context: 21, config: 21 });
    expect(seen.resoldGracePeriod?.notice).toMatch(/grace period/);
    expect(seen.active).toEqual({ context: 8, config: 8, notice: null });
  });
});
