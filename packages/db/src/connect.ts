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
  };
}
