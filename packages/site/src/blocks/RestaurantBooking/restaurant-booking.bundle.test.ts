// @vitest-environment node
// Issue 19 (docs/decisions/049): the Restaurant booking's JavaScript is one small chunk, loaded only
// by pages that have the block (islands/client.ts loads an island's chunk when its element is there).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const clientDir = fileURLToPath(new URL('../../../dist/client/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${clientDir}.vite/manifest.json`, 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; isDynamicEntry?: boolean }
>;

describe('the Restaurant booking island bundle (issue 19)', () => {
  it('issue 19: is a lazily loaded chunk with no imports, no React, no innerHTML, under 2 KB gzip', () => {
    const chunk = manifest['src/blocks/RestaurantBooking/island.ts'];
    expect(chunk?.isDynamicEntry).toBe(true);
    expect(chunk?.imports ?? []).toEqual([]);
    const code = readFileSync(clientDir + chunk!.file);
    expect(code.toString()).not.toContain('react.transitional.element');
    expect(code.toString()).not.toContain('innerHTML');
    expect(gzipSync(code, { level: 9 }).length).toBeLessThan(2048);
  });
});
