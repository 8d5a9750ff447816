import { describe, expect, it } from 'vitest';
import {
  QUOTATION_STATUSES,
  QUOTATION_STATUS_CODES,
  QUOTE_SEVERITY_CODES,
  agencyQuotationStatus,
  agencyQuotationStatusLabel,
  quotationStatusById,
  quotationStatusId,
  quotationStatusLabels,
  quoteSeverityLabel,
} from './quotations';

describe('quotation statuses', () => {
  it('should number the 10 statuses 1 to 10 in the spec order when read', () => {
    expect(QUOTATION_STATUSES).toHaveLength(10);
    expect(QUOTATION_STATUSES.map((status) => status.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(QUOTATION_STATUSES[0]).toEqual({ id: 1, code: 'PENDING' });
    expect(QUOTATION_STATUSES[6]).toEqual({ id: 7, code: 'EXPIRED' });
    expect(QUOTATION_STATUSES[9]).toEqual({ id: 10, code: 'READY_TO_SEND' });
  });

  it('should find a status when given its id, and the id when given its code', () => {
    expect(quotationStatusById(3).code).toBe('ACCEPTED');
    expect(quotationStatusId('REACTIVATION_REQUEST_INTERNAL')).toBe(9);
  });

  it("should throw 'Quotation status ID is required' when the id is unknown", () => {
    expect(() => quotationStatusById(0)).toThrow('Quotation status ID is required');
    expect(() => quotationStatusById(11)).toThrow('Quotation status ID is required');
    expect(() => quotationStatusById(null)).toThrow('Quotation status ID is required');
  });

  it('should label every status when displayed', () => {
    for (const code of QUOTATION_STATUS_CODES) expect(quotationStatusLabels[code]).toBeTruthy();
  });
});

describe('agency-facing quotation statuses', () => {
  it("should show an agency the step it is at when the status is one of the provider's own", () => {
    expect(agencyQuotationStatus('REACTIVATION_REQUEST_INTERNAL')).toBe(
      'REACTIVATION_REQUEST_EXTERNAL',
    );
    expect(agencyQuotationStatus('READY_TO_SEND')).toBe('PENDING');
    expect(agencyQuotationStatusLabel('REACTIVATION_REQUEST_INTERNAL')).toBe(
      'Reactivation requested',
    );
  });

  it('should keep every other status as it is when it is meant for agencies', () => {
    for (const code of QUOTATION_STATUS_CODES) {
      if (code === 'REACTIVATION_REQUEST_INTERNAL' || code === 'READY_TO_SEND') continue;
      expect(agencyQuotationStatus(code)).toBe(code);
    }
  });

  it('should never give an internal label when any status is shown to an agency', () => {
    for (const code of QUOTATION_STATUS_CODES) {
      expect(agencyQuotationStatusLabel(code)).not.toMatch(/internal/i);
      expect(agencyQuotationStatusLabel(code)).not.toBe(quotationStatusLabels.READY_TO_SEND);
    }
  });
});

describe('quote severity', () => {
  it("should give the spec's labels when the severity is known", () => {
    expect(quoteSeverityLabel('DISCONNECTED_SAFETY_ISSUE')).toBe('Disconnected/Safety Issue');
    expect(quoteSeverityLabel('NON_COMPLIANT_FAULTY')).toBe('Non-Compliant/Faulty');
    expect(quoteSeverityLabel('RECOMMENDED')).toBe('Recommended');
    expect(quoteSeverityLabel('URGENT')).toBe('Urgent');
    expect(QUOTE_SEVERITY_CODES).toHaveLength(4);
  });

  it("should give 'Unknown severity' when the severity is missing or unknown", () => {
    expect(quoteSeverityLabel(null)).toBe('Unknown severity');
    expect(quoteSeverityLabel(undefined)).toBe('Unknown severity');
    expect(quoteSeverityLabel('urgent')).toBe('Unknown severity');
  });
});
