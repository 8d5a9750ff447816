import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { issuesOf } from '../testing/issues';
import {
  ZInformDi,
  ZInformDiNotes,
  ZRequestQuote,
  ZThirdPartyResolution,
  ZThirdPartyResolutionForm,
  informDiSchema,
} from './reported-findings';

describe('inform DI', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 2, 25, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const inform = { compliancePropertyId: 1, problemRegisterIds: [4], notes: ' Fixed ' };

  it('should trim the notes when they are given', () => {
    expect(ZInformDi.parse(inform)).toEqual({ ...inform, notes: 'Fixed', propertyBuilt: null });
  });

  it("should say 'Required' when the notes are empty after trimming", () => {
    expect(issuesOf(ZInformDiNotes, '   ')).toEqual({ '': ['Required'] });
    expect(issuesOf(ZInformDi, { ...inform, notes: '' })).toEqual({ notes: ['Required'] });
  });

  it("should say 'Message should be 500 characters or less' when the notes have 501", () => {
    expect(issuesOf(ZInformDi, { ...inform, notes: 'x'.repeat(501) })).toEqual({
      notes: ['Message should be 500 characters or less'],
    });
  });

  it('should need at least one finding when informing', () => {
    expect(issuesOf(ZInformDi, { ...inform, problemRegisterIds: [] })).toEqual({
      problemRegisterIds: ['Please select at least one finding'],
    });
  });

  it('should need a built year not after today when the built-year flow is used', () => {
    const schema = informDiSchema({ requireBuiltYear: true });
    expect(issuesOf(schema, inform)).toEqual({ propertyBuilt: ['Required'] });
    expect(issuesOf(schema, { ...inform, propertyBuilt: '2025-04-01' })).toEqual({
      propertyBuilt: ['Date cannot be in the future'],
    });
    expect(schema.parse({ ...inform, propertyBuilt: '1998-01-01' }).propertyBuilt).toBe(
      '1998-01-01',
    );
  });
});

describe('third-party resolution', () => {
  const document = { id: 'ref-1', name: 'certificate.pdf', size: 1024 };

  it('should accept the form when a finding and a document are given', () => {
    expect(
      ZThirdPartyResolutionForm.parse({ selectedProblemRegisterIds: [1], documents: [document] }),
    ).toEqual({ selectedProblemRegisterIds: [1], documents: [document] });
  });

  it("should say 'Please upload at least one document.' when no document is uploaded", () => {
    expect(
      issuesOf(ZThirdPartyResolutionForm, { selectedProblemRegisterIds: [1], documents: [] }),
    ).toEqual({ documents: ['Please upload at least one document.'] });
    expect(
      issuesOf(ZThirdPartyResolution, {
        compliancePropertyId: 1,
        selectedProblemRegisterIds: [1],
        documentIds: [],
      }),
    ).toEqual({ documentIds: ['Please upload at least one document.'] });
  });

  it("should say 'Message should be 500 characters or less' when the notes have 501", () => {
    expect(
      issuesOf(ZThirdPartyResolutionForm, {
        selectedProblemRegisterIds: [1],
        documents: [document],
        notes: 'x'.repeat(501),
      }),
    ).toEqual({ notes: ['Message should be 500 characters or less'] });
  });

  it('should need at least one finding when going next', () => {
    expect(
      issuesOf(ZThirdPartyResolutionForm, {
        selectedProblemRegisterIds: [],
        documents: [document],
      }),
    ).toEqual({ selectedProblemRegisterIds: ['Please select at least one finding'] });
  });
});

describe('ZRequestQuote', () => {
  it('should need at least one finding when requesting a quote', () => {
    expect(
      ZRequestQuote.safeParse({ compliancePropertyId: 1, problemRegisterIds: [2] }).success,
    ).toBe(true);
    expect(issuesOf(ZRequestQuote, { compliancePropertyId: 1, problemRegisterIds: [] })).toEqual({
      problemRegisterIds: ['Please select at least one finding'],
    });
  });
});
