// @vitest-environment node
// Decision 053: the scroll tween and in-page links are one chunk of their own, loaded lazily by the
// runtime, importing nothing else, and small; the runtime holds none of the tween. Reads the build.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const clientDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${clientDir}.vite/manifest.json`, 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[] }
>;

describe('decision 053 the in-page links chunk', () => {
  it('UI-063 UI-066 is loaded lazily by the runtime, holds the tween, imports no other chunk, and is at most 1,600 B gzip', () => {
    const runtime = manifest['src/islands/client.ts']!;
    const chunk = manifest['src/runtime/anchor-links.ts']!;
    expect(runtime.dynamicImports).toContain('src/runtime/anchor-links.ts');
    expect(runtime.imports ?? []).not.toContain('src/runtime/anchor-links.ts');
    expect(chunk.imports ?? []).toEqual([]);
    const code = readFileSync(clientDir + chunk.file);
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(1600);
    expect(code.toString()).toContain('[Tween] Duration is not a finite number.');
    expect(readFileSync(clientDir + runtime.file, 'utf8')).not.toContain('[Tween]');
  });
});
