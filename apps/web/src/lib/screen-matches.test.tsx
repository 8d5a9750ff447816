import { MantineProvider } from '@mantine/core';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../testing/viewport';
import { DrawnWidthProvider, useScreenMatches } from './screen-matches';

function Layout() {
  const layout = useScreenMatches(
    { base: 'cards', lg: 'table' },
    { getInitialValueInEffect: false },
  );
  return <p>{layout}</p>;
}

const page = (width: number | undefined) => (
  <DrawnWidthProvider width={width}>
    <MantineProvider>
      <Layout />
    </MantineProvider>
  </DrawnWidthProvider>
);

describe('useScreenMatches', () => {
  afterEach(() => {
    setViewportWidth(DEFAULT_VIEWPORT_WIDTH);
    document.body.innerHTML = '';
  });

  it("should draw for the server's width, be adopted as is, then follow the screen", async () => {
    // The server drew for a desktop; the screen is a phone's.
    setViewportWidth(390);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(1280));
    document.body.append(container);
    expect(container.querySelector('p')?.textContent).toBe('table');

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(1280), { onRecoverableError: (error) => errors.push(error) });
    });

    expect(errors).toEqual([]);
    expect(container.querySelector('p')?.textContent).toBe('cards');
  });
});
