// Issue 15 part 1 (docs/decisions/019): every server module keeps the same file set, and its
// CONTEXT.md says what it owns and must not do. The import rules themselves are lint's
// (`npm run lint:modules`); this checks what lint cannot: that the files are there.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = join(import.meta.dirname, 'modules');
const modules = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The tables a CONTEXT.md's Owns line names (`snake_case` in backticks). */
function ownedTables(context: string): string[] {
  const owns = context.split('\n').find((line) => /\*\*Owns\*\*/.test(line)) ?? '';
  return [...owns.matchAll(/`([a-z][a-z0-9_]*)`/g)]
    .map((m) => m[1]!)
    .filter((name) => name.includes('_') || /s$/.test(name));
}

describe('issue 15 part 1: module shape', () => {
  it('issue 15: there are modules to check', () => {
    expect(modules.length).toBeGreaterThan(10);
  });

  it.each(modules)('issue 15: module %s has its file set and a CONTEXT.md with Owns and Must not', (name) => {
    const dir = join(MODULES, name);
    const has = (file: string) => existsSync(join(dir, file));
    expect(has('CONTEXT.md'), 'CONTEXT.md').toBe(true);
    expect(has('service.ts'), 'service.ts (the public API)').toBe(true);
    const context = readFileSync(join(dir, 'CONTEXT.md'), 'utf8');
    expect(context).toMatch(/\*\*Owns\*\*/);
    expect(context).toMatch(/\*\*Must not\*\*/);
    if (has('routes.ts')) expect(has('schema.ts'), 'schema.ts beside routes.ts').toBe(true);
    if (ownedTables(context).length)
      expect(has('queries.ts'), `queries.ts for ${ownedTables(context)}`).toBe(true);
  });
});
