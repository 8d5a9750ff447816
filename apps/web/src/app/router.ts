import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes';

/** What the router may keep in session storage: nothing (the portal uses no view transitions). */
const noSessionStorage: Pick<Storage, 'getItem' | 'setItem'> = {
  getItem: () => null,
  setItem: () => undefined,
};

/**
 * The window as the router sees it, but for session storage. As it starts, the router reads the
 * view transitions it applied before from session storage (`restoreAppliedTransitions`), and a
 * page's first read of storage waits on the browser's main process, busy with the page's requests:
 * 15 to 100 ms of main thread on the dashboard, where the portal uses no view transitions at all.
 * Everything else is the window's own (methods bound to it).
 */
function routerWindow(): Window {
  return new Proxy(window, {
    get(target, key) {
      if (key === 'sessionStorage') return noSessionStorage;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

export function createAppRouter() {
  return createBrowserRouter(routes, { window: routerWindow() });
}

/**
 * Loads the code of the routes a location matches into the route table, as the server loaded it
 * to draw the page: the router then starts with the page ready, and its first render is the
 * server's (a lazy route not yet loaded would draw the loading page first).
 */
export async function loadLandingRoutes(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
