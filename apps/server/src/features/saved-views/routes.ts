import { savedViewCalls } from '@portal/contracts';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import {
  createSavedView,
  deleteSavedView,
  getSavedView,
  listSavedViews,
  setSavedViewDefault,
  updateSavedView,
} from './service';

/** Saved views of the lists: the user's own and those shared with the agency. */
export const savedViewsRoutes = signedIn(async (app) => {
  const { database } = app;
  route(app, savedViewCalls.list, ({ scope, query }) =>
    listSavedViews(database, scope, query.list),
  );
  route(app, savedViewCalls.detail, ({ scope, params }) =>
    getSavedView(database, scope, params.viewId),
  );
  route(app, savedViewCalls.create, ({ scope, body }) => createSavedView(database, scope, body));
  route(app, savedViewCalls.update, ({ scope, params, body }) =>
    updateSavedView(database, scope, params.viewId, body),
  );
  route(app, savedViewCalls.remove, ({ scope, params }) =>
    deleteSavedView(database, scope, params.viewId),
  );
  route(app, savedViewCalls.setDefault, ({ scope, params }) =>
    setSavedViewDefault(database, scope, params.viewId, true),
  );
  route(app, savedViewCalls.clearDefault, ({ scope, params }) =>
    setSavedViewDefault(database, scope, params.viewId, false),
  );
});
