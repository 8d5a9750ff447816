// Inter as one variable font (every weight in one file); a page downloads only the subsets its
// text needs (latin, for the portal's).
import '@fontsource-variable/inter';
// Mantine's baseline, CSS variables and global classes; each component's styles come with its
// code (vite.config.ts, mantine-component-styles), all in the `mantine` CSS layer.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';

import { type ReactNode, startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { prefetchLandingPage } from './app/prefetch-landing-page';
import { createAppRouter, loadLandingRoutes } from './app/router';
import { DRAWN_WIDTH_ATTRIBUTE, DrawnWidthProvider } from './lib/screen-matches';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const queryClient = createQueryClient();
// A page's first data starts loading with its code rather than after it: asked first, before
// the router requests the page's code, so it does not queue behind those files.
const prefetched = prefetchLandingPage(queryClient, window.location);

// The width the server drew the page for, when it drew it (lib/screen-matches.tsx).
const drawnWidth =
  Number(document.documentElement.getAttribute(DRAWN_WIDTH_ATTRIBUTE)) || undefined;

const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <DrawnWidthProvider width={drawnWidth}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </DrawnWidthProvider>
  </StrictMode>
);

/**
 * The server's drawing is inert until adopted (apps/server/src/plugins/spa.ts): its controls work
 * once React has attached their handlers. A wrapper, not a sibling, so the tree's shape (and
 * React's ids) stay the server's.
 */
function Adopting({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    container.removeAttribute('inert');
  }, [container]);
  return children;
}

if (container.hasChildNodes()) {
  // The server drew the page (apps/server/src/plugins/spa.ts, entry-server.tsx) with the answers
  // it put in the page: with those in the cache and the page's code loaded, the first render
  // here is the server's, and React adopts its markup rather than drawing the page again.
  void Promise.all([prefetched, loadLandingRoutes(window.location)]).then(() => {
    const router = createAppRouter();
    // As a transition, the adoption runs in slices, yielding to the browser between them.
    startTransition(() => {
      hydrateRoot(container, <Adopting container={container}>{app(router)}</Adopting>);
    });
  });
} else {
  void prefetched;
  const router = createAppRouter();
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices, yielding to the browser every
  // few milliseconds, where an ordinary first render is one task as long as the whole page's
  // render (on a phone, several hundred milliseconds in which a tap waits). Lighthouse's mobile
  // dashboard: total blocking time 2.4 -> 1.8 s, median of 5 runs each.
  startTransition(() => {
    root.render(app(router));
  });
}
