import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
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

const PROXIED_PATHS = ['/v1', '/v2', '/cs', '/healthz', '/openapi.json', '/docs'];

export default defineConfig(({ command }) => ({
  resolve: {
    alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [],
  },
  plugins: [
    react(),
    command === 'build' && separateClassicZodCore,
    command === 'build' && precompress,
    {
      name: 'brand-name',
      transformIndexHtml: (html) => html.replaceAll('%BRAND_NAME%', BRAND_NAME),
    },
    {
      // The text is set in Inter: fetched with the page, the first paint already uses it, where
      // fetched on demand it arrives late and the text reflows (a layout shift) when it swaps in.
      name: 'preload-fonts',
      transformIndexHtml: {
        order: 'post',
        handler: (_html, { bundle }) =>
          Object.keys(bundle ?? {})
            .filter((file) => /\/inter-latin-\d+-normal-[\w-]+\.woff2$/.test(file))
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
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports, in the entry's one file. Left alone, the bundler gives
          // each part the lazy pages share with it a file of its own: more requests (HTTP/1.1
          // allows six at a time) for the same bytes.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
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
}));
