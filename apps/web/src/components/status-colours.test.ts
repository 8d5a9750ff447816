import { COMPLIANCE_STATUS_CODES, SERVICE_STATUS_CODES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { STATUS_PALETTE, statusAppearance } from './status-colours';

describe('statusAppearance', () => {
  it.each([
    ['COMPLIANT', 'compliant', 'green', 'Compliant'],
    ['APPROACHING_NEXT_SERVICE', 'approaching', 'yellow', 'Approaching next service'],
    ['OVERDUE', 'overdue', 'red', 'Overdue'],
    ['NON_COMPLIANT', 'overdue', 'red', 'Non-compliant'],
    ['SERVICE_PENDING', 'pending', 'blue', 'Service pending'],
    ['BOOKED_IN', 'pending', 'blue', 'Booked in'],
    ['ON_HOLD', 'inactive', 'gray', 'On hold'],
    ['CANCELLED', 'inactive', 'gray', 'Cancelled'],
  ])('should give %s the %s tone when asked', (code, tone, color, label) => {
    expect(statusAppearance(code)).toEqual({ tone, color, label });
  });

  it('should know every service and compliance status when given one', () => {
    for (const code of [...SERVICE_STATUS_CODES, ...COMPLIANCE_STATUS_CODES]) {
      const { color, label } = statusAppearance(code);
      expect(Object.values(STATUS_PALETTE)).toContain(color);
      expect(label).not.toBe(code);
    }
  });

  it('should show an unknown status grey under its own name when the code is new', () => {
    expect(statusAppearance('SOMETHING_NEW')).toEqual({
      tone: 'inactive',
      color: 'gray',
      label: 'SOMETHING_NEW',
    });
  });
});
