import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions and schemas: nothing to isolate between files, so import them once a worker.
    isolate: false,
  },
});
