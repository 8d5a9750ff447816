import { holdCancellationCalls } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import {
  getCancellationSummary,
  listCancellationReasons,
  requestCancellation,
  requestHold,
} from './hold-cancellation-service';

/** Service hold and cancellation requests; registered inside the property area's signed-in scope. */
export function holdCancellationRoutes(app: FastifyInstance): void {
  route(app, holdCancellationCalls.hold, ({ scope, params, body }) =>
    requestHold(app.database, scope, params.id, body),
  );
  route(app, holdCancellationCalls.cancellationReasons, () =>
    listCancellationReasons(app.database),
  );
  route(app, holdCancellationCalls.cancellationSummary, ({ scope, params }) =>
    getCancellationSummary(app.database, scope.agencyId, params.id),
  );
  route(app, holdCancellationCalls.cancel, ({ scope, params, body }) =>
    requestCancellation(app.database, scope, params.id, body),
  );
}
