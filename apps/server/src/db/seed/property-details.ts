import {
  KEY_AVAILABILITY_CODES,
  type TComplianceStatus,
  type TKeyAvailability,
} from '@portal/contracts';
import { KEY_ONSITE_NOTES } from './catalogue';
import type { AgencyContext } from './context';

/** Agency key and onsite key details. */
export function keyDetails(ctx: AgencyContext, createdAt: Date) {
  const { faker, clock } = ctx;
  const available = faker.datatype.boolean({ probability: 0.65 });
  const onsite: TKeyAvailability | null = faker.datatype.boolean({ probability: 0.1 })
    ? null
    : faker.helpers.weightedArrayElement(
        KEY_AVAILABILITY_CODES.map((value) => ({
          value,
          weight: { AVAILABLE: 3, UNAVAILABLE: 5, TEMPORARY: 2 }[value],
        })),
      );
  return {
    isKeyAvailable: available,
    keyNumber: available ? `K${faker.string.numeric(3)}` : null,
    keyLocationId: available ? faker.helpers.arrayElement(ctx.keyLocationIds) : null,
    onsiteAvailability: onsite,
    temporaryKeyExpirationDate:
      onsite === 'TEMPORARY' ? clock.day(faker.number.int({ min: 35, max: 145 })) : null,
    keyOnsiteNotes:
      onsite && onsite !== 'UNAVAILABLE' ? faker.helpers.arrayElement(KEY_ONSITE_NOTES) : null,
    keyInfoValidFrom: onsite ? createdAt : null,
  };
}

/** VIC asks whether there are gas appliances; GAS_CONFIRMATION_REQUIRED means no answer yet. */
export function gasAnswer(ctx: AgencyContext, status: TComplianceStatus, hasGasService: boolean) {
  const { faker } = ctx;
  if (ctx.state !== 'VIC' || status === 'GAS_CONFIRMATION_REQUIRED') {
    return { hasGasAppliances: null, gasApplianceCount: null };
  }
  const has = hasGasService || faker.datatype.boolean({ probability: 0.3 });
  return {
    hasGasAppliances: has,
    gasApplianceCount: has ? faker.number.int({ min: 1, max: 2 }) : 0,
  };
}
