// The theme's breakpoints (src/app/theme.ts) in em, so `$mantine-breakpoint-md` works in CSS modules.
const breakpoints = { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '87.5em' };

// eslint-disable-next-line import-x/no-default-export -- PostCSS reads the default export
export default {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: Object.fromEntries(
        Object.entries(breakpoints).map(([name, value]) => [`mantine-breakpoint-${name}`, value]),
      ),
    },
  },
};
