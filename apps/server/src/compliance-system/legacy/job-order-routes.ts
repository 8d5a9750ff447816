import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { servicesForState, ZOptionalNotes } from '@portal/contracts';
import type { AgencyTx } from '../../db/client';
import {
  legacyDeps,
  pageViewer,
  parseId,
  propertyNotFound,
  sendPage,
  type Viewer,
} from './context';
import {
  createJobOrder,
  findManagedChoice,
  findPortfolioChoice,
  searchManagedChoices,
  type PropertyChoice,
} from './queries/job-orders';
import { ZTextParam } from './paging';
import { jobOrderCreatedPage, jobOrderFormPage, type JobOrderFormState } from './views/job-order';

const hidden = { hide: true } as const;
const ZParams = z.object({ state: z.string().max(16) });
const ZIdParam = z.string().max(32).optional();

/** The property of a job order: a serviced one (property_id) or one of the portfolio. */
const ZPropertyParams = z.object({
  property_id: ZIdParam,
  agencyPortfolioPropertyId: ZIdParam,
});

const ZJobOrderForm = ZPropertyParams.extend({
  services: z
    .union([z.string().max(32), z.array(z.string().max(32)).max(20)])
    .optional()
    .transform((value) => (value === undefined ? [] : [...new Set([value].flat())])),
  notes: z.string().max(5000).default(''),
  /** The search that offered the properties, to offer them again if the form is refused. */
  search: ZTextParam,
});

const SELECT_A_SERVICE = 'Please select a service';

/**
 * The property the parameters name, null when they name none; a property that is not the
 * agency's (or no property at all) is refused with the page a missing one gets.
 */
async function chosenProperty(
  tx: AgencyTx,
  viewer: Viewer,
  params: z.infer<typeof ZPropertyParams>,
): Promise<PropertyChoice | null> {
  const managed = Boolean(params.property_id);
  const asked = managed ? params.property_id : params.agencyPortfolioPropertyId;
  if (!asked) return null;
  const id = parseId(asked);
  const find = managed ? findManagedChoice : findPortfolioChoice;
  const found = id === null ? null : await find(tx, viewer.agencyId, id);
  if (!found) throw propertyNotFound(viewer);
  return found;
}

/** /JobOrders/add: the form (with the linked property chosen) and its submission. */
export const jobOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = legacyDeps(app);
  const inAgency = <T>(viewer: Viewer, fn: (tx: AgencyTx) => Promise<T>) =>
    deps.database.withAgency(viewer.agencyId, fn);

  app.get(
    '/:state/JobOrders/add',
    {
      schema: {
        ...hidden,
        params: ZParams,
        querystring: ZPropertyParams.extend({ address: ZTextParam, search: ZTextParam }),
      },
    },
    async (request, reply) => {
      const viewer = await pageViewer(deps, request, request.params.state);
      const query = request.query;
      // A portfolio property's link also carries its address; the id decides, the address
      // only seeds the search when there is no id.
      const search = query.search ?? query.address;
      const form = await inAgency(viewer, async (tx): Promise<JobOrderFormState> => {
        const property = await chosenProperty(tx, viewer, query);
        const choices =
          property || !search ? [] : await searchManagedChoices(tx, viewer.agencyId, search);
        return { property, choices, search, services: [], notes: '', errors: {} };
      });
      return sendPage(reply, jobOrderFormPage(viewer, form));
    },
  );

  app.post(
    '/:state/JobOrders/add',
    { schema: { ...hidden, params: ZParams, body: ZJobOrderForm } },
    async (request, reply) => {
      const viewer = await pageViewer(deps, request, request.params.state);
      const body = request.body;
      const offered = new Set<string>(servicesForState(viewer.agencyState).map((s) => s.code));
      const notes = ZOptionalNotes.safeParse(body.notes);
      const errors: JobOrderFormState['errors'] = {
        services:
          body.services.length === 0 || body.services.some((code) => !offered.has(code))
            ? SELECT_A_SERVICE
            : undefined,
        notes: notes.success ? undefined : notes.error.issues[0]?.message,
      };

      const outcome = await inAgency(viewer, async (tx) => {
        const property = await chosenProperty(tx, viewer, body);
        if (!property) errors.property = 'Please choose a property';
        if (!property || errors.services || errors.notes || !notes.success) {
          const choices =
            property || !body.search
              ? []
              : await searchManagedChoices(tx, viewer.agencyId, body.search);
          return { property, choices, id: null };
        }
        const id = await createJobOrder(tx, {
          agencyId: viewer.agencyId,
          property,
          serviceCodes: body.services,
          notes: notes.data ?? null,
          userId: viewer.userId,
          impersonatorUserId: viewer.impersonatorUserId,
        });
        return { property, choices: [], id };
      });

      if (outcome.id === null || !outcome.property) {
        const form: JobOrderFormState = {
          property: outcome.property,
          choices: outcome.choices,
          search: body.search,
          services: body.services.filter((code) => offered.has(code)),
          notes: body.notes,
          errors,
        };
        return sendPage(reply, jobOrderFormPage(viewer, form), 400);
      }
      return sendPage(
        reply,
        jobOrderCreatedPage(viewer, {
          id: outcome.id,
          property: outcome.property,
          services: body.services,
        }),
        201,
      );
    },
  );
};
