import { propertyCalls } from '@portal/contracts';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import { getPropertyContacts } from './contacts-service';
import {
  getKeyPickupLocation,
  getPropertyAppliances,
  getPropertyNotices,
  getPropertyView,
} from './view-service';
import { quickSearch } from './search-service';
import { getKeyDetails, updatePropertyKeys } from './edit-service';
import { getPropertyHistory } from './history-service';
import { holdCancellationRoutes } from './hold-cancellation-routes';
import {
  addTenancy,
  getPropertyTenancy,
  listTenancies,
  markAsVacant,
  updateTenancy,
} from './tenancy-service';
import { nonManagedPropertyRoutes } from './non-managed-routes';
import { entryPreferencesRoutes } from './entry-preferences-routes';
import { bookingRoutes } from './booking-routes';

/** The property area's calls. */
export const propertyRoutes = signedIn(async (app) => {
  route(app, propertyCalls.contacts, ({ scope, params, query }) =>
    getPropertyContacts(app.database, scope.agencyId, params.id, query),
  );
  route(app, propertyCalls.detail, ({ scope, params }) =>
    getPropertyView(app.database, scope, params.id),
  );
  route(app, propertyCalls.appliances, ({ scope, params, query }) =>
    getPropertyAppliances(app.database, scope.agencyId, params.id, query),
  );
  route(app, propertyCalls.notices, ({ scope, params, query }) =>
    getPropertyNotices(app.database, scope.agencyId, params.id, query),
  );
  route(app, propertyCalls.keyPickupLocation, ({ scope, params }) =>
    getKeyPickupLocation(app.database, scope.agencyId, params.id),
  );
  route(app, propertyCalls.search, ({ scope, query }) =>
    quickSearch(app.database, scope.agencyId, query),
  );
  route(app, propertyCalls.keyDetails, ({ scope, params }) =>
    getKeyDetails(app.database, scope.agencyId, params.id),
  );
  route(app, propertyCalls.update, ({ scope, params, body }) =>
    updatePropertyKeys(app.database, scope, params.id, body),
  );
  route(app, propertyCalls.history, ({ scope, params, query }) =>
    getPropertyHistory(app.database, scope.agencyId, params.id, query),
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
  nonManagedPropertyRoutes(app);
  holdCancellationRoutes(app);
  entryPreferencesRoutes(app);
  bookingRoutes(app);
});
