import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { BRAND_NAME } from './src/lib/brand.ts';

// The server serves the JSON API and the compliance systems on the same origin in production;
// in development Vite forwards those paths to it.
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';
// React Router's package resolves to its development build everywhere (remix-run/react-router
// #12437, #14102): the same code with its development warnings on. The production build of the
// same version is beside it; the web's build uses it.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];
// The first page's schemas are zod/mini (tree-shaken, a few KB); the lazy pages' are classic zod.
// Both are built on zod/v4/core, one module shared by both, which the bundler places whole with
// the first page: holding all that classic zod uses from it (every string format, ...), about
// 9 KB more than the mini schemas need. Classic zod gets its own instance of core instead, so the
// first page carries only what mini uses. The two instances share zod's locale and registry
// (kept on globalThis) and recognise each other's schemas and errors by their traits, not by
// class, so mini and classic schemas still nest in each other.
const CLASSIC_CORE = '?classic-core';
const separateClassicZodCore: Plugin = {
  name: 'separate-classic-zod-core',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || !source.startsWith('.')) return null;
    const fromClassic =
      /zod\/v4\/(classic|locales)\//.test(importer) || importer.endsWith(CLASSIC_CORE);
    if (!fromClassic) return null;
    const resolved = await this.resolve(source, importer.replace(CLASSIC_CORE, ''), {
      ...options,
      skipSelf: true,
    });
    if (resolved && /zod\/v4\/(core|locales)\//.test(resolved.id))
      return resolved.id + CLASSIC_CORE;
    return null;
  },
  load: (id) =>
    id.endsWith(CLASSIC_CORE) ? readFileSync(id.slice(0, -CLASSIC_CORE.length), 'utf8') : null,
};

// A brotli (.br, quality 11) and a gzip (.gz) copy of each text file of the build, made once here:
// the server sends the copy the browser accepts as is (apps/server/src/plugins/spa.ts). Files
// under 1 KB stay as they are (the server compresses nothing smaller either).
const precompress = compression({
  algorithms: ['brotliCompress', 'gzip'],
  include: /\.(html|js|css|svg|json|txt|webmanifest)$/,
  threshold: 1024,
  logLevel: 'silent',
});

// Mantine's stylesheet, split by component: each component's class-name module (the
// `<Name>.module.mjs` that its code imports) brings `@mantine/core/styles/<Name>.layer.css` along,
// so the app's stylesheet (one file: `cssCodeSplit` below) holds the styles of the components
// the app draws and no others. Components built on others (Select on Combobox, Input, Popover, ...) import
// those, so their styles follow without a list to keep. The sheets are the `mantine` CSS layer's,
// and the baseline, the default variables and the global classes (main.tsx) are too: our own
// (unlayered) styles win over them wherever they sit in the sheet. In development the
// dependency optimiser serves Mantine as one file, so the entry takes the whole layered sheet.
const MANTINE_CLASS_MODULE = /\/@mantine\/core\/esm\/(?:[^/]+\/)*(\w+)\.module\.mjs$/;
const mantineComponentStyles = (command: 'build' | 'serve'): Plugin => ({
  name: 'mantine-component-styles',
  transform(code, id) {
    if (command === 'serve') {
      return id.endsWith('/src/main.tsx')
        ? { code: `${code}\nimport '@mantine/core/styles.layer.css';\n`, map: null }
        : null;
    }
    const name = MANTINE_CLASS_MODULE.exec(id)?.[1];
    // Appended (imports are hoisted), so the module's source map still lines up.
    return name
      ? { code: `${code}\nimport '@mantine/core/styles/${name}.layer.css';\n`, map: null }
      : null;
  },
});

