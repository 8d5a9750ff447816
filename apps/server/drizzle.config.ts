import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit resolves paths against the working directory (and mishandles absolute ones), which
// is apps/server under `npm run db:generate` but may be the repository root (`--config
// apps/server/drizzle.config.ts`): give it paths relative to the working directory that point
// into this file's folder. drizzle-kit loads this file as CommonJS
// (__dirname); other loaders see an ES module (import.meta.url).
const here =
  typeof __dirname === 'string' ? __dirname : path.dirname(fileURLToPath(import.meta.url));
const fromCwd = (file: string) => path.relative(process.cwd(), path.join(here, file)) || '.';

export default defineConfig({
  schema: fromCwd('src/db/schema/index.ts'),
  out: fromCwd('drizzle'),
  dialect: 'postgresql',
  casing: 'snake_case',
});
