import { noIds, SESSION_AGENCY, type CatalogueEntry, type IdSlot } from './shared';

/** The id of a saved view: another agency's shared view is as missing as any other's. */
const viewId: IdSlot = { in: 'path', name: 'viewId', table: 'saved_views' };
const view = (extra: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  ids: [viewId],
  ...extra,
});

/** Saved views of the lists (features/saved-views/saved-views.test.ts). */
export const SAVED_VIEWS_ROUTES: Record<string, CatalogueEntry> = {
  'GET /v1/me/saved-views': noIds(SESSION_AGENCY, { query: { list: 'portfolio' } }),
  'POST /v1/me/saved-views': noIds('saves a view of the session user in the session agency', {
    body: () => ({ list: 'portfolio', name: 'Catalogue view', params: 'facet=NonCompliant' }),
    writes: ['saved_views'],
  }),
  'GET /v1/me/saved-views/:viewId': view(),
  'PATCH /v1/me/saved-views/:viewId': view({
    body: () => ({ name: 'Renamed by the matrix' }),
    writes: ['saved_views'],
  }),
  'DELETE /v1/me/saved-views/:viewId': view({ writes: ['saved_views'] }),
  'PUT /v1/me/saved-views/:viewId/default': view({ writes: ['saved_views'] }),
  'DELETE /v1/me/saved-views/:viewId/default': view({ writes: ['saved_views'] }),
};
