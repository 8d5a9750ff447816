import { z } from 'zod/mini';
import { defineCall } from '../api/call';
import { ZActiveExperiments } from '../enums/agency-features';
import {
  ZAgencySettings,
  ZLoginRequest,
  ZLogoutResponse,
  ZSession,
  ZSwitchAgencyRequest,
  ZSystemStatus,
  ZUserAgency,
} from '../api/auth';

// Sign-in, the session, sign-out, portfolio switching (spec 1-foundation section 7), and what the
// session switches on. zod/mini: the web's entry loads the session through these calls.

export const login = defineCall({
  method: 'POST',
  path: '/v1/auth/login',
  access: 'public',
  tags: ['auth'],
  summary: 'Open a session with the token a state compliance system issued',
  body: ZLoginRequest,
  data: ZSession,
  errors: [400, 401],
});

export const logout = defineCall({
  method: 'POST',
  path: '/v1/auth/logout',
  access: 'public',
  tags: ['auth'],
  summary: 'End the session; answers where the browser goes to sign out of its system',
  description:
    'Idempotent: without a session it still answers 200 with the default (VIC) logout URL.',
  data: ZLogoutResponse,
  errors: [400, 401],
});

export const session = defineCall({
  method: 'GET',
  path: '/v1/auth/session',
  // A session that needs a new sign-in still answers here, so the web can send the user on.
  access: 'public',
  tags: ['auth'],
  summary: 'The current session',
  data: ZSession,
  errors: [400, 401],
});

export const systems = defineCall({
  method: 'GET',
  path: '/v1/auth/systems',
  access: 'public',
  tags: ['auth'],
  summary: "Each state's compliance system",
  data: z.array(ZSystemStatus),
  errors: [],
});

export const agencies = defineCall({
  method: 'GET',
  path: '/v1/auth/agencies',
  access: 'session',
  tags: ['auth'],
  summary: "The user's agencies (portfolios), the current one first",
  data: z.array(ZUserAgency),
  errors: [400],
});

export const switchAgency = defineCall({
  method: 'PUT',
  path: '/v1/auth/agencies',
  access: 'session',
  tags: ['auth'],
  summary: "Switch portfolio: a new session for another of the user's agencies",
  body: ZSwitchAgencyRequest,
  data: ZSession,
  errors: [400, 404],
});

export const activeExperiments = defineCall({
  method: 'GET',
  path: '/v1/me/active-experiments',
  access: 'session',
  tags: ['me'],
  summary: 'Every experiment, on or off for the signed-in user',
  data: ZActiveExperiments,
  errors: [],
});

export const agencySettings = defineCall({
  method: 'GET',
  path: '/v1/me/agency-settings',
  access: 'session',
  tags: ['me'],
  summary: "The session agency's settings as they apply to the user",
  data: ZAgencySettings,
  errors: [],
});
