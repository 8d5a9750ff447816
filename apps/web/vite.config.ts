import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BRAND_NAME } from './src/lib/brand.ts';

// The server serves the JSON API and the compliance systems on the same origin in production;
// in development Vite forwards those paths to it.
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';
const PROXIED_PATHS = ['/v1', '/v2', '/cs', '/healthz', '/openapi.json', '/docs'];

export default defineConfig({
  plugins: [
    react(),
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
});
