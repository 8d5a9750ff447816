// The provider's help centre. Overridable per deployment; the default is a placeholder.
const HELP_CENTRE_URL: string =
  (import.meta.env.VITE_HELP_CENTRE_URL as string | undefined) ?? 'https://help.example.com.au';

/** The external form behind 'Need access?' and 'Forgot username?' on the sign-in page. */
export const ACCESS_HELP_FORM_URL: string =
  (import.meta.env.VITE_ACCESS_HELP_FORM_URL as string | undefined) ??
  `${HELP_CENTRE_URL}/portal-access-request`;
