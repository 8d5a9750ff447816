import { describe, expect, it } from 'vitest';
import { currentPath, safeReturnPath, withoutParams } from './return-path';

const ORIGIN = 'https://portal.example.com.au';

describe('safeReturnPath', () => {
  it('should keep a path of this app with its query and hash', () => {
    expect(safeReturnPath('/portfolio?page=2&facet=a#top', ORIGIN)).toBe(
      '/portfolio?page=2&facet=a#top',
    );
  });

  it('should refuse absolute and protocol-relative URLs when they could leave the site', () => {
    for (const raw of [
      'https://evil.example.com/',
      'http://portal.example.com.au.evil.com/',
      '//evil.example.com/path',
      '/\\evil.example.com',
      '/\t/evil.example.com',
      'javascript:alert(1)',
      'evil.example.com',
    ]) {
      expect(safeReturnPath(raw, ORIGIN), raw).toBeUndefined();
    }
  });

  it('should refuse the sign-in pages when they would loop or sign the user out', () => {
    expect(safeReturnPath('/auth/logout', ORIGIN)).toBeUndefined();
    expect(safeReturnPath('/auth/login?redirect=/', ORIGIN)).toBeUndefined();
  });

  it('should undo one extra round of encoding when the path arrives encoded', () => {
    expect(safeReturnPath('%2Fportfolio%3Fpage%3D2', ORIGIN)).toBe('/portfolio?page=2');
    expect(safeReturnPath('%2F%2Fevil.example.com', ORIGIN)).toBeUndefined();
  });

  it('should give undefined when there is nothing to return to', () => {
    expect(safeReturnPath(null, ORIGIN)).toBeUndefined();
    expect(safeReturnPath('   ', ORIGIN)).toBeUndefined();
  });
});

describe('currentPath and withoutParams', () => {
  it('should join the location parts and drop only the named params', () => {
    expect(currentPath({ pathname: '/portfolio', search: '?page=2', hash: '#x' })).toBe(
      '/portfolio?page=2#x',
    );
    expect(withoutParams('?__acp_agency_id=3&page=2', ['__acp_agency_id'])).toBe('?page=2');
    expect(withoutParams('?__acp_agency_id=3', ['__acp_agency_id'])).toBe('');
  });
});
