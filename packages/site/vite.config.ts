// Two builds from one config: the browser runtime, islands and stylesheet (dist/client, with a
// manifest) and the server renderer (`vite build --ssr src/server.tsx` → dist/server/server.js).
import { createHash } from 'node:crypto';
import { basename, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * CSS Module class names from the file's path and the class, never from the build: the SSR build
 * writes the class names and the client build writes the CSS, so both must agree.
 */
export function scopedClassName(local: string, filename: string): string {
  const file = relative(root, filename.split('?')[0] ?? filename).replaceAll('\\', '/');
  const hash = createHash('sha256').update(`${file}:${local}`).digest('base64url').slice(0, 6);
  return `${basename(file).replace(/\.module\.css$/, '')}_${local}_${hash}`;
}

/** Each island's chunk is named for its block: assets/island-Accordion-<hash>.js. */
function islandChunkName(chunk: { facadeModuleId?: string | null }): string {
  const block = chunk.facadeModuleId?.match(/blocks\/(\w+)\/island\.tsx?$/)?.[1];
  return block ? `assets/island-${block}-[hash].js` : 'assets/[name]-[hash].js';
}

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Decision 057: Vite wraps every dynamic import in its preload helper (0.9 KB gzip, always on), to
 * fetch a chunk's CSS and imports beside it. This build has neither to fetch (one stylesheet, no
 * module preload), so the helper is just the import itself. ChunkLoadError (runtime/chunk-load.ts)
 * still comes from the browser's own failed import.
 */
function noPreloadHelper() {
  return {
    name: 'folio:no-preload-helper',
    enforce: 'pre' as const,
    resolveId: (id: string) => (id === PRELOAD_HELPER ? id : null),
    load: (id: string) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  // Relative asset URLs: the server mounts dist/client wherever it likes (/_site/).
  base: './',
  plugins: [react(), ...(isSsrBuild ? [] : [noPreloadHelper()])],
  css: { modules: { generateScopedName: scopedClassName } },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20', minify: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // One stylesheet for the whole site: no per-chunk CSS to fetch when an island loads.
        cssCodeSplit: false,
        target: 'es2022',
        // Islands have no shared dependencies to preload; this keeps Vite's preload helper out of
        // the runtime.
        modulePreload: false,
        rolldownOptions: {
          input: [
            'src/islands/client.ts',
            'src/site-styles.ts',
            'src/announcement-bar/announcement-bar-script.ts',
            'src/popup-overlay/popup-overlay-script.ts',
          ],
          // Keeps site-styles' export, without which unused CSS Modules are shaken out of the CSS.
          preserveEntrySignatures: 'allow-extension',
          output: { chunkFileNames: islandChunkName },
        },
      },
}));
