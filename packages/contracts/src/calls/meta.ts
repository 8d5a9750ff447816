import { z } from 'zod/mini';
import { defineCall } from '../api/call';
import { ZEmpty } from '../api/envelope';
import { ZPageNotFoundEvent, ZPortalConfig } from '../api/settings';

// The shell's public calls: its configuration, and the 404 page's report. zod/mini: the footer
// of the first page reads the configuration.

export const portalConfig = defineCall({
  method: 'GET',
  path: '/v1/meta/portal',
  access: 'public',
  tags: ['meta'],
  summary: 'Footer, help, licences and maintenance windows of the shell (public)',
  description:
    'Public: the signed-out pages use it too. The same for everyone, so caches may keep it for ' +
    '5 minutes.',
  data: ZPortalConfig,
  errors: [],
});

export const reportPageNotFound = defineCall({
  method: 'POST',
  path: '/v1/events/page-not-found',
  access: 'public',
  tags: ['meta'],
  summary: 'Report a path the web app has no page for',
  description:
    'Signed in or not (the 404 page shows in both cases). Logged at warn level as ' +
    "'page-not-found' with the user, agency and agency state of the session, if any; " +
    "recorded in the audit log (action 'page_not_found') only when signed in. The path's " +
    'query string is dropped. Answers 200 with data null (the envelope, like every call).',
  body: z.strictObject(ZPageNotFoundEvent.shape),
  data: ZEmpty,
  errors: [400, 429],
});
