import type { Faker } from '@faker-js/faker';
import { SERVICE_REPORT_ACCESS_CODES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import {
  agencies,
  agencyMemberships,
  integrations,
  keyLocations,
  propertyManagerNotificationSettings,
  propertyManagers,
  userSettings,
} from '../schema/index';
import { SUBURBS } from './australia';
import type { AgencyContext, SharedRefs } from './context';
import { seedActions } from './actions';
import { seedFindingsAndDocuments } from './findings';
import { seedPropertyHistory } from './history';
import { seedInvoices, seedQuotes } from './money';
import { seedPeople } from './people';
import type { AgencyPlan } from './plans';
import { softwareNameOf } from './plans';
import { seedPortfolio } from './portfolio';
import { seedProperties } from './properties';
import { seedKeyPickups } from './key-pickups';
import { seedScheduling } from './scheduling';
import {
  abn,
  actAsAgency,
  address,
  insertReturningIds,
  insertRows,
  mobileNumber,
  personName,
  type Clock,
  type SeedTx,
} from './util';

/** Everything of one agency, inside the caller's transaction. Returns the agency id. */
export async function seedAgency(
  tx: SeedTx,
  faker: Faker,
  clock: Clock,
  plan: AgencyPlan,
  shared: SharedRefs,
): Promise<number> {
  const createdAt = clock.at(-faker.number.int({ min: 900, max: 2500 }));
  const [agency] = await tx
    .insert(agencies)
    .values({
      name: plan.name,
      stateCode: plan.state,
      abn: abn(faker),
      addressLine1: plan.office.addressLine1,
      suburb: plan.office.suburb,
      postcode: plan.office.postcode,
      phone: plan.office.phone,
      email: `office@${plan.emailDomain}`,
      licenceNumbers: { [plan.state]: plan.licence },
      featureFlags: plan.featureFlags,
      showPortfolioMirroring: plan.mirroring,
      allowAgencyPortalBooking: plan.allowAgencyPortalBooking,
      providerPortfolioMirroring: plan.mirroring,
      emailDomain: plan.emailDomain,
      emailDomainSetupUrl: `https://mail.provider.example/domains/${plan.emailDomain}/setup`,
      emailDomainAccounts: plan.emailAccounts ?? [],
      portalEmailEnabled: plan.portalEmailEnabled,
      serviceReportsAutoOwnerEmailEnabled: plan.serviceReportsAutoOwnerEmailEnabled,
      createdAt,
    })
    .returning({ id: agencies.id });
  const agencyId = agency!.id;
  await actAsAgency(tx, agencyId);

  const userOf = (username: string) => {
    const id = shared.userIds.get(username);
    if (id === undefined) throw new Error(`Demo user ${username} is missing`);
    return id;
  };
  const managerUsers = new Map(
    plan.members
      .filter((m) => m.managerIndex !== undefined)
      .map((m) => [m.managerIndex!, userOf(m.username)]),
  );
  const managerIds = await insertReturningIds(
    tx,
    propertyManagers,
    Array.from({ length: plan.managers }, (_, i) => {
      const name = plan.managerNames[i] ?? personName(faker);
      return {
        agencyId,
        name,
        email: `${name
          .toLowerCase()
          .replace(/[^a-z ]/g, '')
          .replace(/ /g, '.')}@${plan.emailDomain}`,
        phone: mobileNumber(faker),
        userId: managerUsers.get(i) ?? null,
        createdAt,
      };
    }),
  );
  if (plan.defaultManagerIndex !== null) {
    await tx
      .update(agencies)
      .set({ defaultPropertyManagerId: managerIds[plan.defaultManagerIndex]! })
      .where(eq(agencies.id, agencyId));
  }

  await insertRows(
    tx,
    agencyMemberships,
    plan.members.map((member) => ({
      userId: userOf(member.username),
      agencyId,
      isMaster: member.isMaster,
      propertyManagerId:
        member.managerIndex === undefined ? null : managerIds[member.managerIndex]!,
      createdAt,
    })),
  );
  await insertRows(
    tx,
    userSettings,
    plan.members
      .filter((member) => member.defaultsToOwnManager)
      .map((member) => ({
        userId: userOf(member.username),
        agencyId,
        defaultPropertyManagerId: managerIds[member.managerIndex!]!,
        defaultPropertyManagerChosen: true,
        emailCopyToSelf: true,
        updatedAt: createdAt,
      })),
  );
  await insertRows(
    tx,
    propertyManagerNotificationSettings,
    managerIds.map((propertyManagerId) => ({
      agencyId,
      propertyManagerId,
      serviceReportsAutoOwnerEmailPreference: faker.helpers.arrayElement(
        SERVICE_REPORT_ACCESS_CODES,
      ),
      updatedAt: createdAt,
    })),
  );

  const integrationIds = await insertReturningIds(
    tx,
    integrations,
    plan.integrations.map((integration) => ({
      agencyId,
      source: integration.source,
      isActive: integration.isActive,
      connectedAt: clock.at(-faker.number.int({ min: 200, max: 800 })),
      disconnectedAt: integration.isActive
        ? null
        : clock.at(-faker.number.int({ min: 30, max: 150 })),
      softwareName: softwareNameOf(integration.source),
      config: { tenantId: faker.string.uuid() },
      simulateFailureRate: integration.failureRate,
      lastSyncedAt: integration.isActive ? clock.at(-0.1) : null,
      createdAt,
    })),
  );
  const activeIndex = plan.integrations.findIndex((integration) => integration.isActive);
  const active = plan.integrations[activeIndex];

  const branch = address(faker, plan.state, SUBURBS[plan.state]);
  const keyLocationIds = await insertReturningIds(tx, keyLocations, [
    {
      agencyId,
      name: 'Head office',
      addressLine1: plan.office.addressLine1,
      suburb: plan.office.suburb,
      postcode: plan.office.postcode,
      stateCode: plan.state,
      instructions: 'Collect from reception, 9 am to 5 pm weekdays',
      isDefault: true,
      createdAt,
    },
    {
      agencyId,
      name: 'Branch office',
      addressLine1: branch.addressLine1,
      suburb: branch.suburb,
      postcode: branch.postcode,
      stateCode: plan.state,
      instructions: 'Key safe beside the front door, code from the office',
      isDefault: false,
      createdAt,
    },
  ]);

  const ctx: AgencyContext = {
    tx,
    faker,
    clock,
    plan,
    state: plan.state,
    agencyId,
    integration: active
      ? {
          id: integrationIds[activeIndex]!,
          source: active.source,
          softwareName: softwareNameOf(active.source),
        }
      : null,
    managerIds,
    keyLocationIds,
    memberUserIds: plan.members.map((member) => userOf(member.username)),
    shared,
  };

  const props = await seedProperties(ctx);
  await seedPeople(ctx, props);
  await seedActions(ctx, props);
  const quotesSeeded = await seedQuotes(ctx, props);
  await seedInvoices(ctx, props);
  await seedFindingsAndDocuments(ctx, props, quotesSeeded);
  await seedScheduling(ctx, props);
  await seedKeyPickups(ctx);
  await seedPortfolio(ctx, props, quotesSeeded);
  await seedPropertyHistory(ctx, props);
  return agencyId;
}
