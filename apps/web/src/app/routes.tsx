import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { appPaths } from '../lib/paths';
import { PublicLayout } from './public-layout';
import { RootErrorBoundary } from './root-error-boundary';
import { RootLayout } from './root-layout';

interface RouteModule {
  default?: ComponentType;
  Component?: ComponentType;
}

/** A lazily imported route module, default-exporting (or exporting `Component`) its page. */
function page(load: () => Promise<RouteModule>) {
  return async () => {
    const module = await load();
    const Component = module.Component ?? module.default;
    if (!Component) throw new Error('A route module exports no component.');
    return { Component };
  };
}

/**
 * The whole route table, as data so tests can walk it. Every page is lazy so the first load
 * carries only the shell; each feature's pages live in src/features/<area>/routes.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      {
        path: 'auth',
        Component: PublicLayout,
        children: [
          { path: 'login', lazy: page(() => import('../features/auth/routes/login')) },
          { path: 'callback', lazy: page(() => import('../features/auth/routes/callback')) },
          { path: 'logout', lazy: page(() => import('../features/auth/routes/logout')) },
          { path: 'error', lazy: page(() => import('../features/auth/routes/error')) },
          { path: '*', lazy: page(() => import('../features/auth/routes/not-found')) },
        ],
      },
      {
        id: 'shell',
        lazy: page(() => import('../features/shell/routes/shell-layout')),
        children: [
          { index: true, lazy: page(() => import('../features/dashboard/routes/dashboard')) },
          { path: 'portfolio', lazy: page(() => import('../features/portfolio/routes/portfolio')) },
          {
            // Each settings page carries the settings navigation (its sidebar), so no layout.
            path: 'settings',
            children: [
              // The loader redirects first; a Component keeps the router from warning about an empty leaf.
              {
                index: true,
                loader: () => redirect(appPaths.settings.preferences()),
                Component: PageLoader,
              },
              {
                path: 'preferences',
                lazy: page(() => import('../features/settings/routes/preferences')),
              },
              {
                path: 'notification-preferences',
                lazy: page(() => import('../features/settings/routes/notification-preferences')),
              },
              { path: 'profile', lazy: page(() => import('../features/settings/routes/profile')) },
              {
                path: 'office-profile',
                lazy: page(() => import('../features/settings/routes/office-profile')),
              },
              {
                path: 'api-integration',
                lazy: page(() => import('../features/settings/routes/api-integration')),
              },
              {
                path: 'manage-users',
                lazy: page(() => import('../features/settings/routes/manage-users')),
              },
              {
                path: 'entry-method-preferences',
                lazy: page(() => import('../features/settings/routes/entry-method-preferences')),
              },
            ],
          },
          {
            path: 'action-required/update',
            lazy: page(() => import('../features/updates/routes/required-updates')),
          },
          {
            path: 'action-required/access-issues',
            lazy: page(() => import('../features/access-issues/routes/access-issues')),
          },
          {
            path: 'action-required/reported-findings',
            lazy: page(() => import('../features/reported-findings/routes/reported-findings')),
          },
          {
            path: 'property/:propertyId',
            lazy: page(() => import('../features/property/routes/property')),
          },
          {
            path: 'property/:propertyId/:page',
            lazy: page(() => import('../features/property/routes/property')),
          },
          {
            path: 'non-managed-property/:agencyPortfolioPropertyId',
            lazy: page(() => import('../features/property/routes/non-managed-property')),
          },
          {
            path: 'non-managed-property/:agencyPortfolioPropertyId/:page',
            lazy: page(() => import('../features/property/routes/non-managed-property')),
          },
          { path: 'analytics', lazy: page(() => import('../features/analytics/routes/analytics')) },
          { path: 'error', lazy: page(() => import('../features/shell/routes/error')) },
          { path: '*', lazy: page(() => import('../features/shell/routes/not-found')) },
        ],
      },
    ],
  },
];
