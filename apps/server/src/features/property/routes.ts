import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZErrorEnvelope,
  ZIdParams,
  ZPropertyContact,
  ZPropertyContactsQuery,
  zSuccess,
} from '@portal/contracts';
import { z } from 'zod';
import { sessionOf } from '../../plugins/session';
import { getPropertyContacts } from './contacts-service';

const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 404: ZErrorEnvelope };

/** The property area's calls. */
export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/v1/property/:id/contacts',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['property'],
        summary: "The property's landlords, property managers and current occupants",
        description:
          'Flags landlords, occupants and propertyManagers (1 or true) choose the groups; none ' +
          'given: all three. Landlords and property managers first, by name; then occupants.',
        params: ZIdParams,
        querystring: ZPropertyContactsQuery,
        response: { 200: zSuccess(z.array(ZPropertyContact)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPropertyContacts(
        database,
        sessionOf(request).agencyId,
        request.params.id,
        request.query,
      ),
    }),
  );
};
