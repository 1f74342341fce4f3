// Opens the database: embedded PGlite under a data directory by default, PostgreSQL through
// `pg` when a URL is given. Same schema, same migrations, applied before the handle is returned.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /** Closes the connection once; later calls are no-ops (PGlite throws on a second close). */
  close(): Promise<void>;
  /** Sends a notification on a channel to every listener of every server on this database. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Hears a channel (PostgreSQL's LISTEN, on a connection of its own that comes back after a loss;
   * `onReconnect` is then called, since notifications sent meanwhile are lost). Answers a stop.
   */
  listen(channel: string, hear: Listener): Promise<() => Promise<void>>;
}

export interface Listener {
  onPayload(payload: string): void;
  onReconnect?(): void;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
function checkedChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

export type ConnectOptions =
  | { databaseUrl: string }
  /** A directory for PGlite, or 'memory://' for a throwaway in-memory database. */
  | { dataDir: string };

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../migrations');

export async function connect(options: ConnectOptions): Promise<Database> {
  const database =
    'databaseUrl' in options
      ? await connectPostgres(options.databaseUrl)
      : await connectPglite(options.dataDir);
  return database;
}

async function connectPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const isMemory = dataDir.startsWith('memory://');
  if (!isMemory) mkdirSync(dataDir, { recursive: true });
  const client = isMemory ? new PGlite() : new PGlite(resolve(dataDir, 'pglite'));
  await client.waitReady;
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  let closed: Promise<void> | undefined;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => {
      closed ??= client.close();
      return closed;
    },
    // PGlite is one process's database: its LISTEN/NOTIFY reaches listeners in this process.
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [checkedChannel(channel), payload]);
    },
    listen: async (channel, hear) => {
      const stop = await client.listen(checkedChannel(channel), (payload) => hear.onPayload(payload));
      // Closing the database ends its listeners too: a stop after that has nothing left to do.
      return () => (client.closed ? Promise.resolve() : stop().catch(() => undefined));
    },
  };
}

async function connectPostgres(databaseUrl: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server ends (a restart, a failover, a dropped test database) is an
  // 'error' event on the pool; unheard, it would end the process. The pool replaces the client.
  pool.on('error', (error) => {
    process.stderr.write(`PostgreSQL connection lost (the pool opens another): ${error.message}\n`);
  });
  const db = drizzle({ client: pool, schema });
  await migrate(db, { migrationsFolder });
  let closed: Promise<void> | undefined;
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => {
      closed ??= pool.end();
      return closed;
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [checkedChannel(channel), payload]);
    },
    listen: (channel, hear) => listenPostgres(pg, databaseUrl, checkedChannel(channel), hear),
  };
}

/** LISTEN on a client of its own (a pooled one would be handed to others); reconnects after a loss. */
async function listenPostgres(
  pg: typeof import('pg').default,
  databaseUrl: string,
  channel: string,
  hear: Listener,
): Promise<() => Promise<void>> {
  let client: import('pg').Client | null = null;
  let isStopped = false;
  let retry: NodeJS.Timeout | undefined;
  const open = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) hear.onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      process.stderr.write(`PostgreSQL listener lost (reconnecting): ${error.message}\n`);
      schedule();
    });
    next.on('end', () => {
      if (client === next) schedule();
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    if (isStopped) {
      await next.end();
      return;
    }
    client = next;
    if (isReconnect) hear.onReconnect?.();
  };
  const schedule = () => {
    client = null;
    if (isStopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      open(true).catch(schedule);
    }, 1000);
    retry.unref();
  };
  await open(false);
  return async () => {
    isStopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}
