import { useMantineTheme, useMatches, type MantineBreakpoint } from '@mantine/core';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The screen width, in CSS pixels, a page the server drew was drawn for (apps/server/src/plugins/
 * spa.ts guesses it from the browser's own description: a phone's or a desktop's). The server has
 * no screen to ask, so a choice made by media query in the first render (table or cards, a phone's
 * select or tabs) is made for this width on the server and again in the browser's first render
 * over the server's markup, which must draw the same; the browser's own screen decides from then on.
 */
const DrawnWidth = createContext<number | undefined>(undefined);

export function DrawnWidthProvider({
  width,
  children,
}: {
  width: number | undefined;
  children: ReactNode;
}) {
  return <DrawnWidth.Provider value={width}>{children}</DrawnWidth.Provider>;
}

/** The attribute of the page's `<html>` the server writes the width in. */
export const DRAWN_WIDTH_ATTRIBUTE = 'data-drawn-for-width';

const BREAKPOINTS: MantineBreakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];
const noSubscription = () => () => undefined;

type Matches<T> = Partial<Record<MantineBreakpoint, T>> & { base: T };

/**
 * Mantine's `useMatches`, but on a page the server drew, the value for the width it was drawn
 * for until React has adopted the server's markup (true on the server and in the browser's first
 * render over its markup, false after and on pages the browser draws itself).
 */
export function useScreenMatches<T>(
  values: Matches<T>,
  options?: { getInitialValueInEffect: boolean },
): T {
  const theme = useMantineTheme();
  const matched = useMatches(values, options);
  const drawnWidth = useContext(DrawnWidth);
  const adopting = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  if (!adopting || drawnWidth === undefined) return matched;
  let value = values.base;
  for (const breakpoint of BREAKPOINTS) {
    const at = values[breakpoint];
    if (
      at !== undefined &&
      drawnWidth >= Number.parseFloat(theme.breakpoints[breakpoint] ?? '') * 16
    )
      value = at;
  }
  return value;
}
