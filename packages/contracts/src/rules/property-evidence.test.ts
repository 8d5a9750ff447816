import { describe, expect, it } from 'vitest';
import {
  defaultEvidenceFrom,
  EVIDENCE_PACK_MESSAGES,
  evidencePackFileName,
  evidencePeriodProblem,
  PORTFOLIO_EVIDENCE_MESSAGES,
  portfolioEvidenceCountProblem,
  portfolioEvidenceSize,
  portfolioEvidenceState,
} from './property-evidence';

describe('the evidence pack period', () => {
  it('should accept a period of one day and of up to the same day 3 years on', () => {
    expect(evidencePeriodProblem('2026-05-01', '2026-05-01')).toBeNull();
    expect(evidencePeriodProblem('2023-06-15', '2026-06-15')).toBeNull();
  });

  it('should refuse a last day before the first and a period longer than that', () => {
    expect(evidencePeriodProblem('2026-05-02', '2026-05-01')).toBe(
      EVIDENCE_PACK_MESSAGES.toBeforeFrom,
    );
    expect(evidencePeriodProblem('2023-06-14', '2026-06-15')).toBe(EVIDENCE_PACK_MESSAGES.tooLong);
  });

  it('should default to the 12 months ending on the last day, both ends included', () => {
    expect(defaultEvidenceFrom('2026-06-15')).toBe('2025-06-16');
    expect(defaultEvidenceFrom('2024-02-29')).toBe('2023-03-01');
  });

  it('should name the zip with letters, digits and dashes only when the address has others', () => {
    expect(
      evidencePackFileName('4/27 Station St, Richmond VIC 3121', '2025-06-16', '2026-06-15'),
    ).toBe('evidence-pack-4-27-station-st-richmond-vic-3121-2025-06-16-to-2026-06-15.zip');
    expect(evidencePackFileName('"../..\\', '2025-06-16', '2026-06-15')).toBe(
      'evidence-pack-2025-06-16-to-2026-06-15.zip',
    );
  });
});

describe('the evidence pack of a portfolio', () => {
  it('should refuse an empty view and one above 500 properties with the count of the view', () => {
    expect(portfolioEvidenceCountProblem(0)).toBe(PORTFOLIO_EVIDENCE_MESSAGES.none);
    expect(portfolioEvidenceCountProblem(1)).toBeNull();
    expect(portfolioEvidenceCountProblem(500)).toBeNull();
    expect(portfolioEvidenceCountProblem(1234)).toBe(
      'An evidence pack holds at most 500 properties: narrow the filters (this view has 1,234)',
    );
  });

  it('should say a pack state and size in words when asked for them', () => {
    expect(portfolioEvidenceState({ status: 'building', done: 3, total: 40 })).toBe(
      'Building: 3 of 40 properties',
    );
    expect(portfolioEvidenceState({ status: 'queued', done: 0, total: 1 })).toBe('Queued');
    expect(portfolioEvidenceSize(200)).toBe('1 KB');
    expect(portfolioEvidenceSize(12.5 * 1024 * 1024)).toBe('12.5 MB');
  });
});
