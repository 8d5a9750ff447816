import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../testing/render';
import { mockSignedInApi } from '../testing/session-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScrollToTop', () => {
  it('should scroll to the top when the path changes but not when only the query changes', async () => {
    mockSignedInApi();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    scrollTo.mockClear();

    await act(() => router.navigate('/portfolio'));
    await screen.findByRole('heading', { level: 1, name: 'Portfolio' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => router.navigate('/portfolio?page=2'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
