import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every workspace: contracts and web units, server unit and API tests.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
    // Vitest's default (one worker less than the cores) is a single worker on a two-core machine,
    // where the API tests spend much of their time waiting on PostgreSQL: two keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
