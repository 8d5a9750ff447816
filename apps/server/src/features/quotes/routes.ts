import { quoteCalls, type TStateCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { agencies } from '../../db/schema/index';
import { attachment } from '../../files/content-disposition';
import { route } from '../../plugins/route';
import { agencySystemState } from '../../plugins/session-store';
import { signedIn, type AgencyScope } from '../../plugins/signed-in';
import { forwardQuote, QUOTE_ATTACHMENT } from './forward';
import { renderQuotePdf } from './quote-pdf';
import { listQuotes, quoteDetail, type QuoteScope } from './service';

/** Quotes: the list with its filters, the detail, the PDF and forwarding by email. */
export const quotesRoutes = signedIn(async (app) => {
  const { database, config } = app;
  const pdfOptions = { provider: config.provider, publicUrl: config.publicUrl };

  /** Quotes link to the approval page of the agency's own compliance system. */
  const quoteScope = (scope: AgencyScope): QuoteScope => ({
    agencyId: scope.agencyId,
    systemUrl: app.complianceSystems.url(agencySystemState(scope.session)) ?? '',
  });

  // An emailed quote links to the compliance system of the agency's own state.
  app.mail.registerAttachmentSource(QUOTE_ATTACHMENT, async (tx, agencyId, id) => {
    const [agency] = await tx
      .select({ stateCode: agencies.stateCode })
      .from(agencies)
      .where(eq(agencies.id, agencyId));
    const systemUrl = app.complianceSystems.url(agency!.stateCode as TStateCode) ?? '';
    return renderQuotePdf(tx, { agencyId, systemUrl }, id, pdfOptions);
  });

  route(app, quoteCalls.list, ({ scope, query }) => listQuotes(database, quoteScope(scope), query));

  route(app, quoteCalls.detail, ({ scope, params }) =>
    quoteDetail(database, quoteScope(scope), params.id),
  );

  route(app, quoteCalls.pdf, async ({ scope, params }, reply) => {
    const quote = quoteScope(scope);
    const pdf = await database.withAgency(quote.agencyId, (tx) =>
      renderQuotePdf(tx, quote, params.id, pdfOptions),
    );
    return reply
      .type(quoteCalls.pdf.file.contentType)
      .header('content-disposition', attachment(pdf.filename))
      .header('cache-control', 'private, no-store')
      .send(pdf.content);
  });

  route(app, quoteCalls.forward, async ({ scope, params, body }) => {
    const result = await forwardQuote(
      database,
      app.mail,
      { ...quoteScope(scope), now: scope.now },
      scope.session,
      params.id,
      body,
      config.provider,
      config.publicUrl,
    );
    app.jobs.wake();
    return result;
  });
});
