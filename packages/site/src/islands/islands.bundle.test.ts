// @vitest-environment node
// DESIGN §2: island bundles never import @puckeditor/core, and a page with no islands loads no
// React. Reads the client build (src/testing/build-once.ts builds it when missing).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const clientDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${clientDir}.vite/manifest.json`, 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; isDynamicEntry?: boolean }
>;

// Strings Puck's own code carries into any bundle that includes it (checked against its dist).
const PUCK_MARKERS = ['@puckeditor/core', 'puck-root', 'data-puck-'];
// React's element symbol: present in any bundle that includes React.
const REACT_MARKERS = ['react.transitional.element', 'react.element'];

function read(file: string): string {
  return readFileSync(clientDir + file, 'utf8');
}

/** A chunk and every chunk it imports statically: what the browser downloads for it. */
function staticClosure(key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => staticClosure(k, seen))];
}

describe('built client bundles', () => {
  const scripts = readdirSync(`${clientDir}assets`).filter((f) => f.endsWith('.js'));

  it('contain no @puckeditor/core code', () => {
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = read(`assets/${file}`);
      for (const marker of PUCK_MARKERS)
        expect(code.includes(marker), `${file} contains "${marker}"`).toBe(false);
    }
  });

  it('the runtime entry and what it imports statically contain no React', () => {
    const files = staticClosure('src/islands/client.ts');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const code = read(file);
      for (const marker of REACT_MARKERS) expect(code.includes(marker), `${file} contains React`).toBe(false);
    }
  });

  it('the account dialog is its own lazily loaded chunk, outside what the runtime loads', () => {
    const dialog = manifest['src/runtime/account-dialog.ts'];
    expect(dialog?.isDynamicEntry).toBe(true);
    expect(staticClosure('src/islands/client.ts')).not.toContain(dialog!.file);
    expect(read(dialog!.file)).not.toMatch(REACT_MARKERS.join('|'));
  });

  it('each island is its own lazily loaded chunk, outside what the runtime loads', () => {
    const islands = Object.entries(manifest).filter(([key]) => /blocks\/\w+\/island\.tsx?$/.test(key));
    expect(islands.map(([key]) => key)).toEqual(
      expect.arrayContaining(['src/blocks/Accordion/island.ts', 'src/blocks/Form/island.ts']),
    );
    const runtime = staticClosure('src/islands/client.ts');
    for (const [, chunk] of islands) {
      expect(chunk.isDynamicEntry).toBe(true);
      expect(runtime).not.toContain(chunk.file);
    }
  });

  it('decision 057: the accordion and form islands, plain DOM code, bring no React; the accordion adds under 1 KB', () => {
    const hasReact = (key: string) =>
      staticClosure(key).some((file) => REACT_MARKERS.some((m) => read(file).includes(m)));
    expect(hasReact('src/blocks/Accordion/island.ts')).toBe(false);
    expect(hasReact('src/blocks/Form/island.ts')).toBe(false);
    const runtime = new Set(staticClosure('src/islands/client.ts'));
    const added = staticClosure('src/blocks/Accordion/island.ts').filter((file) => !runtime.has(file));
    expect(
      added.reduce((sum, file) => sum + gzipSync(readFileSync(clientDir + file), { level: 9 }).length, 0),
    ).toBeLessThan(1024);
  });

  it('decision 057 issue 19: the always-on runtime (the entry and what it imports statically) is at most 5,120 B gzip', () => {
    const files = staticClosure('src/islands/client.ts');
    const bytes = files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(clientDir + file), { level: 9 }).length,
      0,
    );
    expect(bytes).toBeLessThanOrEqual(5_120);
  });

  it('decision 057: what waits for a visitor is outside the runtime (account dialog, error overlay, lightbox, login shortcuts, header menus, cart badge, data layer)', () => {
    const runtime = staticClosure('src/islands/client.ts');
    const code = runtime.map(read).join('\n');
    for (const key of [
      'src/runtime/account-dialog.ts',
      'src/runtime/system-error-overlay.ts',
      'src/runtime/lightbox.ts',
      'src/runtime/login-shortcuts-install.ts',
      'src/runtime/phone-menu.ts',
      'src/runtime/nav-folders.ts',
      'src/store/cart-badge.ts',
    ]) {
      const chunk = manifest[key];
      if (!chunk) continue; // bundled into a lazy chunk of its own importer (the lightbox, into the gallery's)
      expect(runtime, key).not.toContain(chunk.file);
    }
    // Strings only those modules hold.
    for (const marker of ['folio-system-error', '/api/auth/Logout', '[data-folder]', 'Unable to preload CSS'])
      expect(code.includes(marker), marker).toBe(false);
  });

  it('issue 15: the name says what an island does: every island.ts enhances without React, every island.tsx brings React', () => {
    const hasReact = (key: string) =>
      staticClosure(key).some((file) => REACT_MARKERS.some((m) => read(file).includes(m)));
    const keys = Object.keys(manifest).filter((key) => /blocks\/\w+\/island\.tsx?$/.test(key));
    expect(keys.filter((key) => key.endsWith('.ts')).length).toBeGreaterThanOrEqual(7);
    for (const key of keys) expect(hasReact(key), key).toBe(key.endsWith('.tsx'));
  });

  describe('the store (issue 6)', () => {
    const runtime = new Set(staticClosure('src/islands/client.ts'));
    const hasReact = (key: string) =>
      staticClosure(key).some((file) => REACT_MARKERS.some((m) => read(file).includes(m)));
    /** Gzipped bytes a chunk adds to a page beyond the runtime, React's own chunk left out. */
    const addedBytes = (key: string) =>
      staticClosure(key)
        .filter((file) => !runtime.has(file) && !REACT_MARKERS.some((m) => read(file).includes(m)))
        .reduce((sum, file) => sum + gzipSync(readFileSync(clientDir + file)).length, 0);

    it('the cart badge is its own lazily loaded chunk, plain DOM code, outside what the runtime loads', () => {
      const badge = manifest['src/store/cart-badge.ts'];
      expect(badge?.isDynamicEntry).toBe(true);
      expect(runtime).not.toContain(badge!.file);
      expect(hasReact('src/store/cart-badge.ts')).toBe(false);
      // Mostly the ICU message formatter behind cartBadgeLabel (~11 KB).
      expect(addedBytes('src/store/cart-badge.ts')).toBeLessThan(16_000);
    });

    it('the product page and product list islands are plain DOM code and small', () => {
      for (const key of ['src/blocks/Product/island.ts', 'src/blocks/ProductList/island.ts']) {
        expect(manifest[key]?.isDynamicEntry, key).toBe(true);
        expect(hasReact(key), key).toBe(false);
      }
      expect(addedBytes('src/blocks/Product/island.ts')).toBeLessThan(5_000);
      expect(addedBytes('src/blocks/ProductList/island.ts')).toBeLessThan(4_000);
    });

    it('the cart and checkout islands bring React, and little code of their own beside it', () => {
      for (const key of ['src/blocks/Cart/island.tsx', 'src/blocks/Checkout/island.tsx']) {
        expect(manifest[key]?.isDynamicEntry, key).toBe(true);
        expect(hasReact(key), key).toBe(true);
      }
      expect(addedBytes('src/blocks/Cart/island.tsx')).toBeLessThan(22_000);
      expect(addedBytes('src/blocks/Checkout/island.tsx')).toBeLessThan(26_000);
    });
  });
});
