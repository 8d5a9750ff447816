/**
 * The colour schemes a user can choose in the shell (auto follows the device). The choice is kept
 * in a cookie, which the server reads to write the page's `<html>` attribute below: the web app
 * takes the choice from the page as it starts, and reads no browser storage to draw its first
 * screen (a phone's first read of localStorage or of the cookie waits on the browser's busy main
 * process: 20 to 120 ms of main thread, measured on the dashboard).
 */
export const COLOUR_SCHEMES = ['light', 'dark', 'auto'] as const;
export type ColourScheme = (typeof COLOUR_SCHEMES)[number];

export const COLOUR_SCHEME_COOKIE = 'colour-scheme';
/** The page's `<html>` attribute holding the cookie's scheme ('' for none chosen). */
export const COLOUR_SCHEME_ATTRIBUTE = 'data-colour-scheme';

export const isColourScheme = (value: unknown): value is ColourScheme =>
  (COLOUR_SCHEMES as readonly unknown[]).includes(value);
