import { propertyCalls } from '@portal/contracts';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import { getPropertyContacts } from './contacts-service';
import {
  addTenancy,
  getPropertyTenancy,
  listTenancies,
  markAsVacant,
  updateTenancy,
} from './tenancy-service';

/** The property area's calls. */
export const propertyRoutes = signedIn(async (app) => {
  route(app, propertyCalls.contacts, ({ scope, params, query }) =>
    getPropertyContacts(app.database, scope.agencyId, params.id, query),
  );
  route(app, propertyCalls.tenancy, ({ scope, params }) =>
    getPropertyTenancy(app.database, scope, params.id),
  );
  route(app, propertyCalls.tenancies, ({ scope, params }) =>
    listTenancies(app.database, scope.agencyId, params.id),
  );
  route(app, propertyCalls.addTenancy, ({ scope, params, body }) =>
    addTenancy(app.database, scope, params.id, body),
  );
  route(app, propertyCalls.updateTenancy, ({ scope, params, body }) =>
    updateTenancy(app.database, scope, params.id, params.tenancyId, body),
  );
  route(app, propertyCalls.markAsVacant, ({ scope, params }) =>
    markAsVacant(app.database, scope, params.id),
  );
});
