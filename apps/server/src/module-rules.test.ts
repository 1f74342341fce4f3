// The module rules of `npm run lint` (.dependency-cruiser.cjs) fire: files planted in a throwaway
// copy of the layout, never in the source tree, break them, and dependency-cruiser names each
// broken rule (issue 15 part 1: "a planted cross-module import must fail lint").
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

const PLANTED: Record<string, string> = {
  'packages/db/package.json': JSON.stringify({
    name: '@folio/db',
    type: 'module',
    exports: { './schema': './src/schema.ts' },
  }),
  'packages/db/src/schema.ts': 'export const carts = {};\n',
  'apps/server/src/modules/orders/queries.ts': 'export const ordersOf = () => [];\n',
  'apps/server/src/modules/orders/service.ts': 'export const placeOrder = () => null;\n',
  // Another module's queries.ts: forbidden. Its service.ts: the one door.
  'apps/server/src/modules/cart/service.ts':
    "import { ordersOf } from '../orders/queries.ts';\nimport { placeOrder } from '../orders/service.ts';\nexport const checkout = () => [ordersOf(), placeOrder()];\n",
  // The tables outside queries.ts: forbidden.
  'apps/server/src/modules/cart/routes.ts':
    "import * as schema from '@folio/db/schema';\nexport const tables = schema;\n",
  // Drizzle's operators outside queries.ts: forbidden too.
  'apps/server/src/modules/cart/schema.ts': "import { eq } from 'drizzle-orm';\nexport const same = eq;\n",
  // The tables in the module's own queries.ts: allowed.
  'apps/server/src/modules/cart/queries.ts':
    "import * as schema from '@folio/db/schema';\nexport const cartTable = schema.carts;\n",
  // Outside the modules, a module's internals: forbidden.
  'apps/server/src/render/store-pages.ts':
    "import { cartTable } from '../modules/cart/queries.ts';\nexport const page = cartTable;\n",
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      module: 'ESNext',
      moduleResolution: 'Bundler',
      allowImportingTsExtensions: true,
      noEmit: true,
    },
  }),
};

describe('the module rules in lint', () => {
  let dir: string;
  let status: number | null;
  let output: string;
  let broken: string[];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'folio-module-rules-'));
    for (const [path, text] of Object.entries(PLANTED)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    mkdirSync(join(dir, 'node_modules/@folio'), { recursive: true });
    symlinkSync(join(dir, 'packages/db'), join(dir, 'node_modules/@folio/db'), 'dir');
    symlinkSync(join(root, 'node_modules/drizzle-orm'), join(dir, 'node_modules/drizzle-orm'), 'dir');
    const cli = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
    const config = join(root, '.dependency-cruiser.cjs');
    // As `npm run lint:modules` runs it: the `err` output and its exit status.
    const run = spawnSync(
      process.execPath,
      [cli, 'apps', 'packages', '--config', config, '--output-type', 'err'],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );
    status = run.status;
    output = run.stdout;
    // A package's file is named by the package (the real node_modules lies outside the copy).
    const named = (path: string) => path.replace(/^.*node_modules\/(drizzle-orm)\/.*$/, '$1');
    broken = [...run.stdout.matchAll(/^\s*error ([\w-]+): (\S+) → (\S+)$/gm)]
      .map((m) => `${m[1]}: ${m[2]} → ${named(m[3] ?? '')}`)
      .sort();
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('issue 15: a planted cross-module import, and the tables or drizzle-orm outside queries.ts, fail lint, each rule named', () => {
    expect(status, output).not.toBe(0);
    expect(broken, output).toEqual([
      'module-internals: apps/server/src/modules/cart/service.ts → apps/server/src/modules/orders/queries.ts',
      'outside-reaches-module-internals: apps/server/src/render/store-pages.ts → apps/server/src/modules/cart/queries.ts',
      'tables-only-in-queries: apps/server/src/modules/cart/routes.ts → packages/db/src/schema.ts',
      'tables-only-in-queries: apps/server/src/modules/cart/schema.ts → drizzle-orm',
    ]);
    expect(output).toContain('4 dependency violations (4 errors, 0 warnings)');
  });

  it('issue 15: another module’s service.ts and a module’s own queries.ts with the tables pass', () => {
    expect(output).not.toContain('→ apps/server/src/modules/orders/service.ts');
    expect(output).not.toContain('apps/server/src/modules/cart/queries.ts → packages/db');
  });
});
