// @vitest-environment node
// Issue 19 (PAGE-038, docs/decisions/054): the Social follow island is one small chunk, loaded only by
// pages that have the block; Social links has no JavaScript at all.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const clientDir = fileURLToPath(new URL('../../../dist/client/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${clientDir}.vite/manifest.json`, 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; isDynamicEntry?: boolean }
>;

describe('the social blocks’ JavaScript (issue 19)', () => {
  it('PAGE-038 the follow island is a lazily loaded chunk with no React and no innerHTML, under 2 KB gzip', () => {
    const chunk = manifest['src/blocks/SocialFollow/island.ts'];
    expect(chunk?.isDynamicEntry).toBe(true);
    const code = readFileSync(clientDir + chunk!.file);
    expect(code.toString()).not.toContain('react.transitional.element');
    expect(code.toString()).not.toContain('innerHTML');
    expect(gzipSync(code, { level: 9 }).length).toBeLessThan(2048);
  });

  it('issue 19: Social links ships no island', () => {
    expect(Object.keys(manifest).some((name) => name.includes('SocialLinks'))).toBe(false);
  });
});
