import { z } from 'zod';
import { EMAIL_MAX } from '../constants';
import { isValidEmail } from '../rules/text';

/**
 * Manage users (1-foundation, 'Settings page': Manage users only for agency master users): the
 * agency's users and pending invitations, inviting by email, roles and deactivation.
 */

/** An agency user's role: a master user manages the agency's users and settings. */
export const AGENCY_USER_ROLE_CODES = ['master', 'standard'] as const;
export const ZAgencyUserRole = z.enum(AGENCY_USER_ROLE_CODES);
export type TAgencyUserRole = z.infer<typeof ZAgencyUserRole>;

export const AGENCY_USER_ROLE_LABELS: Record<TAgencyUserRole, string> = {
  master: 'Master user',
  standard: 'User',
};

/** Where a person stands in the agency: invited (not yet accepted), active or deactivated. */
export const AGENCY_USER_STATE_CODES = ['active', 'invited', 'deactivated'] as const;
export type TAgencyUserState = (typeof AGENCY_USER_STATE_CODES)[number];

export const AGENCY_USER_STATE_LABELS: Record<TAgencyUserState, string> = {
  active: 'Active',
  invited: 'Invited',
  deactivated: 'Deactivated',
};

/** How long an invitation's link can be used. */
export const INVITATION_EXPIRY_DAYS = 7;

/** A member of the agency (GET /v1/agency/users). */
export const ZAgencyUser = z.object({
  userId: z.int(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: ZAgencyUserRole,
  state: z.enum(['active', 'deactivated']),
  /** The account is disabled by the provider (in every agency): it cannot sign in. */
  isDisabled: z.boolean(),
  propertyManagerName: z.string().nullable(),
  /** The start of the user's latest own sign-in (not a staff member's view as them). */
  lastSignInAt: z.string().nullable(),
  /** The signed-in user: they may change neither their own role nor their own access. */
  isYou: z.boolean(),
});
export type TAgencyUser = z.infer<typeof ZAgencyUser>;

/** An invitation not yet accepted whose link still works. */
export const ZAgencyInvitation = z.object({
  invitationId: z.int(),
  email: z.string(),
  role: ZAgencyUserRole,
  invitedAt: z.string(),
  expiresAt: z.string(),
  invitedByName: z.string().nullable(),
});
export type TAgencyInvitation = z.infer<typeof ZAgencyInvitation>;

export const ZAgencyUsers = z.object({
  users: z.array(ZAgencyUser),
  invitations: z.array(ZAgencyInvitation),
});
export type TAgencyUsers = z.infer<typeof ZAgencyUsers>;

export const USER_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: `Email must not be longer than ${EMAIL_MAX} characters`,
  cannotManageUsers: 'You do not have permission to manage users',
  /** Also the answer for a user of another agency: the two look the same. */
  userNotFound: 'User not found',
  alreadyMember: (email: string) => `${email} is already a user of your agency`,
  lastMaster: 'Your agency must keep at least one active master user',
  ownRole: 'You cannot change your own role',
  ownAccess: 'You cannot deactivate yourself',
  nothingToChange: 'Give a role or whether the user is active',
  invited: (email: string) => `Invitation sent to ${email}`,
  inviteFailed: 'The invitation could not be sent',
  roleChanged: (name: string, role: TAgencyUserRole) =>
    `${name} is now a ${AGENCY_USER_ROLE_LABELS[role].toLowerCase()}`,
  deactivated: (name: string) => `${name} is deactivated and signed out`,
  reactivated: (name: string) => `${name} can sign in again`,
  changeFailed: 'The user could not be changed',
} as const;

/** POST /v1/agency/invitations. */
export const ZInviteUser = z.object({
  email: z
    .string({ error: USER_MESSAGES.emailRequired })
    .trim()
    .min(1, USER_MESSAGES.emailRequired)
    .max(EMAIL_MAX, USER_MESSAGES.emailTooLong)
    .refine(isValidEmail, USER_MESSAGES.emailInvalid),
  role: ZAgencyUserRole,
});
export type TInviteUser = z.output<typeof ZInviteUser>;
export type TInviteUserInput = z.input<typeof ZInviteUser>;

/** PATCH /v1/agency/users/{userId}: a new role, or deactivate (false) or reactivate (true). */
export const ZUpdateAgencyUser = z
  .strictObject({ role: ZAgencyUserRole.optional(), active: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.active !== undefined, {
    message: USER_MESSAGES.nothingToChange,
  });
export type TUpdateAgencyUser = z.infer<typeof ZUpdateAgencyUser>;

/** The invitation's page in the compliance system (choose how to sign in). */
export const INVITATION_PAGE_MESSAGES = {
  used: 'This invitation has already been used. Sign in with the account you set up.',
  expired: 'This invitation has expired. Ask your agency for a new one.',
  replaced: 'A newer invitation was sent to this address. Use the link in the latest email.',
  unknown: 'This invitation link is not valid. Check that you opened the whole link.',
  nameRequired: 'Enter your name.',
  usernameRequired: 'Choose a username.',
  passwordTooShort: 'Choose a password of at least 8 characters.',
  usernameTaken:
    'That username belongs to another account. Enter its password to add this agency to it, or choose another username.',
} as const;

/** The shortest password the invitation's page accepts. */
export const INVITATION_PASSWORD_MIN = 8;
