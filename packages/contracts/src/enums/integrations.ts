import { z } from 'zod/mini';

/** Property management systems an agency can integrate with, plus manual entry. */
export const INTEGRATION_SOURCE_CODES = [
  'PROPERTY_TREE',
  'PROPERTYME',
  'CONSOLE_CLOUD',
  'REST_PROFESSIONAL',
  'MANAGED_APP',
  'MANUAL',
] as const;
export const ZIntegrationSource = z.enum(INTEGRATION_SOURCE_CODES);
export type TIntegrationSource = z.infer<typeof ZIntegrationSource>;

export const integrationSourceLabels: Record<TIntegrationSource, string> = {
  PROPERTY_TREE: 'PropertyTree',
  PROPERTYME: 'PropertyMe',
  CONSOLE_CLOUD: 'Console Cloud',
  REST_PROFESSIONAL: 'REST Professional',
  MANAGED_APP: 'Managed App',
  MANUAL: 'Manual entry',
};
