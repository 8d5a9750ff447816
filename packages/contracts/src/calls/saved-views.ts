import { defineCall } from '../api/call';
import {
  SAVED_VIEW_PARAM,
  SAVED_VIEWS_PER_USER,
  ZCreateSavedView,
  ZSavedView,
  ZSavedViewIdParams,
  ZSavedViews,
  ZSavedViewsQuery,
  ZUpdateSavedView,
} from '../api/saved-views';

// Saved views of the lists: the user's own and those shared with the agency. A view of another
// agency, or another user's view that is not shared, is answered as a missing one (404); a view
// shared by someone else is read by anyone of the agency and changed only by its owner (403).

export const list = defineCall({
  method: 'GET',
  path: '/v1/me/saved-views',
  access: 'session',
  tags: ['saved-views'],
  summary: "A list's saved views the user can open: their own, then those shared with the agency",
  description:
    'Sorted by name within each group. isDefault marks the user’s own default for the list, ' +
    'applied when the list opens without filters.',
  query: ZSavedViewsQuery,
  data: ZSavedViews,
  errors: [400],
});

export const detail = defineCall({
  method: 'GET',
  path: '/v1/me/saved-views/:viewId',
  access: 'session',
  tags: ['saved-views'],
  summary: `One saved view, as its link (/<list>?${SAVED_VIEW_PARAM}=<id>) opens it`,
  description:
    "The user's own view, or one shared with the agency; anything else answers 404 as a " +
    'missing view.',
  params: ZSavedViewIdParams,
  data: ZSavedView,
  errors: [400, 404],
});

export const create = defineCall({
  method: 'POST',
  path: '/v1/me/saved-views',
  access: 'session',
  tags: ['saved-views'],
  summary: "Save a list's filters under a name",
  description:
    'params is the list’s URL search string (without page), checked against that list’s own ' +
    'filters (400 naming what does not fit). 409 when the user already has a view of that ' +
    `name for the list, or keeps ${SAVED_VIEWS_PER_USER} views already. isDefault makes it ` +
    'the user’s default for the list in place of any other.',
  body: ZCreateSavedView,
  data: ZSavedView,
  errors: [400, 409],
});

export const update = defineCall({
  method: 'PATCH',
  path: '/v1/me/saved-views/:viewId',
  access: 'session',
  tags: ['saved-views'],
  summary: 'Rename a saved view, replace its filters or share it (its owner only)',
  params: ZSavedViewIdParams,
  body: ZUpdateSavedView,
  data: ZSavedView,
  errors: [400, 403, 404, 409],
});

export const remove = defineCall({
  method: 'DELETE',
  path: '/v1/me/saved-views/:viewId',
  access: 'session',
  tags: ['saved-views'],
  summary: 'Delete a saved view (its owner only): its link stops working',
  params: ZSavedViewIdParams,
  data: ZSavedView,
  errors: [400, 403, 404],
});

export const setDefault = defineCall({
  method: 'PUT',
  path: '/v1/me/saved-views/:viewId/default',
  access: 'session',
  tags: ['saved-views'],
  summary: "Make one of the user's own views their default for its list",
  description: 'Replaces any other default of the user for that list.',
  params: ZSavedViewIdParams,
  data: ZSavedView,
  errors: [400, 403, 404],
});

export const clearDefault = defineCall({
  method: 'DELETE',
  path: '/v1/me/saved-views/:viewId/default',
  access: 'session',
  tags: ['saved-views'],
  summary: 'Stop a view opening by default on its list',
  params: ZSavedViewIdParams,
  data: ZSavedView,
  errors: [400, 403, 404],
});