// A page's code (the page's chunks, and the shell's for a signed-in page) is asked for by the
// router only once the entry has run. On a slow phone connection that is a second round of
// requests after the entry's download. The build lists the landing pages' chunks by path
// (`.vite/landing-preload.json`): the sign-in page's alone, a signed-in page's with the shell's.
// The server writes them into the page as preload links (apps/server/src/plugins/spa.ts), so the
// browser asks for them with the entry.
const SIGN_IN_ROUTES: Record<string, string> = {
  '/auth/login': 'src/features/auth/routes/login.tsx',
};
const LANDING_ROUTES: Record<string, string> = {
  '/': 'src/features/dashboard/routes/dashboard.tsx',
  '/portfolio': 'src/features/portfolio/routes/portfolio.tsx',
};
// The module that asks for a landing page's first data (app/prefetch-landing-page.ts imports it
// once the entry runs): asked for before anything else, so the page's data is not held up
// behind the page's code.
const LANDING_PREFETCHES: Record<string, string> = {
  '/': 'src/features/dashboard/prefetch.ts',
  '/portfolio': 'src/features/portfolio/prefetch.ts',
};
const SHELL_ROUTE = 'src/features/shell/routes/shell-layout.tsx';
// The app's entry (index.html's script, src/main.tsx), and the script that starts it on a page the server drew
// once that page has painted (src/after-paint.ts): the server swaps one for the other there.
const APP_ENTRY = 'index.html';
const AFTER_PAINT = 'src/after-paint.ts';
const landingRoutePreload = (): Plugin => {
  return {
    name: 'landing-route-preload',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${APP_ENTRY}`));
        const afterPaint = chunks.find((chunk) =>
          chunk.facadeModuleId?.endsWith(`/${AFTER_PAINT}`),
        );
        if (!entry || !afterPaint) throw new Error('No chunk for the app or its after-paint start');
        const files = (module: string) => {
          const into = new Set<string>();
          const visit = (chunk: (typeof chunks)[number] | undefined) => {
            if (!chunk || chunk === entry || into.has(chunk.fileName)) return;
            into.add(chunk.fileName);
            for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
            for (const next of chunk.imports) visit(chunks.find((c) => c.fileName === next));
          };
          visit(chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${module}`)));
          if (into.size === 0) throw new Error(`No chunk for ${module}`);
          return [...into];
        };
        const shell = files(SHELL_ROUTE);
        const pages = Object.fromEntries(
          Object.entries(LANDING_ROUTES).map(([path, module]) => [
            path,
            files(module).filter((file) => !shell.includes(file)),
          ]),
        );
        const prefetches = Object.fromEntries(
          Object.entries(LANDING_PREFETCHES).map(([path, module]) => [path, files(module)]),
        );
        const signInPages = Object.fromEntries(
          Object.entries(SIGN_IN_ROUTES).map(([path, module]) => [path, files(module)]),
        );
        // Read by the server (spa.ts: LandingPreload); in .vite/, which it does not serve.
        this.emitFile({
          type: 'asset',
          fileName: '.vite/landing-preload.json',
          source: JSON.stringify({
            entry: entry.fileName,
            afterPaint: afterPaint.fileName,
            signIn: signInPages,
            prefetch: prefetches,
            shell,
            pages,
          }),
        });
      },
    },
  };
};

// The component libraries' modules a signed-in page loads after the entry: left to the bundler,
// each component (Table, Badge, Tooltip, an icon, ...) is a file of its own, and the dashboard
// asked for 106 files. Each costs the server a request, the browser a preload and a module to
// instantiate (about 2 ms of main thread a file at full CPU speed, four times that on a phone).
// Grouped, the components two or more pages share are one file: the dashboard asks for 56 files,
// and its JavaScript is smaller (298 -> 287 KB, brotli packs one file better than many).
const UI_LIBRARIES =
  /[\\/]node_modules[\\/](?:@mantine[\\/](?:core|hooks)|@tabler[\\/]icons-react|@floating-ui)[\\/]/;
