import { z } from 'zod';

export const MESSAGE_TYPE_CODES = [
  'OCCUPANT_NOTICE',
  'FORWARD_QUOTATION',
  'FORWARD_INVOICE',
  'TENANT_NOTIFICATION',
  'USER_INVITATION',
] as const;
export const ZMessageType = z.enum(MESSAGE_TYPE_CODES);
export type TMessageType = z.infer<typeof ZMessageType>;

export const messageTypeLabels: Record<TMessageType, string> = {
  OCCUPANT_NOTICE: 'Occupant notice',
  FORWARD_QUOTATION: 'Forward quotation',
  FORWARD_INVOICE: 'Forward invoice',
  TENANT_NOTIFICATION: 'Tenant notification',
  USER_INVITATION: 'User invitation',
};
