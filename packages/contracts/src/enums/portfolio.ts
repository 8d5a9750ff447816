import { z } from 'zod/mini';

/** Portfolio service filter modes (query parameter service-exclusivity). */
export const SERVICE_EXCLUSIVITY_CODES = ['Including', 'Only', 'Excluding'] as const;
export const ZServiceExclusivity = z.enum(SERVICE_EXCLUSIVITY_CODES);
export type TServiceExclusivity = z.infer<typeof ZServiceExclusivity>;

export const serviceExclusivityLabels: Record<TServiceExclusivity, string> = {
  Including: 'Including',
  Only: 'Only',
  Excluding: 'Excluding',
};

export const serviceExclusivityDescriptions: Record<TServiceExclusivity, string> = {
  Including: 'any of the selected',
  Only: 'all of the selected',
  Excluding: 'none of the selected',
};

/**
 * A chosen service as the list's filter reads in words: 'Smoke Alarms' (Including), 'Only:
 * Smoke Alarms', and 'Excluding properties with Smoke Alarms', which says what is left out.
 */
export function serviceFilterLabel(mode: TServiceExclusivity, service: string): string {
  if (mode === 'Excluding') return `Excluding properties with ${service}`;
  return mode === 'Including' ? service : `${serviceExclusivityLabels[mode]}: ${service}`;
}

/** The other-providers portfolio filter: serviced by the provider, or by someone else. */
export const PROVIDED_BY_CODES = ['PROVIDER', 'OTHER'] as const;
export const ZProvidedBy = z.enum(PROVIDED_BY_CODES);
export type TProvidedBy = z.infer<typeof ZProvidedBy>;

/** Portfolio query parameter managed-by: OTHER shows the other-providers portfolio. */
export const MANAGED_BY_CODES = ['PROVIDER', 'OTHER'] as const;
export const ZManagedBy = z.enum(MANAGED_BY_CODES);
export type TManagedBy = z.infer<typeof ZManagedBy>;
