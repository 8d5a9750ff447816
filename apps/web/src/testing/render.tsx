import { MantineContext, useMantineContext } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes as appRoutes } from '../app/routes';

// Mantine's test mode renders popovers and drawers in place, without transitions, and keeps
// menus visible although happy-dom lays nothing out (they would count as detached otherwise).
function MantineTestEnv({ children }: { children: ReactNode }) {
  const context = useMantineContext();
  return (
    <MantineContext.Provider value={{ ...context, env: 'test' }}>
      {children}
    </MantineContext.Provider>
  );
}

export interface RenderOptions {
  /** Pass one to look into the cache afterwards; each test gets an empty one otherwise. */
  queryClient?: QueryClient;
  /** Puts Mantine in its test mode (see MantineTestEnv). */
  mantineTestEnv?: boolean;
}

/** Renders inside the app's providers, each test with an empty query cache. */
export function renderWithProviders(
  ui: ReactElement,
  { queryClient = createQueryClient(), mantineTestEnv = false }: RenderOptions = {},
): RenderResult & { queryClient: QueryClient } {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <AppProviders queryClient={queryClient}>
        {mantineTestEnv ? <MantineTestEnv>{children}</MantineTestEnv> : children}
      </AppProviders>
    );
  }
  return Object.assign(render(ui, { wrapper: Providers }), { queryClient });
}

export interface RenderRouteOptions extends RenderOptions {
  /** A route table of the test's own; the app's by default. */
  routes?: RouteObject[];
  /** Renders under React's StrictMode, as the app does, to catch effects that run twice. */
  strict?: boolean;
}

/** Renders the real route table (or `routes`) at `path` in a memory router, Mantine in test mode. */
export function renderRoute(
  path: string,
  {
    routes = appRoutes,
    strict = false,
    mantineTestEnv = true,
    ...options
  }: RenderRouteOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = <RouterProvider router={router} />;
  const result = renderWithProviders(strict ? <StrictMode>{app}</StrictMode> : app, {
    mantineTestEnv,
    ...options,
  });
  return { router, ...result };
}
