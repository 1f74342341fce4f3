import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    // Two cores: two workers; each server test file opens its own in-memory PGlite.
    maxWorkers: 2,
  },
});
