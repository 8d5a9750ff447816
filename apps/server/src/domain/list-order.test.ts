import { COMPLIANCE_STATUS_CODES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { complianceStatusesByLabel } from './list-order';

describe('complianceStatusRank', () => {
  it('should find the codes in label order when sorted as the database sorts text (C collation)', () => {
    // The lists sort by the status column through its index; that is label order only while the
    // codes sort as their labels do. A new status whose code breaks this needs a rank instead.
    const byCode = [...COMPLIANCE_STATUS_CODES].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(byCode).toEqual(complianceStatusesByLabel());
  });
});
