import { defineCall } from '../api/call';
import { ZHealth } from '../api/health';

/** Liveness and readiness for load balancers: 200 only when the database answers. */
export const health = defineCall({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  tags: ['health'],
  summary: 'Health of the server and its database',
  data: ZHealth,
  errors: [503],
});
