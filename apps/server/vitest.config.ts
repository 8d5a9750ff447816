import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One PostgreSQL for the whole run, migrated and loaded with the demo data (see the file).
    globalSetup: './test/global-setup.ts',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
