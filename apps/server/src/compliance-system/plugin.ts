import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVICE_MESSAGES, STATES } from '@portal/contracts';
import { isDatabaseUnavailable } from '../db/unavailable';
import { DATABASE_RETRY_AFTER_SECONDS } from '../plugins/errors';
import { PageError } from './page-error';
import { messagePage } from './pages';
import { legacyRoutes } from './legacy/routes';
import { invitationRoutes } from './invitations';
import { systemRoutes } from './routes';

const FORM_LIMIT = 32 * 1024;

/**
 * A form's fields; a name given more than once (a group of checkboxes) becomes a list. Built in
 * a Map, so a field named __proto__ is only ever an own property.
 */
function readForm(body: string): Record<string, string | string[]> {
  const fields = new Map<string, string | string[]>();
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = fields.get(name);
    fields.set(
      name,
      seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value],
    );
  }
  return Object.fromEntries(fields);
}

const stateOfUrl = (url: string) => {
  const short = /^\/cs\/([a-z]+)/.exec(url)?.[1];
  return STATES.find((state) => state.shortName === short) ?? null;
};

function renderError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof PageError) {
    return reply
      .status(error.statusCode)
      .type('text/html; charset=utf-8')
      .send(
        messagePage({
          state: error.state,
          title: error.title,
          message: error.message,
          isError: true,
          detail: error.detail,
          link: error.link,
        }),
      );
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .type('text/html; charset=utf-8')
      .send(
        messagePage({
          state: stateOfUrl(request.url),
          title: 'Please try again in a moment',
          message: SERVICE_MESSAGES.databaseUnavailable,
          isError: true,
        }),
      );
  }
  const validation = hasZodFastifySchemaValidationErrors(error);
  const status = validation ? 400 : (error.statusCode ?? 500);
  const known = status >= 400 && status < 500;
  if (!known) request.log.error({ err: error }, 'unexpected error in a compliance system page');
  const message = validation
    ? (error.validation[0]?.message ?? 'The form could not be read.')
    : known
      ? error.message
      : 'Something went wrong. Please try again.';
  return reply
    .status(known ? status : 500)
    .type('text/html; charset=utf-8')
    .send(
      messagePage({
        state: stateOfUrl(request.url),
        title: known ? 'The request could not be handled' : 'Something went wrong',
        message,
        isError: true,
      }),
    );
}

/**
 * The built-in state compliance systems under /cs: HTML pages (no client script), forms posted
 * as application/x-www-form-urlencoded (parsed only here), errors shown as pages. Sign-in pages
 * first, the invitation's page, then the legacy pages the portal links to.
 */
export async function complianceSystemPlugin(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => {
      done(null, readForm(body as string));
    },
  );
  app.addHook('onSend', async (_request, reply) => {
    // Pages with sign-in state are never cached. Same-origin referrers let the browser send its
    // Origin on form posts, which the CSRF check needs.
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'same-origin');
  });
  app.setErrorHandler(renderError);
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(
        messagePage({
          state: stateOfUrl(request.url),
          title: 'Page not found',
          message: "The page you're looking for doesn't exist.",
          isError: true,
        }),
      ),
  );
  await app.register(systemRoutes);
  await app.register(invitationRoutes);
  await app.register(legacyRoutes);
}
