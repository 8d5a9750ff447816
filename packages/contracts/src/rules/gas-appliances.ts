import { z } from 'zod';
import { whenValid } from './when-valid';

export const GAS_APPLIANCE_COUNTS = [0, 1, 2] as const;

export const ZGasAppliances = z
  .object({
    hasGasAppliances: z.boolean({ error: 'Required' }),
    gasApplianceCount: z.literal(GAS_APPLIANCE_COUNTS, { error: 'Required' }).nullish(),
  })
  .superRefine(
    (value, ctx) => {
      if (value.hasGasAppliances && (value.gasApplianceCount ?? null) === null) {
        ctx.addIssue({ code: 'custom', message: 'Required', path: ['gasApplianceCount'] });
      }
    },
    { when: whenValid('hasGasAppliances', 'gasApplianceCount') },
  )
  // No gas appliances means a count of 0, whatever the form still held.
  .transform((value) => ({
    hasGasAppliances: value.hasGasAppliances,
    gasApplianceCount: value.hasGasAppliances ? (value.gasApplianceCount ?? 0) : 0,
  }));
export type TGasAppliances = z.output<typeof ZGasAppliances>;
