import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, renderWithProviders } from '../testing/render';
import { authKeys } from '../lib/session/keys';
import { buildSession, mockSignedInApi } from '../testing/session-fixtures';
import { createQueryClient } from './query-client';
import { routes } from './routes';

beforeEach(() => {
  mockSignedInApi();
});

/** Every concrete path of the table, parameters filled in, catch-alls and index redirects left out. */
function leafPaths(table: readonly RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    if (route.children) return leafPaths(route.children, path);
    if (route.path === '*' || route.loader) return [];
    return [path.replace(/:[A-Za-z]+/g, '42') || '/'];
  });
}

describe('routes', () => {
  it.each(leafPaths(routes))(
    'should render a page heading and branded title when opening %s',
    async (path) => {
      renderRoute(path);

      // Together: a page may show its heading before its session check answers, then wait on it.
      await waitFor(
        () => {
          expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
          expect(screen.getByRole('main')).toBeInTheDocument();
        },
        { timeout: 5000 },
      );
      await waitFor(() => expect(document.title).toMatch(/ \| Compliance Portal$/));
    },
  );

  it('should list every spec route when the table is enumerated', () => {
    expect(leafPaths(routes)).toEqual(
      expect.arrayContaining([
        '/auth/login',
        '/auth/callback',
        '/auth/logout',
        '/auth/error',
        '/',
        '/portfolio',
        '/settings/preferences',
        '/settings/notification-preferences',
        '/action-required/update',
        '/action-required/access-issues',
        '/action-required/reported-findings',
        '/property/42',
        '/property/42/42',
        '/non-managed-property/42',
        '/non-managed-property/42/42',
        '/analytics',
        '/error',
      ]),
    );
  });

  it('should show the 404 page when the path is unknown', async () => {
    renderRoute('/no/such/page');

    expect(
      await screen.findByText("The page you're looking for doesn't exist"),
    ).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
  });

  it('should show the 404 page when an /auth path is unknown', async () => {
    renderRoute('/auth/somewhere');

    expect(
      await screen.findByText("The page you're looking for doesn't exist"),
    ).toBeInTheDocument();
  });

  it('should redirect to the preferences page when opening /settings', async () => {
    const { router } = renderRoute('/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'My preferences' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/settings/preferences');
  });

  it('should show the generic error page when opening /error', async () => {
    renderRoute('/error');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });

  it('should show the crash screen with the session id when a page throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = routes[0];
    if (!root || root.index) throw new Error('The route table has no root layout');
    const Broken = () => {
      throw new Error('Kaboom');
    };
    const router = createMemoryRouter(
      [{ ...root, children: [{ path: 'broken', Component: Broken }] }],
      { initialEntries: ['/broken'] },
    );
    const queryClient = createQueryClient();
    queryClient.setQueryData(authKeys.session(), buildSession({ sessionId: 'ref-42' }));

    renderWithProviders(<RouterProvider router={router} />, { queryClient });

    expect(await screen.findByText('The following error was encountered:')).toBeInTheDocument();
    expect(screen.getByText('Kaboom')).toBeInTheDocument();
    expect(screen.getByTestId('crash-session-id')).toHaveTextContent('ref-42');
    expect(screen.getByRole('button', { name: 'Reload this page' })).toBeInTheDocument();
  });
});
