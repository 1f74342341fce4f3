// Issue 15: two servers' editor event buses joined by the change feed (PGlite's LISTEN/NOTIFY
// reaches every listener in the process, as PostgreSQL's reaches every server).
import { connect, type Database } from '@folio/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../plugins/change-feed.ts';
import { EditorEvents } from './service.ts';

const SITE = 'a'.repeat(24);
const ADMIN = 'b'.repeat(24);
const OTHER = 'c'.repeat(24);

async function until(check: () => boolean, ms = 1000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('editor events between servers', () => {
  let database: Database;
  const buses: EditorEvents[] = [];
  const feeds: ChangeFeed[] = [];
  beforeAll(async () => {
    database = await connect({ dataDir: 'memory://' });
    for (let i = 0; i < 2; i++) {
      let bus: EditorEvents | undefined;
      const feed = new ChangeFeed(
        database,
        {
          apply: (change) => {
            if (change.kind === 'editor-event' || change.kind === 'editor-disconnect') bus!.hear(change);
          },
          forgetAll: () => {},
        },
        () => {},
      );
      bus = new EditorEvents((change) => feed.announce(change));
      await feed.start();
      buses.push(bus);
      feeds.push(feed);
    }
  });
  afterAll(async () => {
    for (const feed of feeds) await feed.stop();
    await database?.close();
  });

  it('issue 15 many servers: an event published on one server reaches streams on both, once each; a role change closes the account’s streams on the other', async () => {
    const [a, b] = buses as [EditorEvents, EditorEvents];
    const heard: { on: string; type: string; at: string }[] = [];
    const closed: string[] = [];
    for (const [name, bus] of [
      ['A', a],
      ['B', b],
    ] as const)
      for (const accountId of [ADMIN, OTHER])
        bus.subscribe(SITE, {
          accountId,
          send: (event) => heard.push({ on: `${name}/${accountId[0]}`, type: event.type, at: event.at }),
          close: () => closed.push(`${name}/${accountId[0]}`),
        });

    a.publish(SITE, { type: 'page.published', by: 'owner@demo.test', pageId: 'p1', title: 'About' });
    await until(() => heard.length === 4);
    await new Promise((r) => setTimeout(r, 50)); // nothing more arrives: no echo back to A
    expect(heard.map((h) => h.on).sort()).toEqual(['A/b', 'A/c', 'B/b', 'B/c']);
    expect(new Set(heard.map((h) => h.at)).size).toBe(1);

    b.disconnect(SITE, ADMIN);
    await until(() => closed.length === 2);
    expect(closed.sort()).toEqual(['A/b', 'B/b']);
  });
});
