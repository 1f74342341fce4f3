// The site package as one Vitest project (the root vitest.config.ts lists packages/*).
// Component tests (.tsx) run in happy-dom; server and bundle tests say `@vitest-environment node`.
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'site',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    globalSetup: ['./src/testing/build-once.ts'],
  },
});
