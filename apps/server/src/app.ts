import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { loggerOptions, requestLogPlugin } from './plugins/logging';
import { drainingPlugin } from './plugins/draining';
import { errorsPlugin, malformedPath } from './plugins/errors';
import { methodNotAllowedPlugin } from './plugins/method-not-allowed';
import { securityPlugin } from './plugins/security';
import { compressionPlugin } from './plugins/compression';
import { openapiPlugin } from './plugins/openapi';
import { spaPlugin } from './plugins/spa';
import { complianceSystemsPlugin } from './plugins/compliance-systems';
import { sessionPlugin } from './plugins/session';
import { auditPlugin } from './plugins/audit';
import { healthRoutes } from './features/health/routes';
import { authRoutes } from './features/auth/routes';
import { authPagesPlugin } from './features/auth/pages';
import { settingsRoutes } from './features/settings/routes';
import { metaRoutes } from './features/meta/routes';
import { dashboardFiguresPlugin } from './features/dashboard/figures-plugin';
import { dashboardRoutes } from './features/dashboard/routes';
import { portfolioRoutes } from './features/portfolio/routes';
import { updatesRoutes } from './features/updates/routes';
import { analyticsRoutes } from './features/analytics/routes';
import { accessIssuesRoutes } from './features/access-issues/routes';
import { reportedFindingsRoutes } from './features/reported-findings/routes';
import { noticesRoutes } from './features/notices/routes';
import { complianceSystemPlugin } from './compliance-system/plugin';
import { jobsPlugin } from './plugins/jobs';
import { mailerPlugin } from './plugins/mailer';
import { webhookEventsPlugin } from './plugins/webhook-events';
import { webhooksPlugin } from './plugins/webhooks';
import { invoicesRoutes } from './features/invoices/routes';
import { quotesRoutes } from './features/quotes/routes';
import { newManagementsRoutes } from './features/new-managements/routes';
import { propertyRoutes } from './features/property/routes';
import { imagesRoutes } from './features/images/routes';
import { calendarRoutes } from './features/calendar/routes';
import { propertyDocumentsRoutes } from './features/property/documents-routes';
import { propertyEvidenceRoutes } from './features/property/evidence-routes';
import { emailRoutes } from './features/email/routes';
import { portfolioEvidenceRoutes } from './features/property/portfolio-evidence-routes';
import { savedViewsRoutes } from './features/saved-views/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    now: () => Date;
  }
}

/** '/v1/x/' is '/v1/x' (the router's option, and the 405 lookup's). */
const IGNORE_TRAILING_SLASH = true;

export interface AppDeps {
  config: Config;
  database: Database;
  /** The clock features read 'today' from; tests fix it to the demo data's day. */
  now?: () => Date;
  /** Told of every route as it is registered (the security tests enumerate the routes). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

/**
 * Builds the whole server without listening: infrastructure plugins first, then the feature
 * routes, then the single-page app. Tests call this and use `inject`.
 */
export async function buildApp({
  config,
  database,
  now,
  onRoute,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config, logStream),
    // One line per request instead of Fastify's two, from requestLogPlugin.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    frameworkErrors: malformedPath,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // On shutdown, idle keep-alive sockets close at once; busy ones finish their request.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: IGNORE_TRAILING_SLASH },
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('now', now ?? (() => new Date()));

  await app.register(requestLogPlugin);
  await app.register(drainingPlugin);
  await app.register(errorsPlugin);
  await app.register(methodNotAllowedPlugin, { ignoreTrailingSlash: IGNORE_TRAILING_SLASH });
  await app.register(securityPlugin, { config });
  await app.register(compressionPlugin);
  await app.register(openapiPlugin, {
    version: config.version,
    publicUrl: config.publicUrlSet ? config.publicUrl : undefined,
  });
  await app.register(complianceSystemsPlugin);
  await app.register(sessionPlugin);
  await app.register(auditPlugin);
  await app.register(dashboardFiguresPlugin);
  await app.register(jobsPlugin);
  await app.register(mailerPlugin);
  await app.register(webhooksPlugin);
  await app.register(webhookEventsPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(authPagesPlugin);
  await app.register(settingsRoutes);
  await app.register(metaRoutes);
  await app.register(dashboardRoutes);
  await app.register(portfolioRoutes);
  await app.register(updatesRoutes);
  await app.register(analyticsRoutes);
  await app.register(accessIssuesRoutes);
  await app.register(reportedFindingsRoutes);
  await app.register(noticesRoutes);
  await app.register(invoicesRoutes);
  await app.register(quotesRoutes);
  await app.register(newManagementsRoutes);
  await app.register(propertyRoutes);
  await app.register(imagesRoutes);
  await app.register(calendarRoutes);
  await app.register(propertyDocumentsRoutes);
  await app.register(propertyEvidenceRoutes);
  await app.register(emailRoutes);
  await app.register(portfolioEvidenceRoutes);
  await app.register(savedViewsRoutes);
  await app.register(complianceSystemPlugin, { prefix: '/cs' });

  await app.register(spaPlugin, { webDist: config.webDist, ssrEntry: config.webSsrEntry });
  return app;
}
