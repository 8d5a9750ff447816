import { z } from 'zod/mini';
import { isVicState } from './states';

export const SERVICE_CODES = ['smoke', 'gas', 'electrical', 'blinds', 'water', 'rcd'] as const;
export const ZServiceCode = z.enum(SERVICE_CODES);
export type TServiceCode = z.infer<typeof ZServiceCode>;

export const serviceLabels: Record<TServiceCode, string> = {
  smoke: 'Smoke Alarms',
  gas: 'Gas',
  electrical: 'Electrical',
  blinds: 'Corded Blinds',
  water: 'Water Efficiency',
  rcd: 'Safety Switch (RCD)',
};

export interface TService {
  id: number;
  code: TServiceCode;
  label: string;
  displayOrder: number;
  /** Gas and electrical safety checks are a Victorian legal requirement only. */
  vicOnly: boolean;
}

export const SERVICES = [
  { id: 1, code: 'smoke', label: serviceLabels.smoke, displayOrder: 1, vicOnly: false },
  { id: 2, code: 'gas', label: serviceLabels.gas, displayOrder: 3, vicOnly: true },
  { id: 3, code: 'electrical', label: serviceLabels.electrical, displayOrder: 2, vicOnly: true },
  { id: 4, code: 'blinds', label: serviceLabels.blinds, displayOrder: 4, vicOnly: false },
  { id: 5, code: 'water', label: serviceLabels.water, displayOrder: 5, vicOnly: false },
  { id: 6, code: 'rcd', label: serviceLabels.rcd, displayOrder: 6, vicOnly: false },
] as const satisfies readonly TService[];

export const SERVICE_IDS = [1, 2, 3, 4, 5, 6] as const;
export type TServiceId = (typeof SERVICE_IDS)[number];

/** Upper-case short names used in URLs such as /property/{id}/documents?service=SMOKE. */
export const SERVICE_SHORT_NAMES = [
  'SMOKE',
  'GAS',
  'ELECTRICAL',
  'BLINDS',
  'WATER',
  'RCD',
] as const;
export const ZServiceShortName = z.enum(SERVICE_SHORT_NAMES);
export type TServiceShortName = z.infer<typeof ZServiceShortName>;

/** Services in display order (smoke, electrical, gas, blinds, water, rcd). */
export const SERVICES_IN_DISPLAY_ORDER: readonly TService[] = [...SERVICES].sort(
  (a, b) => a.displayOrder - b.displayOrder,
);

export function servicesForState(state: string | null | undefined): TService[] {
  const isVic = isVicState(state);
  return SERVICES_IN_DISPLAY_ORDER.filter((service) => isVic || !service.vicOnly);
}

export function serviceById(id: number | null | undefined): TService {
  const service = SERVICES.find((candidate) => candidate.id === id);
  if (!service) throw new Error('Service ID is required');
  return service;
}

export function serviceByCode(code: string): TService | undefined {
  const lower = code.toLowerCase();
  return SERVICES.find((service) => service.code === lower);
}

/** Codes of the service-label lookup, which also covers job kinds beyond the six services. */
export const SERVICE_TYPE_LABEL_CODES = [
  'smoke',
  'gas',
  'electrical',
  'further_works',
  'full_service',
  'between_tenancy',
  'legislation_upgrade',
] as const;
export const ZServiceTypeLabelCode = z.enum(SERVICE_TYPE_LABEL_CODES);
export type TServiceTypeLabelCode = z.infer<typeof ZServiceTypeLabelCode>;

export const SERVICE_TYPE_LABELS: Record<TServiceTypeLabelCode, string> = {
  smoke: 'Smoke Alarm Safety Check',
  gas: 'Gas Safety Check',
  electrical: 'Electrical Safety Check',
  further_works: 'Further Works',
  full_service: 'Full Service',
  between_tenancy: 'Between Tenancy Check',
  legislation_upgrade: 'Legislation Upgrade',
};
