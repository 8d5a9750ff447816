import { newManagementCalls } from '@portal/contracts';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import { dismissNewManagement, markUnderEnrolment, restoreNewManagement } from './service';

/** New managements found by the agency's integration: enrol (under enrolment), dismiss, restore. */
export const newManagementsRoutes = signedIn(async (app) => {
  const { database } = app;

  route(app, newManagementCalls.markUnderEnrolment, ({ scope, params }) =>
    markUnderEnrolment(database, scope, params.id),
  );

  route(app, newManagementCalls.dismiss, ({ scope, params }) =>
    dismissNewManagement(database, scope, params.id),
  );

  route(app, newManagementCalls.restore, ({ scope, params }) =>
    restoreNewManagement(database, scope, params.id),
  );
});
