import { noIds, pathId, type CatalogueEntry, type IdSlot } from './shared';

const NEW_MANAGEMENT: IdSlot = pathId('new_managements', {
  column: 'portfolio_property_id',
  sequenceOf: 'non_managed_properties',
  where: "status = 'NOT_ENROLLED'",
});

/** New managements, and the images of rich-text email bodies. */
export const NEW_MANAGEMENTS_ROUTES: Record<string, CatalogueEntry> = {
  // new managements
  'POST /v1/portfolio/new-management/:id/under-enrolment': {
    ids: [NEW_MANAGEMENT],
    writes: ['new_managements'],
  },
  'POST /v1/portfolio/new-management/:id/dismiss': {
    ids: [NEW_MANAGEMENT],
    writes: ['new_managements'],
  },
  'POST /v1/portfolio/new-management/:id/restore': {
    ids: [NEW_MANAGEMENT],
    writes: ['new_managements'],
  },
  // images of rich-text email bodies
  'PUT /v1/misc/image/upload': noIds(
    'stores a new image for the session’s agency from a multipart file; hostile files are ' +
      'hostile-files.test.ts',
    { writes: ['uploaded_images'] },
  ),
  'GET /images/:file': noIds(
    'public by design (email recipients have no session) and named by an unguessable token, ' +
      'not an id: the token seals its agency and the row is read under that agency’s ' +
      'row-level security, so a token altered or sealed for another agency is the missing ' +
      'answer (features/images/image-upload.test.ts)',
    { sweep: { skip: 'answers image bytes, never JSON' } },
  ),
};
