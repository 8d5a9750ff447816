import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZErrorEnvelope,
  ZForwardQuote,
  ZForwardResult,
  ZIdParams,
  ZQuoteListQuery,
  ZQuoteView,
  ZQuoteWithItems,
  zListOf,
  zSuccess,
  type TStateCode,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { agencies } from '../../db/schema/index';
import { attachment } from '../../lib/content-disposition';
import { sessionOf } from '../../plugins/session';
import { forwardQuote, QUOTE_ATTACHMENT } from './forward';
import { renderQuotePdf } from './quote-pdf';
import { listQuotes, quoteDetail, type QuoteScope } from './service';

const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 404: ZErrorEnvelope };
const ok = <T>(data: T) => ({ success: true as const, data });

/** Quotes: the list with its filters, the detail, the PDF and forwarding by email. */
export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const pdfOptions = { provider: config.provider, publicUrl: config.publicUrl };

  const scopeOf = (request: FastifyRequest): QuoteScope => {
    const session = sessionOf(request);
    return {
      agencyId: session.agencyId,
      systemUrl: app.complianceSystems.url(session.stateCode) ?? '',
    };
  };

  // An emailed quote links to the compliance system of the agency's own state.
  app.mail.registerAttachmentSource(QUOTE_ATTACHMENT, async (tx, agencyId, id) => {
    const [agency] = await tx
      .select({ stateCode: agencies.stateCode })
      .from(agencies)
      .where(eq(agencies.id, agencyId));
    const systemUrl = app.complianceSystems.url(agency!.stateCode as TStateCode) ?? '';
    return renderQuotePdf(tx, { agencyId, systemUrl }, id, pdfOptions);
  });

  app.get(
    '/v1/quote',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['quotes'],
        summary: "The agency's quotes, the soonest to expire first",
        description:
          'Filters: propertyId, property-manager, query (address words), status, service and ' +
          'severity (each repeatable, ORed within, ANDed together); paged with page and ' +
          "page-size. Another agency's property or manager simply matches nothing.",
        querystring: ZQuoteListQuery,
        response: { 200: zSuccess(zListOf(ZQuoteView)), ...errors },
      },
    },
    async (request) => ok(await listQuotes(database, scopeOf(request), request.query)),
  );

  app.get(
    '/v1/quote/:id',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['quotes'],
        summary: 'A quote: severity (with its label), estimated prices and line items',
        params: ZIdParams,
        response: { 200: zSuccess(ZQuoteWithItems), ...errors },
      },
    },
    async (request) => ok(await quoteDetail(database, scopeOf(request), request.params.id)),
  );

  app.get(
    '/v1/quote/:id/pdf',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['quotes'],
        summary: 'The quote as a PDF (application/pdf), saved as quote-{number}.pdf',
        description:
          'An attachment named quote-{number}.pdf; failures answer the JSON envelope (404 for ' +
          "a missing or another agency's quote).",
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const pdf = await database.withAgency(scope.agencyId, (tx) =>
        renderQuotePdf(tx, scope, request.params.id, pdfOptions),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(pdf.filename))
        .header('cache-control', 'private, no-store')
        .send(pdf.content);
    },
  );

  app.post(
    '/v1/quote/:id/forward',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['quotes'],
        summary: 'Email the quote (PDF attached) to the chosen recipients',
        description:
          'One to five To addresses, at most five CC, none repeating a To, an optional message ' +
          'under 500 characters; 400 names each field with its rule. subscribeToNotifications ' +
          'subscribes the agency to the quote’s notifications. Sent in the background.',
        params: ZIdParams,
        body: ZForwardQuote,
        response: { 200: zSuccess(ZForwardResult), ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const result = await forwardQuote(
        database,
        app.mail,
        { ...scopeOf(request), now: app.now() },
        session,
        request.params.id,
        request.body,
        config.provider.name,
      );
      app.jobs.wake();
      return ok(result);
    },
  );
};
