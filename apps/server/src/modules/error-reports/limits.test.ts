// Issue 14 item 7: what anonymous browsers store is bounded: a per-site hourly quota counted in
// the database, a cap on one trace item's size, and a retention sweep.
import * as schema from '@folio/db/schema';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, makeTestApp, type TestApp } from '../../testing/test-app.ts';
import { ErrorReportsService } from './service.ts';

const { jsErrorReports, traceItems, siteQuotaUsage } = schema;

const record = (message: string) => ({
  event: 'JavascriptError',
  timestamp: 1_700_000_000_000,
  data: {
    websiteId: null,
    templateId: null,
    url: 'http://demo.localhost:3000/',
    userAgent: 'UA',
    app: 'site',
    message,
    stack: 'Error: x',
    file: 'app.js',
    line: 1,
    column: 2,
  },
});

describe.each(databaseKinds)('limits of browser error reports and trace items on %s', (kind) => {
  let t: TestApp;
  let address = 0;
  const nextAddress = () => `10.7.0.${++address}`;
  const db = () => t.app.folio.database.db;
  const demoId = async () => (await t.app.folio.sites.find('demo.localhost'))!.id;
  const stored = async (table: typeof traceItems | typeof jsErrorReports) => {
    const [row] = await db()
      .select({ n: count() })
      .from(table)
      .where(eq(table.websiteId, await demoId()));
    return row!.n;
  };

  beforeAll(async () => {
    t = await makeTestApp(kind, {
      TRACE_ITEMS_PER_SITE_PER_HOUR: '25',
      ERROR_REPORTS_PER_SITE_PER_HOUR: '12',
    });
  });
  afterAll(() => t?.close());

  it('issue 14 item 7: trace items past the site’s hourly quota are dropped, across addresses', async () => {
    const visitor = t.client();
    const before = await stored(traceItems);
    for (let i = 0; i < 4; i++) {
      const answer = await visitor.request({
        method: 'POST',
        url: '/api/events/Trace',
        payload: {
          data: Array.from({ length: 10 }, (_, n) => ({ pageUrl: '/', type: 'view', data: { n } })),
        },
        remoteAddress: nextAddress(),
      });
      expect(answer.statusCode).toBe(204);
    }
    // 40 sent from four addresses; the site keeps 25 this hour.
    expect((await stored(traceItems)) - before).toBe(25);
  });

  it('issue 14 item 7: error reports past the site’s hourly quota are dropped', async () => {
    const visitor = t.client();
    const before = await stored(jsErrorReports);
    for (let i = 0; i < 3; i++) {
      const answer = await visitor.request({
        method: 'POST',
        url: '/api/events/RecordJavascriptErrors',
        payload: Array.from({ length: 5 }, (_, n) => record(`e${i}-${n}`)),
        remoteAddress: nextAddress(),
      });
      expect(answer.statusCode).toBe(204);
    }
    expect((await stored(jsErrorReports)) - before).toBe(12);
  });

  it('issue 14 item 7: the quota is counted in the database (a second instance shares it)', async () => {
    const websiteId = await demoId();
    const other = new ErrorReportsService(db(), {
      traceItemsPerHour: 25,
      errorReportsPerHour: 12,
      retentionDays: 30,
    });
    // The first test used this hour's 25: another server instance on the same database gets none.
    expect(await other.recordTrace(websiteId, [{ pageUrl: '/', type: 'view', data: null }])).toBe(0);
    const [usage] = await db()
      .select()
      .from(siteQuotaUsage)
      .where(sql`${siteQuotaUsage.websiteId} = ${websiteId} and ${siteQuotaUsage.kind} = 'trace-items'`);
    expect(usage!.used).toBeGreaterThanOrEqual(41);
  });

  it('issue 14 item 7: one trace item’s data is at most 4 KB; a bigger one answers 400 with a message', async () => {
    const answer = await t.client().request({
      method: 'POST',
      url: '/api/events/Trace',
      payload: { data: [{ pageUrl: '/', type: 'view', data: { blob: 'x'.repeat(5000) } }] },
      remoteAddress: nextAddress(),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('data.0.data: must be at most 4096 bytes');
  });

  it('issue 14 item 7: the sweep deletes events older than the retention period, and spent quota windows', async () => {
    const websiteId = await demoId();
    const events = new ErrorReportsService(db(), {
      traceItemsPerHour: 25,
      errorReportsPerHour: 12,
      retentionDays: 30,
    });
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    const recent = new Date(Date.now() - 29 * 24 * 60 * 60 * 1000);
    await db()
      .insert(traceItems)
      .values([
        { websiteId, pageUrl: '/old', type: 'view', createdAt: old },
        { websiteId, pageUrl: '/recent', type: 'view', createdAt: recent },
      ]);
    const report = {
      websiteId,
      message: 'm',
      stack: 's',
      file: 'f',
      line: 1,
      column: 1,
      url: '/',
      userAgent: 'u',
    };
    await db()
      .insert(jsErrorReports)
      .values([
        { ...report, message: 'old', reportedAt: old, createdAt: old },
        { ...report, message: 'recent', reportedAt: recent, createdAt: recent },
      ]);
    await db().insert(siteQuotaUsage).values({ websiteId, kind: 'trace-items', windowStart: old, used: 5 });

    await events.sweep();

    const pages = (await db().select().from(traceItems).where(eq(traceItems.websiteId, websiteId))).map(
      (r) => r.pageUrl,
    );
    expect(pages).toContain('/recent');
    expect(pages).not.toContain('/old');
    const messages = (
      await db().select().from(jsErrorReports).where(eq(jsErrorReports.websiteId, websiteId))
    ).map((r) => r.message);
    expect(messages).toContain('recent');
    expect(messages).not.toContain('old');
    const windows = await db().select().from(siteQuotaUsage).where(eq(siteQuotaUsage.websiteId, websiteId));
    expect(windows.every((w) => w.windowStart.getTime() > old.getTime())).toBe(true);
  });

  it('issue 14 item 7: the retention period and the quotas are configuration values', async () => {
    const { loadConfig } = await import('../../config.ts');
    expect(loadConfig({}).eventsRetentionDays).toBe(30);
    expect(loadConfig({ EVENTS_RETENTION_DAYS: '7' }).eventsRetentionDays).toBe(7);
    expect(() => loadConfig({ EVENTS_RETENTION_DAYS: '0' })).toThrow(
      /EVENTS_RETENTION_DAYS must be between 1 and 3650/,
    );
    expect(loadConfig({}).traceItemsPerSitePerHour).toBe(5000);
    expect(loadConfig({}).errorReportsPerSitePerHour).toBe(500);
  });
});
