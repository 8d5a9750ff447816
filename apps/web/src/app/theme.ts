import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const FONT_STACK =
  '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons above 4.5:1 (axe colour-contrast).
  primaryShade: 8,
  fontFamily: FONT_STACK,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  headings: { fontFamily: FONT_STACK, fontWeight: '600' },
  defaultRadius: 'sm',
  // Mantine's, except xl: 1400 px (not 1408) so a 1400-px screen gets the full header navigation.
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '87.5em' },
  cursorType: 'pointer',
  // Mantine's close buttons carry no accessible name of their own.
  components: {
    // Plain objects rather than Component.extend, so the theme does not pull Drawer into every page.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // Mantine's focus placeholder is a focusable role=presentation child of role=menu, which
    // axe rejects (aria-required-children); without it focus moves into the items instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Badges carry words in sentence case, as written in the contracts' label tables: set in
    // capitals, 'Suspension warning' would read as a code.
    Badge: { defaultProps: { tt: 'none' } },
  },
});

// Mantine's default dimmed and placeholder greys fall below 4.5:1 on the page background.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f666d',
    '--mantine-color-placeholder': '#6b7178',
    // Mantine's default error red (#fa5252) is 3.3:1 on white; red 9 passes AA.
    '--mantine-color-error': '#c92a2a',
  },
  dark: {
    '--mantine-color-dimmed': '#a3a3a3',
    '--mantine-color-placeholder': '#9a9a9a',
    '--mantine-color-error': '#ff6b6b',
  },
});
