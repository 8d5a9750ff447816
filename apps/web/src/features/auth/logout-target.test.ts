import { describe, expect, it } from 'vitest';
import { logoutTarget } from './logout-target';

const ORIGIN = 'https://portal.example.com.au';

describe('logoutTarget', () => {
  it('should follow the logout url when it is an http(s) address', () => {
    const search = new URLSearchParams({ logout_url: 'https://cs.example.com.au/logout?x=1' });

    expect(logoutTarget(search, ORIGIN)).toBe('https://cs.example.com.au/logout?x=1');
  });

  it('should go to the login page when no logout url is given', () => {
    expect(logoutTarget(new URLSearchParams(), ORIGIN)).toBe('/auth/login');
  });

  it('should go to the login page when the logout url is a script', () => {
    const search = new URLSearchParams({ logout_url: 'javascript:alert(1)' });

    expect(logoutTarget(search, ORIGIN)).toBe('/auth/login');
  });
});
