import { portfolioCalls } from '@portal/contracts';
import { attachment } from '../../files/content-disposition';
import { checkedFacets } from '../../domain/property-facets';
import { errorMessageHeader, exportFileName, xlsxStream } from '../../files/xlsx-export';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import { INTEGRATED_EXPORT_COLUMNS } from './integrated-export';
import { eachIntegratedBatch, integratedPortfolioList } from './integrated-service';
import { integratedPropertyManagers, integratedServiceProviders } from './integrated-options';
import { portfolioList, PortfolioQueries, portfolioTotalCache } from './service';

/** The portfolio list and the integrated portfolio (spec 3-action-required, the calls). */
export const portfolioRoutes = signedIn(async (app) => {
  const { database } = app;
  const caches = { totals: portfolioTotalCache(), queries: new PortfolioQueries() };
  const integratedScope = (agencyId: number) => ({
    agencyId,
    providerName: app.config.provider.name,
  });

  route(app, portfolioCalls.list, ({ scope, query }) =>
    portfolioList(
      database,
      scope,
      { ...query, facet: checkedFacets(query.facet, scope.agencyState) },
      caches,
    ),
  );

  route(app, portfolioCalls.integrated, ({ scope, query }) =>
    integratedPortfolioList(database, integratedScope(scope.agencyId), query),
  );

  route(
    app,
    portfolioCalls.integratedExport,
    async ({ scope, query }, reply) => {
      const { fileName, ...filters } = query;
      const stream = xlsxStream({
        sheetName: 'Integrated portfolio',
        columns: INTEGRATED_EXPORT_COLUMNS,
        fill: (write) =>
          eachIntegratedBatch(database, integratedScope(scope.agencyId), filters, write),
      });
      return reply
        .header('content-type', portfolioCalls.integratedExport.file.contentType)
        .header('content-disposition', attachment(exportFileName(fileName, 'integrated-portfolio')))
        .send(stream);
    },
    { onSend: errorMessageHeader },
  );

  route(app, portfolioCalls.integratedPropertyManagers, ({ scope }) =>
    integratedPropertyManagers(database, integratedScope(scope.agencyId)),
  );

  route(app, portfolioCalls.integratedServiceProviders, ({ scope }) =>
    integratedServiceProviders(database, integratedScope(scope.agencyId)),
  );
});
