import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The config area, served by the server under /config/ on each site's host.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/config/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
});
