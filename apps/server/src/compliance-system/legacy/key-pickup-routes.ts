import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KEY_SCHEDULE_DAYS } from '@portal/contracts';
import { agencyToday, daysAfter } from '../../domain/agency-clock';
import { PageError } from '../page-error';
import { legacyDeps, pageViewer, parseId, sendPage, type Viewer } from './context';
import { ZPageParam, ZTextParam } from './paging';
import { decideKeyPickup, findKeyPickup, findKeySchedule } from './queries/key-pickups';
import { findKeys } from './queries/keys';
import {
  canCancel,
  canConfirm,
  cancelKeyPickupPage,
  keySchedule,
  type KeyPickupOutcome,
} from './views/key-schedule';
import { keyManagementPage } from './views/keys';
import { legacyPath } from './views/layout';

const hidden = { hide: true } as const;
const ZParams = z.object({ state: z.string().max(16) });
const ZPickupParams = ZParams.extend({ id: z.string().max(32) });
const ZSearchQuery = z.object({ page: ZPageParam, search: ZTextParam });
const ZPickupForm = z.object({
  action: z.enum(['confirm', 'cancel'], {
    error: 'Choose whether to confirm or cancel the key pickup.',
  }),
});

/** Another agency's pickup, or an id that can name none, reads exactly as a missing one. */
const pickupNotFound = (viewer: Viewer) =>
  new PageError(
    404,
    viewer.state,
    'Key pickup not found',
    "The key pickup you're looking for doesn't exist.",
    { href: legacyPath(viewer, '/Keys/keyManagement'), text: 'Key management' },
  );

/**
 * /Keys/keyManagement: the rolling schedule of key pickups and returns (the agency's own days)
 * above the key details of each property; /Keys/keyPickups/{id}: the agency confirms or cancels
 * a requested pickup (CSRF: the security plugin's Origin check, as every form post here; the
 * cancel asks first on a page of its own, and no GET changes anything).
 */
export const keyPickupRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = legacyDeps(app);
  const today = (viewer: Viewer) => agencyToday(app.now(), viewer.agencyState);

  async function managementPage(
    viewer: Viewer,
    query: { search?: string; page: number },
    outcome?: KeyPickupOutcome,
  ): Promise<string> {
    const from = today(viewer);
    const { list, schedule } = await deps.database.withAgency(viewer.agencyId, async (tx) => ({
      list: await findKeys(tx, viewer.agencyId, query),
      schedule: await findKeySchedule(
        tx,
        viewer.agencyId,
        from,
        daysAfter(from, KEY_SCHEDULE_DAYS - 1),
      ),
    }));
    return keyManagementPage(
      viewer,
      list,
      query.search,
      keySchedule(viewer, schedule, from, KEY_SCHEDULE_DAYS, outcome),
    );
  }

  app.get(
    '/:state/Keys/keyManagement',
    { schema: { ...hidden, params: ZParams, querystring: ZSearchQuery } },
    async (request, reply) => {
      const viewer = await pageViewer(deps, request, request.params.state);
      return sendPage(reply, await managementPage(viewer, request.query));
    },
  );

  app.get(
    '/:state/Keys/keyPickups/:id/cancel',
    { schema: { ...hidden, params: ZPickupParams } },
    async (request, reply) => {
      const viewer = await pageViewer(deps, request, request.params.state);
      const id = parseId(request.params.id);
      const pickup =
        id === null
          ? null
          : await deps.database.withAgency(viewer.agencyId, (tx) =>
              findKeyPickup(tx, viewer.agencyId, id),
            );
      if (!pickup) throw pickupNotFound(viewer);
      return sendPage(reply, cancelKeyPickupPage(viewer, pickup), canCancel(pickup) ? 200 : 409);
    },
  );

  app.post(
    '/:state/Keys/keyPickups/:id',
    { schema: { ...hidden, params: ZPickupParams, body: ZPickupForm } },
    async (request, reply) => {
      const viewer = await pageViewer(deps, request, request.params.state);
      const id = parseId(request.params.id);
      if (id === null) throw pickupNotFound(viewer);
      const confirm = request.body.action === 'confirm';
      const outcome = await deps.database.withAgency(viewer.agencyId, async (tx) => {
        const found = await findKeyPickup(tx, viewer.agencyId, id, true);
        if (!found) return null;
        if (!(confirm ? canConfirm(found) : canCancel(found))) {
          return { kind: 'refused', pickup: found } as const;
        }
        await decideKeyPickup(tx, {
          agencyId: viewer.agencyId,
          pickup: found,
          confirm,
          userId: viewer.userId,
          impersonatorUserId: viewer.impersonatorUserId,
        });
        const pickup = (await findKeyPickup(tx, viewer.agencyId, id)) ?? found;
        return { kind: confirm ? 'confirmed' : 'cancelled', pickup } as const;
      });
      if (!outcome) throw pickupNotFound(viewer);
      return sendPage(
        reply,
        await managementPage(viewer, { page: 1 }, outcome),
        outcome.kind === 'refused' ? 409 : 200,
      );
    },
  );
};
