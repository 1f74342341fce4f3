import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'editor', environment: 'happy-dom' },
});
