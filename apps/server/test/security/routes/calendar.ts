import { noIds, SESSION_AGENCY, type CatalogueEntry } from './shared';

/** The private calendar feed. */
export const CALENDAR_ROUTES: Record<string, CatalogueEntry> = {
  // the private calendar feed (features/calendar/calendar.test.ts)
  'GET /v1/me/calendar-feed': noIds(SESSION_AGENCY),
  'POST /v1/me/calendar-feed': noIds(SESSION_AGENCY, {
    body: () => ({ scope: 'ALL' }),
    writes: ['calendar_feeds'],
  }),
  'PATCH /v1/me/calendar-feed': noIds(SESSION_AGENCY, {
    body: () => ({ scope: 'OWN' }),
    writes: ['calendar_feeds'],
  }),
  'DELETE /v1/me/calendar-feed': noIds(SESSION_AGENCY, { writes: ['calendar_feeds'] }),
  'GET /v1/calendar/:token.ics': noIds(
    'public by design (calendar apps have no session) and named by an unguessable secret, ' +
      'not an id: the secret names its agency and its hash is looked up under that agency’s ' +
      'row-level security, so an altered, revoked or foreign secret is the missing answer',
    { sweep: { skip: 'answers iCalendar, never JSON' } },
  ),
};
