import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { scopedClassName } from '../../packages/site/vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Issue 16: early-requests.ts is its own entry, loaded by index.html before the editor's bundle
 * (async, so it runs as soon as it arrives) to start the first data requests meanwhile.
 */
function earlyRequestsFirst(): Plugin {
  return {
    name: 'folio-early-requests-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.isEntry && c.name === 'early-requests',
        );
        if (!chunk) throw new Error('early-requests chunk missing from the build');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/config/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

// The config area, served by the server under /config/ on each site's host.
export default defineConfig({
  root,
  base: '/config/',
  plugins: [react(), earlyRequestsFirst()],
  // The site's own class names (issue 17 part 2): HTML the server renders for the canvas (a
  // Summary block's widget rendering) is styled by the blocks' CSS the editor bundles.
  css: { modules: { generateScopedName: scopedClassName } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      input: { index: `${root}index.html`, 'early-requests': `${root}src/early-requests.ts` },
    },
  },
});
