import { z } from 'zod';
import { defineCall } from '../api/call';
import {
  INVITATION_EXPIRY_DAYS,
  ZAgencyInvitation,
  ZAgencyUser,
  ZAgencyUsers,
  ZInviteUser,
  ZUpdateAgencyUser,
} from '../api/users';

// Manage users (1-foundation, 'Settings page'): master users only; a standard user gets 403.

const ZUserIdParams = z.object({ userId: z.coerce.number().int().positive() });

export const list = defineCall({
  method: 'GET',
  path: '/v1/agency/users',
  access: 'session',
  tags: ['settings'],
  summary: "Manage users: the agency's users, masters first, and its pending invitations",
  description:
    'Master users only (403 otherwise). A user is active or deactivated in the agency; an ' +
    'invitation is listed until it is accepted or its link expires.',
  data: ZAgencyUsers,
  errors: [400, 403],
});

export const invite = defineCall({
  method: 'POST',
  path: '/v1/agency/invitations',
  access: 'session',
  tags: ['settings'],
  summary: 'Invite someone by email to sign in to the agency',
  description:
    'Master users only. Emails a single-use link, valid for ' +
    `${INVITATION_EXPIRY_DAYS} days, to the state compliance system's invitation page, where ` +
    'the invitee chooses a username and password (or adds the agency to an account of theirs). ' +
    'Inviting the same address again replaces the earlier link. 409 when the address belongs ' +
    'to a user of the agency already.',
  body: ZInviteUser,
  data: ZAgencyInvitation,
  errors: [400, 403, 409],
  quota: 'email',
});

export const update = defineCall({
  method: 'PATCH',
  path: '/v1/agency/users/:userId',
  access: 'session',
  tags: ['settings'],
  summary: "Change a user's role, or deactivate or reactivate them",
  description:
    'Master users only. Deactivating ends the user’s sessions in the agency at once and stops ' +
    'them signing in to it. Nobody changes their own role or deactivates themselves, and the ' +
    'agency always keeps at least one active master user (409). A user of another agency is ' +
    'answered as a missing one (404).',
  params: ZUserIdParams,
  body: ZUpdateAgencyUser,
  data: ZAgencyUser,
  errors: [400, 403, 404, 409],
});
