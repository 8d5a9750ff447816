import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../api/auth';
import { allowedLogoutTarget, AUTH_ERROR_FALLBACK, authErrorHeadline } from './auth-pages';

const PORTAL = 'https://portal.example.com.au';
const SYSTEMS = ['/cs/vic', 'https://cs-nsw.example.com.au', null];

describe('allowedLogoutTarget', () => {
  it.each([
    ['/cs/vic/logout', `${PORTAL}/cs/vic/logout`],
    [`${PORTAL}/auth/login`, `${PORTAL}/auth/login`],
    ['https://cs-nsw.example.com.au/logout?x=1', 'https://cs-nsw.example.com.au/logout?x=1'],
  ])('should accept %s when it is on the portal or a configured system', (target, href) => {
    expect(allowedLogoutTarget(target, PORTAL, SYSTEMS)).toBe(href);
  });

  it.each([
    'https://evil.example/logout',
    '//evil.example/logout',
    'https://cs-nsw.example.com.au.evil.example/',
    'http://cs-nsw.example.com.au/logout',
    'javascript:alert(1)',
    'data:text/html,hi',
    '',
    '   ',
    null,
  ])('should refuse %s when it is anywhere else', (target) => {
    expect(allowedLogoutTarget(target, PORTAL, SYSTEMS)).toBeNull();
  });
});

describe('authErrorHeadline', () => {
  it('should show the text when it is one of the portal own messages', () => {
    expect(authErrorHeadline(AUTH_MESSAGES.failedToLogout)).toBe('Failed to logout');
  });

  it('should show the generic text when the message is anyone else', () => {
    expect(authErrorHeadline('Your account is suspended: call 0400 000 000')).toBe(
      AUTH_ERROR_FALLBACK,
    );
    expect(authErrorHeadline(null)).toBe(AUTH_ERROR_FALLBACK);
  });
});
