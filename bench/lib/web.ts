import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

interface RouteSize {
  route: string;
  /**
   * JavaScript the browser receives to show the route (entry, layouts, page), as the server sends
   * it to a browser that accepts brotli: each file's precompressed .br copy, or the file itself
   * where the build made none (under 1 KB).
   */
  brKb: number;
}

export interface WebBuild {
  outDir: string;
  buildSeconds: number;
  firstRoute: RouteSize;
  largestRoute: RouteSize;
  routes: RouteSize[];
}

/** The first route a visitor who is not signed in lands on. */
const FIRST_ROUTE = 'src/features/auth/routes/login.tsx';
const SHELL_LAYOUT = 'src/features/shell/routes/shell-layout.tsx';

/**
 * Builds the committed web app with Vite into `outDir` (with a manifest, so routes map to
 * chunks) and sums the JavaScript each lazy route needs, in the bytes the server sends (the
 * build's brotli copies): the entry and its static imports, the shell layout for signed-in
 * pages, then the page and its static imports.
 */
export function buildWeb(outDir: string): WebBuild {
  const started = performance.now();
  execFileSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    { cwd: path.join(REPO_ROOT, 'apps/web'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const buildSeconds = (performance.now() - started) / 1000;
  const manifest = JSON.parse(
    fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;

  const sentBytes = (file: string) => {
    const brotli = path.join(outDir, `${file}.br`);
    return fs.statSync(fs.existsSync(brotli) ? brotli : path.join(outDir, file)).size;
  };
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const next of chunk.imports ?? []) closure(next, into);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry');

  const routes: RouteSize[] = Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry && /\/routes\/[^/]+\.tsx$/.test(key))
    .map((key) => {
      const files = new Set<string>();
      closure(entry, files);
      if (!key.startsWith('src/features/auth/') && key !== SHELL_LAYOUT)
        closure(SHELL_LAYOUT, files);
      closure(key, files);
      const bytes = [...files]
        .filter((f) => f.endsWith('.js'))
        .reduce((n, f) => n + sentBytes(f), 0);
      return { route: key.replace(/^src\/features\//, ''), brKb: Math.round(bytes / 102.4) / 10 };
    })
    .sort((a, b) => b.brKb - a.brKb);
  const firstRoute = routes.find((r) => `src/features/${r.route}` === FIRST_ROUTE);
  if (!firstRoute || routes.length === 0) throw new Error(`No chunk for ${FIRST_ROUTE}`);
  return { outDir, buildSeconds, firstRoute, largestRoute: routes[0]!, routes };
}
