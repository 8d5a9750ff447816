import { ZBookingServiceCodes, propertyBookingCalls } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors';
import { route } from '../../plugins/route';
import {
  bookService,
  getAvailability,
  holdBookingTime,
  listBookableServices,
} from './booking-service';

/** Booking on a tenant's behalf; registered inside the property area's signed-in scope. */
export function bookingRoutes(app: FastifyInstance): void {
  route(app, propertyBookingCalls.bookableServices, ({ scope, params }) =>
    listBookableServices(app.database, scope, params.id),
  );
  route(app, propertyBookingCalls.availability, async ({ scope, params, query }) => {
    const codes = ZBookingServiceCodes.safeParse(query.service);
    if (!codes.success) {
      const message = codes.error.issues[0]!.message;
      throw badRequest(message, { 'query.service': message });
    }
    return getAvailability(app.database, scope, params.id, codes.data);
  });
  route(app, propertyBookingCalls.hold, ({ scope, params, body }) =>
    holdBookingTime(app.database, scope, params.id, body.oasMetadataId),
  );
  route(app, propertyBookingCalls.book, ({ scope, params, body }) =>
    bookService(app.database, scope, params.id, body),
  );
}