// The sign-in page is the first a visitor loads, and carries only what it draws: the library
// modules it reaches form a group of their own, so it never loads the signed-in pages' components.
// Its reach is followed through the libraries' index modules by the names it imports from them
// (an index imports every component; followed whole, it would reach them all).
const LIBRARY_INDEXES: Record<string, RegExp> = {
  '@mantine/core': /[\\/]@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/,
  '@mantine/hooks': /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/,
  '@tabler/icons-react':
    /[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs$/,
};
const signInModules = new Set<string>();
const signInReach = (): Plugin => ({
  name: 'sign-in-reach',
  apply: 'build',
  buildEnd() {
    signInModules.clear();
    // An index module's names, each to the module it comes from.
    const indexNames = new Map<string, Map<string, string>>();
    const namesOf = (indexId: string) => {
      let names = indexNames.get(indexId);
      if (names) return names;
      names = new Map();
      const code = this.getModuleInfo(indexId)?.code ?? '';
      const from = (specifier: string) => path.resolve(path.dirname(indexId), specifier);
      for (const [, list, specifier] of code.matchAll(
        /import\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g,
      ))
        for (const name of list!.split(',')) {
          const local = name
            .trim()
            .split(/\s+as\s+/)
            .pop();
          if (local) names.set(local, from(specifier!));
        }
      for (const [, name, specifier] of code.matchAll(
        /export\s*\{\s*default\s+as\s+(\w+)\s*\}\s*from\s*["'](\.[^"']+)["']/g,
      ))
        names.set(name!, from(specifier!));
      indexNames.set(indexId, names);
      return names;
    };
    const visit = (id: string) => {
      if (signInModules.has(id)) return;
      const info = this.getModuleInfo(id);
      if (!info) return;
      signInModules.add(id);
      for (const imported of info.importedIds) {
        const library = Object.keys(LIBRARY_INDEXES).find((name) =>
          LIBRARY_INDEXES[name]!.test(imported),
        );
        if (!library) {
          visit(imported);
          continue;
        }
        const names = namesOf(imported);
        const statement = new RegExp(
          `import\\s*\\{([^}]*)\\}\\s*from\\s*["']${library.replace('/', '\\/')}["']`,
          'g',
        );
        for (const [, list] of (info.code ?? '').matchAll(statement))
          for (const name of list!.split(',')) {
            const target = names.get(name.trim().split(/\s+as\s+/)[0]!);
            if (target) visit(target);
          }
      }
    };
    const login = [...this.getModuleIds()].find((id) =>
      id.endsWith(`/${SIGN_IN_ROUTES['/auth/login']}`),
    );
    if (!login) throw new Error('No module for the sign-in page');
    visit(login);
  },
});

const PROXIED_PATHS = ['/v1', '/v2', '/cs', '/healthz', '/openapi.json', '/docs'];

// The server's drawing of signed-in pages (src/entry-server.tsx, `vite build --ssr`): the same
// modules built for Node into dist-ssr, one file with the libraries in it, and React's
// production build (the server runs without NODE_ENV=production in development, where Node
// would load React's development build, several times slower to render).
const SSR_CONFIG: UserConfig = {
  resolve: { alias: REACT_ROUTER_PRODUCTION },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  plugins: [react(), separateClassicZodCore],
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: false } },
  },
};

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? SSR_CONFIG
    : {
        resolve: {
          alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [],
        },
        plugins: [
          react(),
          mantineComponentStyles(command),
          command === 'build' && separateClassicZodCore,
          landingRoutePreload(),
          signInReach(),
          {
            name: 'brand-name',
            transformIndexHtml: (html) => html.replaceAll('%BRAND_NAME%', BRAND_NAME),
          },
          {
            // The text is set in Inter: fetched with the page, the first paint already uses it, where
            // fetched on demand it arrives late and the text reflows (a layout shift) when it swaps in.
            // One variable file (latin, 47 KB) holds every weight the portal sets, where the static
            // files were 24 KB a weight: the first screens set three (400, 600, 700) and menus a fourth.
            name: 'preload-fonts',
            transformIndexHtml: {
              order: 'post',
              handler: (_html, { bundle }) =>
                Object.keys(bundle ?? {})
                  .filter((file) => /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(file))
                  .map((file) => ({
                    tag: 'link',
                    attrs: {
                      rel: 'preload',
                      href: `/${file}`,
                      as: 'font',
                      type: 'font/woff2',
                      crossorigin: '',
                    },
                    injectTo: 'head' as const,
                  })),
            },
          },
          // Last: it compresses what the plugins above wrote.
          command === 'build' && precompress,
        ],
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          sourcemap: true,
          rolldownOptions: {
            input: { index: 'index.html', 'after-paint': AFTER_PAINT },
            output: {
              codeSplitting: {
                // Everything the entry imports, in the entry's one file. Left alone, the bundler gives
                // each part the lazy pages share with it a file of its own: more requests (HTTP/1.1
                // allows six at a time) for the same bytes.
                groups: [
                  // The after-paint start stays a file of its own: the page runs it before the app.
                  {
                    name: 'app',
                    tags: ['$initial'],
                    test: (id) => !id.endsWith(`/${AFTER_PAINT}`),
                    priority: 3,
                  },
                  {
                    name: 'sign-in-ui',
                    test: (id) => UI_LIBRARIES.test(id) && signInModules.has(id),
                    priority: 2,
                  },
                  { name: 'ui', test: UI_LIBRARIES, minShareCount: 2, priority: 1 },
                ],
              },
            },
          },
          modulePreload: { polyfill: false },
          // One stylesheet for the whole app, linked by index.html: split by chunk, a signed-in page
          // asked for about 27 stylesheets of 1-3 KB, and on a phone's connection (HTTP/1.1, six
          // requests at a time) each costs a round trip more than its bytes. Lighthouse mobile at 1x
          // CPU (network only), 3 runs each: the dashboard's LCP 6.26-6.62 -> 5.98-6.18 s, FCP
          // 3.84 -> 3.58-3.67 s; the sign-in page's unchanged (LCP 3.66-3.84 s, FCP 2.5 s) with the
          // sheet's 31 KB (brotli) instead of 8. The sheet still holds only the styles of the Mantine
          // components the app uses (mantineComponentStyles above).
          cssCodeSplit: false,
          // The entry carries React, the router, Mantine's core and the API client: about 520 kB.
          chunkSizeWarningLimit: 600,
        },
        server: {
          port: 5173,
          proxy: Object.fromEntries(
            PROXIED_PATHS.map((path) => [path, { target: API_TARGET, changeOrigin: false }]),
          ),
        },
        preview: { port: 4173 },
      },
);
