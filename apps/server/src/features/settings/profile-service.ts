import {
  AUTH_MESSAGES,
  type TOfficeProfile,
  type TProfile,
  type TStateCode,
} from '@portal/contracts';
import { and, count, eq, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, agencyMemberships, sessions, users } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { SignedInSession as AgencySession } from '../../plugins/signed-in';

/**
 * Profile and security of the session's user (when staff view the portal as someone, that
 * someone). Global tables only, each filtered by the session's user and agency.
 */
export async function getProfile(db: Db, session: AgencySession): Promise<TProfile> {
  const [user] = await db
    .select({
      userId: users.id,
      username: users.username,
      name: users.displayName,
      email: users.email,
      phone: users.phone,
      isMaster: agencyMemberships.isMaster,
    })
    .from(users)
    .innerJoin(
      agencyMemberships,
      and(eq(agencyMemberships.userId, users.id), eq(agencyMemberships.agencyId, session.agencyId)),
    )
    .where(eq(users.id, session.userId));
  if (!user) throw notFound(AUTH_MESSAGES.noUserSession);

  const [memberships] = await db
    .select({ agencyCount: count() })
    .from(agencyMemberships)
    .where(eq(agencyMemberships.userId, session.userId));
  // Sessions staff opened while viewing as the user are not the user's own sign-ins.
  const [signIn] = await db
    .select({ at: max(sessions.createdAt) })
    .from(sessions)
    .where(and(eq(sessions.userId, session.userId), isNull(sessions.impersonatorUserId)));

  return {
    ...user,
    agencyCount: memberships?.agencyCount ?? 0,
    lastSignInAt: signIn?.at ? new Date(signIn.at).toISOString() : null,
  };
}

/** One line: 'Level 2, 145 Swan Street, Richmond VIC 3121'. */
function officeAddress(parts: {
  addressLine1: string | null;
  addressLine2: string | null;
  suburb: string | null;
  stateCode: string;
  postcode: string | null;
}): string | null {
  const place = [
    parts.suburb,
    parts.suburb || parts.postcode ? parts.stateCode : null,
    parts.postcode,
  ]
    .filter(Boolean)
    .join(' ');
  const address = [parts.addressLine1, parts.addressLine2, place].filter(Boolean).join(', ');
  return address || null;
}

/** Office profile of the session's agency. */
export async function getOfficeProfile(db: Db, session: AgencySession): Promise<TOfficeProfile> {
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, session.agencyId));
  if (!agency) throw notFound(AUTH_MESSAGES.noUserSession);
  const state = agency.stateCode as TStateCode;
  return {
    agencyId: agency.id,
    name: agency.name,
    state,
    abn: agency.abn,
    address: officeAddress(agency),
    phone: agency.phone,
    email: agency.email,
    licenceNumber: agency.licenceNumbers[state] ?? null,
    emailDomain: emailDomainOf(agency),
  };
}

/** The agency's email domain and how far its setup has gone (EMAIL_DOMAIN_SETUP_STATES). */
function emailDomainOf(agency: {
  emailDomain: string | null;
  emailDomainSetupUrl: string | null;
  emailDomainAccounts: string[];
  portalEmailEnabled: boolean;
}): TOfficeProfile['emailDomain'] {
  const domain = agency.emailDomain?.trim() || null;
  const accounts = agency.emailDomainAccounts.map((account) => account.trim()).filter(Boolean);
  return {
    domain,
    setupUrl: agency.emailDomainSetupUrl,
    setupState: !domain ? 'notSetUp' : accounts.length ? 'verified' : 'pending',
    accounts: domain ? accounts : [],
    sendingEnabled: agency.portalEmailEnabled,
  };
}
