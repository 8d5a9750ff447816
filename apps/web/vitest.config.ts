import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  optimizeDeps: { force: true },
  test: {
    name: 'web',
    environment: 'happy-dom',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // Page-level tests wait on several queries; the default 5 s is tight on a busy 2-core machine.
    testTimeout: 30_000,
    // Each test file imports these anew (isolation): bundled once per run into single files by
    // esbuild, they load in a fraction of the time (the contracts' sources alone, with date-fns
    // and libphonenumber-js, took about a second a file). Rebuilt on every run (optimizeDeps.force),
    // so an edit of the contracts is never served from a stale bundle.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            '@portal/contracts',
            'date-fns',
            'libphonenumber-js',
            '@mantine/core',
            '@mantine/hooks',
            '@mantine/dates',
            '@mantine/notifications',
            '@mantine/modals',
            '@mantine/charts',
            '@mantine/spotlight',
            '@mantine/tiptap',
            '@tiptap/react',
            '@tiptap/starter-kit',
            '@tiptap/extension-image',
            '@tabler/icons-react',
            '@tanstack/react-query',
            'react-router',
            'react-hook-form',
            'recharts',
          ],
        },
      },
    },
  },
});
