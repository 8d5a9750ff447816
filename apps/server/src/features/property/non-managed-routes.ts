import { nonManagedPropertyCalls } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import { changeResidentialStatus, getNonManagedProperty } from './non-managed-service';

/** Non-managed (integrated) properties' calls, inside the property area's signed-in scope. */
export function nonManagedPropertyRoutes(app: FastifyInstance): void {
  route(app, nonManagedPropertyCalls.detail, ({ scope, params }) =>
    getNonManagedProperty(app.database, scope.agencyId, params.id),
  );
  route(app, nonManagedPropertyCalls.changeResidentialStatus, ({ scope, params, body }) =>
    changeResidentialStatus(app.database, scope, params.id, body),
  );
}
