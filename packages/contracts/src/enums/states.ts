import { z } from 'zod/mini';

export const STATE_CODES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export const ZStateCode = z.enum(STATE_CODES);
export type TStateCode = z.infer<typeof ZStateCode>;

export interface TState {
  id: number;
  code: TStateCode;
  /** Lower-case code used in URLs and per-state system names. */
  shortName: Lowercase<TStateCode>;
  name: string;
}

export const STATES = [
  { id: 1, code: 'ACT', shortName: 'act', name: 'Australian Capital Territory' },
  { id: 2, code: 'NSW', shortName: 'nsw', name: 'New South Wales' },
  { id: 3, code: 'NT', shortName: 'nt', name: 'Northern Territory' },
  { id: 4, code: 'QLD', shortName: 'qld', name: 'Queensland' },
  { id: 5, code: 'SA', shortName: 'sa', name: 'South Australia' },
  { id: 6, code: 'TAS', shortName: 'tas', name: 'Tasmania' },
  { id: 7, code: 'VIC', shortName: 'vic', name: 'Victoria' },
  { id: 8, code: 'WA', shortName: 'wa', name: 'Western Australia' },
] as const satisfies readonly TState[];

export const STATE_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const ZStateId = z.literal(STATE_IDS);
export type TStateId = (typeof STATE_IDS)[number];

export const DEFAULT_STATE: TStateCode = 'VIC';

export const stateLabels: Record<TStateCode, string> = Object.fromEntries(
  STATES.map((state) => [state.code, state.name]),
) as Record<TStateCode, string>;

export function stateById(id: number): TState | undefined {
  return STATES.find((state) => state.id === id);
}

export function stateByCode(code: string): TState | undefined {
  const upper = code.toUpperCase();
  return STATES.find((state) => state.code === upper);
}

/** Gas and electrical checks, and the gas confirmation filter, apply to Victoria only. */
export function isVicState(state: string | null | undefined): boolean {
  return typeof state === 'string' && state.toUpperCase() === 'VIC';
}
