import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { prefetchLandingPage } from './app/prefetch-landing-page';
import { routes } from './app/routes';
import { serverColourSchemeManager } from './app/colour-scheme-manager';
import { setRequestFetch } from './lib/request-fetch';
import { DrawnWidthProvider } from './lib/screen-matches';
import type { FirstAnswer } from './lib/first-answers';

/** How the server answers a call of the page's, as the browser's own request would be answered. */
export type PageFetch = (path: string) => Promise<{ status: number; body: unknown }>;

export interface PageRequest {
  /** The page's path and query. */
  url: string;
  /** The visitor's chosen colour scheme: `light` or `dark`. */
  colourScheme: 'light' | 'dark';
  /** The screen width, in CSS pixels, to draw for (lib/screen-matches.tsx). */
  width: number;
  fetch: PageFetch;
}

export interface RenderedPage {
  /** The page's markup, for the app's root element. */
  html: string;
  /** Every answer the page's first render used, by path: the browser's first render takes the same. */
  answers: Record<string, FirstAnswer>;
}

/** The render a call belongs to: several pages render at once on one server. */
const pageCalls = new AsyncLocalStorage<{
  fetch: PageFetch;
  answers: Record<string, FirstAnswer>;
}>();

setRequestFetch(async (input, init) => {
  const store = pageCalls.getStore();
  const method = init?.method ?? 'GET';
  const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!store || method !== 'GET') {
    throw new Error(`No call is made while a page is drawn on the server: ${method} ${path}`);
  }
  const answer = await store.fetch(path);
  store.answers[path] = answer;
  return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
});

async function text(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Draws a signed-in page as its first render in the browser will: the same data (asked through
 * `fetch`, the server's own routes, and handed to the browser with the page), the same routes
 * and components. Undefined when the page cannot be drawn here (a redirect, a failure): the
 * browser then draws it as it would without.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage | undefined> {
  const answers: Record<string, FirstAnswer> = {};
  return pageCalls.run({ fetch: request.fetch, answers }, async () => {
    const location = new URL(request.url, 'http://portal.invalid');
    const queryClient = createQueryClient();
    await prefetchLandingPage(queryClient, location);
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(location.href));
    if (context instanceof Response) return undefined;
    const router = createStaticRouter(handler.dataRoutes, context);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <DrawnWidthProvider width={request.width}>
          <AppProviders
            queryClient={queryClient}
            colourSchemeManager={serverColourSchemeManager(request.colourScheme)}
          >
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </DrawnWidthProvider>
      </StrictMode>,
      // Every boundary in place: React would otherwise move a large one's content to the end of
      // the page with an inline script to put it back, which the portal's policy forbids.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return { html: await text(prelude), answers };
  });
}
