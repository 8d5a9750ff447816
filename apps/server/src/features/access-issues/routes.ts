import { accessIssueCalls } from '@portal/contracts';
import { checkedFacets } from '../../domain/property-facets';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import { accessIssueCase, performAccessIssueAction } from './case-service';
import { accessIssuesList } from './list-service';

/** The access-issue calls (spec 3-action-required: the list, the case and the wizard's action). */
export const accessIssuesRoutes = signedIn(async (app) => {
  const { database } = app;

  route(app, accessIssueCalls.list, ({ scope, query }) =>
    accessIssuesList(database, scope, {
      ...query,
      facet: checkedFacets(query.facet, scope.agencyState),
    }),
  );

  route(app, accessIssueCalls.propertyCase, ({ scope, params }) =>
    accessIssueCase(database, scope.agencyId, params.id),
  );

  route(app, accessIssueCalls.action, ({ scope, params, body }) =>
    performAccessIssueAction(database, scope, params.id, body),
  );
});
