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
    // Test files share one module graph per worker instead of importing the app anew each: the
    // tests build their own app and database state, and loading the server's modules (drizzle,
    // Fastify, pg-boss, sharp, ...) 52 times was over half of the project's time.
    isolate: false,
  },
});
