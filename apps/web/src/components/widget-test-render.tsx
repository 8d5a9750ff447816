import { MantineContext, useMantineContext } from '@mantine/core';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderWithProviders } from '../testing/render';

// Mantine's test mode renders popovers in place, without transitions, and keeps them visible
// although happy-dom lays nothing out (otherwise they are hidden as detached from their target).
function MantineTestEnv({ children }: { children: ReactNode }) {
  const context = useMantineContext();
  return (
    <MantineContext.Provider value={{ ...context, env: 'test' }}>
      {children}
    </MantineContext.Provider>
  );
}

/** Renders a shared widget in the app's providers, with Mantine in test mode. */
export function renderWidget(ui: ReactElement): RenderResult {
  return renderWithProviders(<MantineTestEnv>{ui}</MantineTestEnv>);
}
