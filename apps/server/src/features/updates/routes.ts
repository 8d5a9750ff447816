import { updateCalls } from '@portal/contracts';
import { attachment } from '../../files/content-disposition';
import { checkedFacets } from '../../domain/property-facets';
import { errorMessageHeader, exportFileName, xlsxStream } from '../../files/xlsx-export';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import { UPDATE_EXPORT_COLUMNS } from './export-columns';
import {
  confirmPropertyDetails,
  eachUpdateBatch,
  overdueUpdateProperties,
  updateSummary,
  UpdatesQueries,
} from './service';

/** The required-updates calls (spec 3-action-required: /action-required/update). */
export const updatesRoutes = signedIn(async (app) => {
  const { database } = app;
  const queries = new UpdatesQueries();

  route(app, updateCalls.summary, ({ scope, query }) =>
    updateSummary(
      database,
      scope,
      { ...query, facet: checkedFacets(query.facet, scope.agencyState) },
      queries,
    ),
  );

  route(
    app,
    updateCalls.summaryExport,
    async ({ scope, query }, reply) => {
      const { fileName, page: _page, 'page-size': _size, ...filters } = query;
      const facet = checkedFacets(filters.facet, scope.agencyState);
      const stream = xlsxStream({
        sheetName: 'Required updates',
        columns: UPDATE_EXPORT_COLUMNS,
        fill: (write) => eachUpdateBatch(database, scope, { ...filters, facet }, write),
      });
      return reply
        .header('content-type', updateCalls.summaryExport.file.contentType)
        .header('content-disposition', attachment(exportFileName(fileName, 'required-updates')))
        .send(stream);
    },
    { onSend: errorMessageHeader },
  );

  route(app, updateCalls.overdueProperties, ({ scope }) =>
    overdueUpdateProperties(database, scope),
  );

  route(app, updateCalls.confirmPropertyDetails, ({ scope, params }) =>
    confirmPropertyDetails(database, scope, params.id),
  );
});
