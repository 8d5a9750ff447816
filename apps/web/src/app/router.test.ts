import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from './router';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the app router', () => {
  it('should start without reading session storage', () => {
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const router = createAppRouter();
    expect(read).not.toHaveBeenCalled();
    router.dispose();
  });

  it("should move through the window's own history and address", async () => {
    window.history.replaceState(null, '', '/auth/error');
    const router = createAppRouter();
    expect(router.state.location.pathname).toBe('/auth/error');
    await router.navigate('/auth/login?next=%2Fportfolio');
    expect(window.location.pathname).toBe('/auth/login');
    expect(window.location.search).toBe('?next=%2Fportfolio');
    router.dispose();
  });
});
