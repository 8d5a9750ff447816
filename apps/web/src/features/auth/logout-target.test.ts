import { describe, expect, it } from 'vitest';
import { logoutTarget } from './logout-target';

const ORIGIN = 'https://portal.example.com.au';
const SYSTEMS = ['/cs/vic', 'https://cs.example.com.au', null];

const target = (logoutUrl?: string) =>
  logoutTarget(
    new URLSearchParams(logoutUrl === undefined ? {} : { logout_url: logoutUrl }),
    ORIGIN,
    SYSTEMS,
  );

describe('logoutTarget', () => {
  it('should follow the logout url when it is on a configured compliance system', () => {
    expect(target('https://cs.example.com.au/logout?x=1')).toBe(
      'https://cs.example.com.au/logout?x=1',
    );
  });

  it("should follow the logout url when it is on the portal's own origin", () => {
    expect(target('/cs/vic/logout')).toBe(`${ORIGIN}/cs/vic/logout`);
  });

  it('should go to the login page when no logout url is given', () => {
    expect(target()).toBe('/auth/login');
  });

  it.each(['javascript:alert(1)', 'https://evil.example/', '//evil.example/x'])(
    'should go to the login page when the logout url is %s',
    (url) => {
      expect(target(url)).toBe('/auth/login');
    },
  );
});
