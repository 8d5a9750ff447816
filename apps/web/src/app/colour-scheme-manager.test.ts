import { COLOUR_SCHEME_ATTRIBUTE, COLOUR_SCHEME_COOKIE } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieColourSchemeManager } from './colour-scheme-manager';

const root = document.documentElement;
const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${COLOUR_SCHEME_COOKIE}=`))
    ?.slice(COLOUR_SCHEME_COOKIE.length + 1);

afterEach(() => {
  root.removeAttribute(COLOUR_SCHEME_ATTRIBUTE);
  document.cookie = `${COLOUR_SCHEME_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  vi.restoreAllMocks();
});

describe('the colour scheme kept in a cookie', () => {
  it('should take the scheme the server wrote in the page, without reading the cookie', () => {
    document.cookie = `${COLOUR_SCHEME_COOKIE}=light; Path=/`;
    root.setAttribute(COLOUR_SCHEME_ATTRIBUTE, 'dark');
    const cookieRead = vi.spyOn(Document.prototype, 'cookie', 'get');
    expect(cookieColourSchemeManager().get('light')).toBe('dark');
    expect(cookieRead).not.toHaveBeenCalled();
  });

  it('should take the default where the server wrote that none was chosen, or an unknown one', () => {
    root.setAttribute(COLOUR_SCHEME_ATTRIBUTE, '');
    expect(cookieColourSchemeManager().get('light')).toBe('light');
    root.setAttribute(COLOUR_SCHEME_ATTRIBUTE, 'sepia');
    expect(cookieColourSchemeManager().get('auto')).toBe('auto');
  });

  it('should read the cookie where no server wrote the page (the development server)', () => {
    document.cookie = `${COLOUR_SCHEME_COOKIE}=auto; Path=/`;
    expect(cookieColourSchemeManager().get('light')).toBe('auto');
  });

  it('should keep a choice in the cookie and in the page, and forget it when cleared', () => {
    const manager = cookieColourSchemeManager();
    manager.set('dark');
    expect(cookieValue()).toBe('dark');
    expect(root.getAttribute(COLOUR_SCHEME_ATTRIBUTE)).toBe('dark');
    expect(cookieColourSchemeManager().get('light')).toBe('dark');
    manager.clear();
    expect(cookieValue()).toBeUndefined();
    expect(cookieColourSchemeManager().get('light')).toBe('light');
  });

  it("should tell the portal's other tabs of a choice", async () => {
    const here = cookieColourSchemeManager();
    const otherTab = cookieColourSchemeManager();
    const heard = new Promise<string>((resolve) => otherTab.subscribe(resolve));
    here.set('dark');
    await expect(heard).resolves.toBe('dark');
    otherTab.unsubscribe();
  });
});
