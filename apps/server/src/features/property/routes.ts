import { propertyCalls } from '@portal/contracts';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import { getPropertyContacts } from './contacts-service';
import { getPropertyHistory } from './history-service';

/** The property area's calls. */
export const propertyRoutes = signedIn(async (app) => {
  route(app, propertyCalls.contacts, ({ scope, params, query }) =>
    getPropertyContacts(app.database, scope.agencyId, params.id, query),
  );
  route(app, propertyCalls.history, ({ scope, params, query }) =>
    getPropertyHistory(app.database, scope.agencyId, params.id, query),
  );
});
