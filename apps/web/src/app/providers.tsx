import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { cookieColourSchemeManager } from './colour-scheme-manager';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

// Not needed to draw the first page, so it stays out of the entry chunk.
const AppOverlays = lazy(() =>
  import('./app-overlays').then((module) => ({ default: module.AppOverlays })),
);

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client to start from an empty cache. */
  queryClient?: QueryClient;
  /** The server's drawing of a page passes the visitor's scheme (entry-server.tsx). */
  colourSchemeManager?: MantineColorSchemeManager;
}

export function AppProviders({
  children,
  queryClient,
  colourSchemeManager: manager,
}: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [colourSchemeManager] = useState(() => manager ?? cookieColourSchemeManager());
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      colorSchemeManager={colourSchemeManager}
    >
      <QueryClientProvider client={client}>
        {children}
        <Suspense fallback={null}>
          <AppOverlays />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
