import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEmpty, ZErrorEnvelope, ZIdParams, ZNewManagement, zSuccess } from '@portal/contracts';
import { sessionOf } from '../../plugins/session';
import { dismissNewManagement, markUnderEnrolment, type NewManagementActor } from './service';

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
};
const ok = <T>(data: T) => ({ success: true as const, data });

/** New managements found by the agency's integration: enrol (under enrolment) or dismiss. */
export const newManagementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  const actorOf = (request: FastifyRequest): NewManagementActor => {
    const session = sessionOf(request);
    return { agencyId: session.agencyId, userId: session.userId, now: app.now() };
  };

  app.post(
    '/v1/portfolio/new-management/:id/under-enrolment',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['new-managements'],
        summary: "Mark a new management under enrolment ('Enrol property')",
        description:
          '{id} is the portfolioPropertyId. Records who and when (the tooltip of ' +
          "'Enrolment in progress'); again: unchanged. 409 when it was dismissed.",
        params: ZIdParams,
        response: { 200: zSuccess(ZNewManagement), ...errors },
      },
    },
    async (request) => ok(await markUnderEnrolment(database, actorOf(request), request.params.id)),
  );

  app.post(
    '/v1/portfolio/new-management/:id/dismiss',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['new-managements'],
        summary: 'Dismiss a new management: it leaves the list',
        description:
          '{id} is the portfolioPropertyId. Again: unchanged. 409 when it is under enrolment.',
        params: ZIdParams,
        response: { 200: zSuccess(ZEmpty), ...errors },
      },
    },
    async (request) =>
      ok(await dismissNewManagement(database, actorOf(request), request.params.id)),
  );
};
