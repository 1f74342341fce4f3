// @vitest-environment node
// Issue 18 (decision 043): the performance code is a chunk of its own, loaded lazily by the runtime
// (never on the critical path), and web-vitals is another, loaded by it only when the settings
// answer samples the page load; the tracking chunk still imports nothing (sharing code with it would
// split a chunk out that every page then loads). Reads the client build.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const clientDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${clientDir}.vite/manifest.json`, 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[] }
>;
const gzip = (file: string) => gzipSync(readFileSync(clientDir + file), { level: 9 }).length;

describe('issue 18 the performance chunks', () => {
  it('TRACK-047 the runtime loads the performance chunk lazily; it loads web-vitals lazily; both stay small', () => {
    const runtime = manifest['src/islands/client.ts']!;
    const performance = manifest['src/runtime/performance.ts']!;
    expect(runtime.dynamicImports).toContain('src/runtime/performance.ts');
    expect(runtime.imports ?? []).not.toContain('src/runtime/performance.ts');
    const vitalsKey = performance.dynamicImports?.find((key) => key.includes('web-vitals'));
    expect(vitalsKey).toBeDefined();
    // Only what the runtime already has (decision 057: the runtime itself, whose import wrapper
    // it uses); nothing shared with tracking.
    for (const shared of performance.imports ?? [])
      expect(['src/islands/client.ts', ...(runtime.imports ?? [])]).toContain(shared);
    expect(manifest['src/runtime/tracking.ts']!.imports ?? []).toEqual([]);
    expect(gzip(performance.file)).toBeLessThanOrEqual(1700);
    expect(gzip(manifest[vitalsKey!]!.file)).toBeLessThanOrEqual(3400);
    const code = readFileSync(clientDir + performance.file, 'utf8');
    expect(code).toContain('sendBeacon');
    expect(code).toContain('/api/1/performance/records');
  });
});
