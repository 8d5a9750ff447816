import { describe, expect, it } from 'vitest';
import {
  PROPERTY_HISTORY_ACTIONS,
  PROPERTY_HISTORY_KINDS,
  propertyHistoryKind,
  propertyHistoryKindLabels,
  propertyHistoryLabel,
  propertyHistoryWho,
} from './property-history';

describe('the property history labels', () => {
  it('should give every listed action words and a kind when asked', () => {
    for (const action of Object.keys(PROPERTY_HISTORY_ACTIONS)) {
      expect(propertyHistoryLabel(action)).toMatch(/^[A-Z][a-z ]+$/);
      expect(PROPERTY_HISTORY_KINDS).toContain(propertyHistoryKind(action));
    }
  });

  it('should read an unlisted action as its kind in words when the table lacks it', () => {
    expect(propertyHistoryKind('quote.resend')).toBe('quotes');
    expect(propertyHistoryLabel('quote.resend')).toBe('Quote changed');
    expect(propertyHistoryKind('tenancy.split')).toBe('tenancy');
    expect(propertyHistoryLabel('something')).toBe('Property changed');
    expect(propertyHistoryKind('property.update')).toBe('keys');
  });

  it('should name every kind when the filter shows them', () => {
    for (const kind of PROPERTY_HISTORY_KINDS) expect(propertyHistoryKindLabels[kind]).toBeTruthy();
  });

  it('should say who did it, and the staff member when one viewed the portal as them', () => {
    expect(propertyHistoryWho({ by: 'Jordan Lee', impersonatedBy: null })).toBe('By Jordan Lee');
    expect(propertyHistoryWho({ by: 'Jordan Lee', impersonatedBy: 'Sam Taylor' })).toBe(
      'By Sam Taylor (support staff), viewing the portal as Jordan Lee',
    );
    expect(propertyHistoryWho({ by: null, impersonatedBy: null })).toBe('Recorded by the system');
  });
});
