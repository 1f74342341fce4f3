// Builds the real app on a fresh database for a test file: in-memory PGlite, or a throwaway
// database on the PostgreSQL server of TEST_DATABASE_URL. Requests go through app.inject.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type Database } from '@folio/db';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp, type FolioApp } from '../app.ts';
import { loadConfig } from '../config.ts';

export const DEMO_PASSWORD = 'demo-password-123';
export const PLATFORM_HOST = 'localhost:3000';
export const DEMO_HOST = 'demo.localhost:3000';

export type DatabaseKind = 'pglite' | 'postgres';

/** The database kinds to run an integration suite on: PGlite always, PostgreSQL when configured. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

async function openTestDatabase(
  kind: DatabaseKind,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await connect({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const { default: pg } = await import('pg');
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `folio_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await connect({ databaseUrl: url.toString() });
  return {
    database: Object.assign(database, { url: url.toString() }),
    drop: async () => {
      await database.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export interface TestApp {
  app: FolioApp;
  close(): Promise<void>;
  /** A browser-like client for one host: keeps cookies, sends the crumb on every request. */
  client(host?: string): TestClient;
}

/**
 * Several servers on one throwaway PostgreSQL database, each with its own connection pool, data
 * directory and memory, as behind a load balancer (the PostgreSQL of TEST_DATABASE_URL).
 */
export async function makeTestServersOnPostgres(
  count: number,
  env: Record<string, string> = {},
): Promise<{
  servers: TestApp[];
  close(): Promise<void>;
}> {
  const { database, drop } = await openTestDatabase('postgres');
  const url = (database as Database & { url?: string }).url;
  const servers: TestApp[] = [];
  const extra: Database[] = [];
  // One media directory for all, as servers behind a balancer share their object storage.
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-test-data-'));
  for (let i = 0; i < count; i++) {
    // The first server uses the database it was made with; the others open their own pools.
    const own = i === 0 ? database : await connect({ databaseUrl: url! });
    if (i > 0) extra.push(own);
    const config = loadConfig({
      FOLIO_DEMO_PASSWORD: DEMO_PASSWORD,
      PORT: '3000',
      FOLIO_DATA_DIR: dataDir,
      ...env,
    });
    const app = await buildApp({ config, database: own, logger: false });
    servers.push({
      app,
      client: (host = DEMO_HOST) => new TestClient(app, host),
      close: () => app.close(),
    });
  }
  return {
    servers,
    close: async () => {
      for (const server of servers) await server.close();
      for (const own of extra) await own.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function makeTestApp(
  kind: DatabaseKind = 'pglite',
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'onRoute' | 'dns' | 'heldPlanIds'> = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(kind);
  // Media files go to a directory of this test app's own, removed when it closes.
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-test-data-'));
  const config = loadConfig({
    FOLIO_DEMO_PASSWORD: DEMO_PASSWORD,
    PORT: '3000',
    FOLIO_DATA_DIR: dataDir,
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, ...options });
  return {
    app,
    client: (host = DEMO_HOST) => new TestClient(app, host),
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let addressCount = 0;
/** A client address of its own (10.77.x.y), for a test client that stands for another person. */
export const anotherAddress = () => {
  addressCount += 1;
  return `10.77.${Math.floor(addressCount / 250) % 250}.${(addressCount % 250) + 1}`;
};

export class TestClient {
  readonly cookies = new Map<string, string>();
  /** The client address its requests come from; app.inject's default (127.0.0.1) when unset. */
  remoteAddress: string | undefined;
  constructor(
    private readonly app: FolioApp,
    readonly host: string,
  ) {}

  get crumb(): string | undefined {
    return this.cookies.get('crumb');
  }

  async request(opts: InjectOptions & { withCrumb?: boolean }): Promise<LightMyRequestResponse> {
    const { withCrumb = true, ...inject } = opts;
    const method = (inject.method ?? 'GET').toUpperCase();
    if (withCrumb && method !== 'GET' && !this.crumb) await this.request({ url: '/api/auth/crumb' });
    const headers: Record<string, string> = {
      host: this.host,
      ...(inject.headers as Record<string, string>),
    };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (withCrumb && this.crumb) headers['x-crumb'] = this.crumb;
    const response = await this.app.inject({
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      ...inject,
      method: method as never,
      headers,
    });
    for (const c of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const isExpired = (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0 || c.value === '';
      if (isExpired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  async signIn(email: string, password = DEMO_PASSWORD): Promise<LightMyRequestResponse> {
    return this.request({ method: 'POST', url: '/api/auth/Login', payload: { email, password } });
  }
}

export const uniqueSuffix = () => randomBytes(4).toString('hex');
