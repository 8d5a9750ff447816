import { entryPreferencesCalls } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import {
  getAgencyEntryPreferences,
  getEntryPreferences,
  requestOneOffEntryNotification,
  updateEntryPreferences,
} from './entry-preferences-service';

/** Entry method preferences and the one-off entry notification; inside the property area's scope. */
export function entryPreferencesRoutes(app: FastifyInstance): void {
  route(app, entryPreferencesCalls.preferences, ({ scope, params }) =>
    getEntryPreferences(app.database, scope, params.id),
  );
  route(app, entryPreferencesCalls.update, ({ scope, params, body }) =>
    updateEntryPreferences(app.database, scope, params.id, body),
  );
  route(app, entryPreferencesCalls.agencyPreferences, ({ scope }) =>
    getAgencyEntryPreferences(app.database, scope.agencyId),
  );
  route(app, entryPreferencesCalls.oneOff, ({ scope, params, body }) =>
    requestOneOffEntryNotification(app.database, scope, params.id, body),
  );
}
