import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZActiveExperiments, ZAgencySettings, ZErrorEnvelope, zSuccess } from '@portal/contracts';
import { sessionOf } from '../../plugins/session';
import { activeExperiments, agencySettings } from './service';

/** What the signed-in user's session switches on: experiments and agency settings. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/me/active-experiments',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['me'],
        summary: 'Every experiment, on or off for the signed-in user',
        response: { 200: zSuccess(ZActiveExperiments), 401: ZErrorEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: await activeExperiments(app.database.db, sessionOf(request).userId),
    }),
  );

  app.get(
    '/v1/me/agency-settings',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['me'],
        summary: "The session agency's settings as they apply to the user",
        response: { 200: zSuccess(ZAgencySettings), 401: ZErrorEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: await agencySettings(app.database.db, sessionOf(request)),
    }),
  );
};
