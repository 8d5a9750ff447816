import { noticeCalls } from '@portal/contracts';
import { route } from '../../plugins/route';
import { signedIn } from '../../plugins/signed-in';
import { sendNotificationAndResolve } from './notify-and-resolve';
import { listNotices, resolveNotice } from './service';

/** The notice calls (spec 3-action-required: notices; 2-property-area: resolving one). */
export const noticesRoutes = signedIn(async (app) => {
  const { database, mail, config } = app;

  route(app, noticeCalls.list, ({ scope, query }) => listNotices(database, scope, query));

  route(app, noticeCalls.resolve, ({ scope, params, body }) =>
    resolveNotice(database, scope, params.id, body),
  );

  route(app, noticeCalls.sendNotificationAndResolve, ({ scope, params, body }) =>
    sendNotificationAndResolve(database, mail, scope, params.id, body, config.provider),
  );
});
