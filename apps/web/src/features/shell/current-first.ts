import type { TUserAgency } from '@portal/contracts';

/** The user's agencies with the current one first, the rest in the server's order. */
export function currentFirst(
  agencies: readonly TUserAgency[],
  currentAgencyId: number,
): TUserAgency[] {
  const current = agencies.filter((agency) => agency.complianceAgencyId === currentAgencyId);
  const others = agencies.filter((agency) => agency.complianceAgencyId !== currentAgencyId);
  return [...current, ...others];
}
