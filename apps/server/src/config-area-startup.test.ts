// Issue 16 part 1 (docs/decisions/029): the page editor's startup builds no zod schema. The built
// config area's entry chunk, and every chunk it imports statically (what the browser loads and
// evaluates before anything lazy), hold no zod: the editor reads the plain parts of @folio/core's
// modules (site-design-css, header-footer-shape, page-seo-shape, mobile-info-bar-shape). Zod still
// loads with the screens and forms that validate (the Design screen, Settings, the store).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dist = new URL('../../editor/dist/', import.meta.url);
/** zod 4's name of its base type: every build of zod carries it. */
const ZOD_MARKER = '$ZodType';

function staticImports(code: string): string[] {
  return [...code.matchAll(/\bimport\s*(?:[\w${}\s,*]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)].map(
    (m) => m[1]!,
  );
}

describe('issue 16: the config area’s startup', () => {
  it('issue 16: the entry chunk and its static imports hold no zod (it loads lazily, with the forms)', () => {
    const index = readFileSync(new URL('index.html', dist), 'utf8');
    const entry = /src="\/config\/assets\/(index-[\w-]+\.js)"/.exec(index)![1]!;
    const seen = new Set<string>();
    const queue = [entry];
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const code = readFileSync(new URL(`assets/${file}`, dist), 'utf8');
      expect(code.includes(ZOD_MARKER), `${file} holds zod`).toBe(false);
      queue.push(...staticImports(code));
    }
    expect(seen.size).toBeGreaterThan(5);
    // The marker is right: zod is in the build, in a chunk loaded later.
    const withZod = readdirSync(new URL('assets/', dist)).filter(
      (file) =>
        file.endsWith('.js') && readFileSync(new URL(`assets/${file}`, dist), 'utf8').includes(ZOD_MARKER),
    );
    expect(withZod.length).toBeGreaterThan(0);
  });
});
