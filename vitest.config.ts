import { defineConfig } from 'vitest/config';

// One run covers every workspace: contracts and web units, server unit and API tests.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
