import { analyticsCalls, analyticsTableLabels } from '@portal/contracts';
import { attachment } from '../../files/content-disposition';
import { errorMessageHeader, exportFileName, xlsxStream } from '../../files/xlsx-export';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import { exportTable } from './export-tables';
import { analyticsFiguresCache } from './figures-cache';
import { analytics } from './service';

/** The corporate dashboard (/analytics): its figures and each of its tables as .xlsx. */
export const analyticsRoutes = signedIn(async (app) => {
  const { database } = app;
  const figures = analyticsFiguresCache(app.config.analytics.cacheMs, () => app.now().getTime());

  route(app, analyticsCalls.dashboard, ({ scope, query }) =>
    analytics(database, scope, query, figures),
  );

  route(
    app,
    analyticsCalls.exportTable,
    async ({ scope, query }, reply) => {
      const { table, fileName, ...filters } = query;
      // Computed before the first byte, so a refusal (403) is an answer, not a cut download.
      const counted = await analytics(database, scope, filters, figures);
      const { rows, columns } = exportTable(counted, table);
      const stream = xlsxStream({
        sheetName: analyticsTableLabels[table],
        columns,
        fill: (write) => write(rows),
      });
      return reply
        .header('content-type', analyticsCalls.exportTable.file.contentType)
        .header('content-disposition', attachment(exportFileName(fileName, `analytics-${table}`)))
        .send(stream);
    },
    { onSend: errorMessageHeader },
  );
});
