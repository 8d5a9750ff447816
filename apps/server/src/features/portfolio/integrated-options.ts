import type { TIntegratedPortfolioManager, TServiceProvider } from '@portal/contracts';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nonManagedProperties, properties, propertyManagers } from '../../db/schema/index';
import { inPortfolio } from '../../domain/compliance-definitions';
import type { IntegratedScope } from './integrated-service';

// The integrated portfolio's filter options: its property managers and its service providers.

/** GET /v1/portfolio/integrated/property-managers: managers with a property there, by name. */
export async function integratedPropertyManagers(
  database: Database,
  scope: IntegratedScope,
): Promise<TIntegratedPortfolioManager[]> {
  return database.withAgency(scope.agencyId, (tx) =>
    tx
      .select({ id: propertyManagers.id, name: propertyManagers.name })
      .from(propertyManagers)
      .where(
        and(
          eq(propertyManagers.agencyId, scope.agencyId),
          or(
            inArray(
              propertyManagers.id,
              tx
                .select({ id: nonManagedProperties.propertyManagerId })
                .from(nonManagedProperties)
                .where(eq(nonManagedProperties.agencyId, scope.agencyId)),
            ),
            inArray(
              propertyManagers.id,
              tx
                .select({ id: properties.propertyManagerId })
                .from(properties)
                .where(
                  and(
                    eq(properties.agencyId, scope.agencyId),
                    inPortfolio(),
                    eq(properties.isIntegrated, true),
                  ),
                ),
            ),
          ),
        ),
      )
      .orderBy(propertyManagers.name, propertyManagers.id),
  );
}

/** GET /v1/portfolio/integrated/service-providers: the provider, then the others by name. */
export async function integratedServiceProviders(
  database: Database,
  scope: IntegratedScope,
): Promise<TServiceProvider[]> {
  const rows = await database.withAgency(scope.agencyId, (tx) =>
    tx
      .selectDistinct({ name: nonManagedProperties.providerName })
      .from(nonManagedProperties)
      .where(
        and(
          eq(nonManagedProperties.agencyId, scope.agencyId),
          isNotNull(nonManagedProperties.providerName),
        ),
      )
      .orderBy(nonManagedProperties.providerName),
  );
  return [
    { providedBy: 'PROVIDER', name: scope.providerName },
    ...rows
      .map((row) => row.name!)
      .filter((name) => name !== scope.providerName)
      .map((name) => ({ providedBy: 'OTHER' as const, name })),
  ];
}
