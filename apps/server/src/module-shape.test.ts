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

/**
 * The tables a CONTEXT.md says the module owns: the `snake_case` names in backticks in the first
 * clause of its **Owns** entry (what follows may name tables it reaches through other services).
 */
function ownedTables(context: string): string[] {
  const owns = /\*\*Owns\*\*:?([\s\S]*?)(?:\n\s*\n|\n- \*\*|$)/.exec(context)?.[1] ?? '';
  const clause = owns.split(/[.;](?:\s|$)/)[0] ?? '';
  return [...clause.matchAll(/`([a-z][a-z0-9_]*)`/g)].map((m) => m[1]!);
}

/** The tables a queries.ts reads or writes, as SQL names (`const { a, b } = schema`, `schema.x`). */
function tablesUsed(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/const \{([^}]*)\} = schema;/g))
    for (const name of m[1]!.split(',')) if (name.trim()) names.add(name.trim());
  for (const m of source.matchAll(/\bschema\.([A-Za-z]+)/g)) names.add(m[1]!);
  return [...names].map((name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
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

  it.each(modules.filter((name) => existsSync(join(MODULES, name, 'queries.ts'))))(
    'issue 15: module %s’s queries.ts touches only the tables its CONTEXT.md says it owns',
    (name) => {
      const owned = ownedTables(readFileSync(join(MODULES, name, 'CONTEXT.md'), 'utf8'));
      const used = tablesUsed(readFileSync(join(MODULES, name, 'queries.ts'), 'utf8'));
      expect(used.length).toBeGreaterThan(0);
      expect(used.filter((table) => !owned.includes(table))).toEqual([]);
    },
  );
});
