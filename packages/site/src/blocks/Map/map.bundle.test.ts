// @vitest-environment node
// Issue 19 (docs/decisions/052): a page with a map downloads only the small island until the block
// is near; Leaflet (with its stylesheet) and the Google loader are chunks of their own.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const clientDir = fileURLToPath(new URL('../../../dist/client/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${clientDir}.vite/manifest.json`, 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isDynamicEntry?: boolean; css?: string[] }
>;
const code = (key: string) => readFileSync(clientDir + manifest[key]!.file).toString();

describe('the Map island bundle (issue 19)', () => {
  it('issue 19: the island is a lazy chunk under 3 KB gzip, with no Leaflet, no zod, no React, no innerHTML', () => {
    const island = manifest['src/blocks/Map/island.ts'];
    expect(island?.isDynamicEntry).toBe(true);
    const source = code('src/blocks/Map/island.ts');
    expect(source).not.toContain('leaflet-container');
    expect(source).not.toContain('react.transitional.element');
    expect(source).not.toContain('innerHTML');
    for (const key of island!.imports ?? []) expect(code(key)).not.toMatch(/ZodError|leaflet-container/);
    expect(gzipSync(source, { level: 9 }).length).toBeLessThan(3072);
  });

  it('issue 19: Leaflet and its stylesheet are one chunk of their own, loaded by the island only', () => {
    expect(manifest['src/blocks/Map/island.ts']!.dynamicImports).toEqual(
      expect.arrayContaining(['src/blocks/Map/leaflet-map.ts', 'src/blocks/Map/google-map.ts']),
    );
    const leaflet = code('src/blocks/Map/leaflet-map.ts');
    expect(leaflet).toContain('leaflet-container');
    expect(leaflet).toContain('.leaflet-pane');
    // No separate stylesheet reaches the site's pages: the one site stylesheet has no Leaflet rules.
    const css = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.css'));
    for (const chunk of css)
      expect(readFileSync(clientDir + chunk.file, 'utf8')).not.toContain('.leaflet-pane');
    const runtime = manifest['src/islands/client.ts']!;
    expect([...(runtime.imports ?? []), ...(runtime.dynamicImports ?? [])]).not.toContain(
      'src/blocks/Map/leaflet-map.ts',
    );
  });
});
