import { managerQuery, type CatalogueEntry } from './shared';

/** Access issues: the list, a property's case and performing a solution; notices. */
export const ACCESS_ISSUES_ROUTES: Record<string, CatalogueEntry> = {
  // access issues
  'GET /v1/agency/access-issues': {
    ids: [
      { in: 'query', name: 'propertyId', table: 'properties' },
      managerQuery('property-manager'),
    ],
  },
};
