import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { COLOUR_SCHEME_ATTRIBUTE, COLOUR_SCHEME_COOKIE, isColourScheme } from '@portal/contracts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function cookieScheme(): string | undefined {
  const prefix = `${COLOUR_SCHEME_COOKIE}=`;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * Mantine's colour scheme kept in a cookie instead of localStorage. The server writes the cookie's
 * scheme into the page (`<html data-colour-scheme>`), so the first render reads an attribute: no
 * storage and no cookie read, each a wait on the browser's main process that cost a phone's first
 * screen 20 to 120 ms of main thread. Where no server wrote the page (Vite's dev server) the
 * cookie itself is read. Other tabs hear of a change on a BroadcastChannel, as Mantine's own
 * manager hears of one through storage events.
 */
export function cookieColourSchemeManager(): MantineColorSchemeManager {
  let channel: BroadcastChannel | null = null;
  const root = () => document.documentElement;
  const write = (value: MantineColorScheme | '') => {
    root().setAttribute(COLOUR_SCHEME_ATTRIBUTE, value);
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = value
      ? `${COLOUR_SCHEME_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`
      : `${COLOUR_SCHEME_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secure}`;
  };
  return {
    get: (defaultValue) => {
      const value = root().hasAttribute(COLOUR_SCHEME_ATTRIBUTE)
        ? root().getAttribute(COLOUR_SCHEME_ATTRIBUTE)
        : cookieScheme();
      return isColourScheme(value) ? value : defaultValue;
    },
    set: (value) => {
      write(value);
      if (typeof BroadcastChannel === 'undefined') return;
      const sender = channel ?? new BroadcastChannel(COLOUR_SCHEME_COOKIE);
      sender.postMessage(value);
      if (sender !== channel) sender.close();
    },
    subscribe: (onUpdate) => {
      if (typeof BroadcastChannel === 'undefined') return;
      channel?.close();
      channel = new BroadcastChannel(COLOUR_SCHEME_COOKIE);
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (!isColourScheme(event.data)) return;
        root().setAttribute(COLOUR_SCHEME_ATTRIBUTE, event.data);
        onUpdate(event.data);
      };
    },
    unsubscribe: () => {
      channel?.close();
      channel = null;
    },
    clear: () => write(''),
  };
}

/** The visitor's scheme as the server read it from the cookie, for a page drawn on the server. */
export function serverColourSchemeManager(scheme: 'light' | 'dark'): MantineColorSchemeManager {
  return {
    get: () => scheme,
    set: () => undefined,
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    clear: () => undefined,
  };
}
