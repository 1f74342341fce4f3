// @vitest-environment node
// Issue 18 part 2: the tracking collector is its own chunk, loaded lazily by the runtime (never on
// the critical path), importing nothing else, and small enough that it and the consent API stay
// within 3 KB gzip (bench/tracking.mjs prints the whole figure). Reads the client build.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const clientDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${clientDir}.vite/manifest.json`, 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[] }
>;

describe('issue 18 the tracking chunk', () => {
  it('is loaded lazily by the runtime, imports no other chunk, and is at most 2,000 B gzip (bench/tracking.mjs: with the consent API, 993 B, and the performance hook, 46 B, within the 3,072 B budget)', () => {
    const runtime = manifest['src/islands/client.ts']!;
    const tracking = manifest['src/runtime/tracking.ts']!;
    expect(runtime.dynamicImports).toContain('src/runtime/tracking.ts');
    expect(runtime.imports ?? []).not.toContain('src/runtime/tracking.ts');
    expect(tracking.imports ?? []).toEqual([]);
    const code = readFileSync(clientDir + tracking.file);
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(2000);
    // It sends by beacon.
    expect(code.toString()).toContain('sendBeacon');
  });

  it('decision 042: site and events-service events are a chunk of their own, loaded by the runtime only for a page that sends one, sharing nothing with the collector', () => {
    const runtime = manifest['src/islands/client.ts']!;
    const tracking = manifest['src/runtime/tracking.ts']!;
    const events = manifest['src/runtime/analytics-events.ts']!;
    expect(runtime.dynamicImports).toContain('src/runtime/analytics-events.ts');
    expect(runtime.imports ?? []).not.toContain('src/runtime/analytics-events.ts');
    expect(tracking.dynamicImports ?? []).toEqual([]);
    // Only the preload helper the runtime already has (for its own chunk of telemetry warnings,
    // fetched on the first warning only: decision 042); nothing shared with the collector.
    for (const shared of events.imports ?? [])
      expect(['src/islands/client.ts', ...(runtime.imports ?? [])]).toContain(shared);
    expect(tracking.imports ?? []).toEqual([]);
    expect(events.dynamicImports ?? []).toEqual(['src/runtime/trace-warnings.ts']);
    expect(manifest['src/runtime/trace-warnings.ts']!.imports ?? []).toEqual([]);
    const code = readFileSync(clientDir + events.file);
    // 2,600 B: + the first-warning import of the trace sink (decision 042); only on a page with an event.
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(2600);
    expect(code.toString()).toContain('SS_ANALYTICS_ID');
  });
});
