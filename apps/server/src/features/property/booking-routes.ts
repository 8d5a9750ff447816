import { ZBookingServiceCodes, propertyBookingCalls } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
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
  route(app, propertyBookingCalls.availability, ({ scope, params, query }) =>
    getAvailability(app.database, scope, params.id, ZBookingServiceCodes.parse(query.service)),
  );
  route(app, propertyBookingCalls.hold, ({ scope, params, body }) =>
    holdBookingTime(app.database, scope, params.id, body.oasMetadataId),
  );
  route(app, propertyBookingCalls.book, ({ scope, params, body }) =>
    bookService(app.database, scope, params.id, body),
  );
}
