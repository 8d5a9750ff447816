/** Query keys of the public portal configuration (GET /v1/meta/portal). */
export const portalConfigKeys = {
  all: ['portal-config'] as const,
  detail: () => [...portalConfigKeys.all, 'detail'] as const,
};
