import { dashboardCalls } from '@portal/contracts';
import { route } from '../../plugins/route';
import { agencySystemState } from '../../plugins/session-store';
import { signedIn, type AgencyScope } from '../../plugins/signed-in';
import { integratedStats } from './integrated-stats-service';
import { recentNewManagements } from './new-managements';
import { overdueInvoices } from './overdue-invoices';
import type { DashboardScope } from './scope';
import { dashboardStats } from './stats-service';
import { urgentAccessIssues } from './urgent-access-issues';
import { urgentActiveNotices } from './urgent-notices';
import { urgentQuotes } from './urgent-quotes';
import { urgentReportedFindings } from './urgent-reported-findings';

/**
 * The dashboard's figures and the lists of its 'Urgent action required' tabs. They live together
 * because each figure and the list it counts share one definition (lib/compliance-definitions).
 */
export const dashboardRoutes = signedIn(async (app) => {
  const { database } = app;
  const cache = app.dashboardFigures;

  /** The agency's scope, narrowed to one property manager's properties when the query asks. */
  const scopeOf = (request: {
    scope: AgencyScope;
    query: { propertyManagerId?: number | undefined };
  }): DashboardScope => ({ ...request.scope, propertyManagerId: request.query.propertyManagerId });

  route(app, dashboardCalls.stats, (request) =>
    dashboardStats(database, scopeOf(request), cache, {
      newAccessIssues: request.query['new-access-issues'],
      newProblemRegister: request.query['new-problem-register'],
    }),
  );

  route(app, dashboardCalls.integratedStats, (request) =>
    integratedStats(database, scopeOf(request)),
  );

  route(app, dashboardCalls.overdueInvoices, (request) =>
    overdueInvoices(database, scopeOf(request), request.query),
  );

  route(app, dashboardCalls.urgentQuotes, (request) =>
    urgentQuotes(
      database,
      scopeOf(request),
      request.query,
      app.complianceSystems.url(agencySystemState(request.scope.session)) ?? '',
    ),
  );

  route(app, dashboardCalls.urgentNotices, (request) =>
    urgentActiveNotices(database, scopeOf(request), request.query),
  );

  route(app, dashboardCalls.urgentAccessIssues, (request) =>
    urgentAccessIssues(database, scopeOf(request), request.query),
  );

  route(app, dashboardCalls.urgentReportedFindings, (request) =>
    urgentReportedFindings(database, scopeOf(request), request.query),
  );

  route(app, dashboardCalls.recentNewManagements, (request) =>
    recentNewManagements(database, scopeOf(request), request.query),
  );
});
