import { describe, expect, it } from 'vitest';
import { ZActiveExperiments, EXPERIMENT_CODES, isExperimentOn } from './agency-features';
import { complianceFiltersForState, COMPLIANCE_FILTER_CODES, ZPortfolioFacet } from './compliance';
import { contactRoleLabels, contactNumberTypeLabels, doNotContactReasonLabels } from './contacts';
import { nonResidentialTypeLabels } from './properties';
import {
  ACTION_REQUIRED_GROUP_KEYS,
  ACTION_REQUIRED_STAT_KEYS,
  PORTFOLIO_COUNT_STAT_KEYS,
  PORTFOLIO_STAT_KEYS,
} from './dashboard-stats';
import {
  ENTRY_FIELD_OPTION,
  ENTRY_PREFERENCE_VALUES,
  ZEntryPreferenceValue,
  entryMethodLabels,
} from './entry-methods';
import { integrationSourceLabels } from './integrations';
import { keyAvailabilityLabels } from './keys';
import {
  NOTICE_TYPES_REQUIRING_PROVIDER_CONTACT,
  noticeRequiresProviderContact,
  noticeTypeLabels,
} from './notices';
import { serviceExclusivityDescriptions, serviceFilterLabel } from './portfolio';
import { SERVICE_TAG_CODES } from './service-statuses';

describe('compliance filters', () => {
  it('should offer GasConfirmationRequired when the state is VIC', () => {
    expect(complianceFiltersForState('VIC')).toEqual([...COMPLIANCE_FILTER_CODES]);
  });

  it('should leave out GasConfirmationRequired when the state is not VIC', () => {
    const filters = complianceFiltersForState('NSW');
    expect(filters).not.toContain('GasConfirmationRequired');
    expect(filters).toHaveLength(COMPLIANCE_FILTER_CODES.length - 1);
  });

  it('should accept compliance and action facets when parsing a portfolio facet', () => {
    expect(ZPortfolioFacet.safeParse('OverdueInvoices').success).toBe(true);
    expect(ZPortfolioFacet.safeParse('Compliant').success).toBe(true);
    expect(ZPortfolioFacet.safeParse('overdue').success).toBe(false);
  });
});

describe('notice types', () => {
  it("should use the spec's display labels when a type has one", () => {
    expect(noticeTypeLabels.REQUIRES_AGENCY_CONFIRMATION).toBe('Requires confirmation');
    expect(noticeTypeLabels.REFUSING_SERVICE).toBe('Refusing service');
    expect(noticeTypeLabels.UNABLE_TO_CONTACT_OCCUPANT).toBe('Unable to contact');
    expect(noticeTypeLabels.UNABLE_TO_CONTACT_OCCUPANT_AUTOMATIC).toBe('Unable to contact');
    expect(noticeTypeLabels.ACCESS_PROBLEM_BAD_KEYS).toBe('Key issue');
    expect(noticeTypeLabels.UNKNOWN).toBe('Access issues');
  });

  it('should require provider contact when the tenant refuses, keeps cancelling or the cause is unknown', () => {
    expect([...NOTICE_TYPES_REQUIRING_PROVIDER_CONTACT].sort()).toEqual([
      'REFUSING_SERVICE',
      'TENANT_CANCELLED_CONSECUTIVELY',
      'UNKNOWN',
    ]);
    expect(noticeRequiresProviderContact('REFUSING_SERVICE')).toBe(true);
    expect(noticeRequiresProviderContact('NO_TENANT_DETAILS')).toBe(false);
  });
});

describe('labels with exact product words', () => {
  it("should use the spec's words when labelling contact roles and number types", () => {
    expect(contactRoleLabels).toEqual({
      PROPERTY_MANAGER: 'Property Manager',
      LANDLORD: 'Landlord',
      AGENCY_CONTACT: 'Agency Contact',
      OCCUPANT: 'Occupant',
    });
    expect(contactNumberTypeLabels).toEqual({
      MOBILE: 'Mobile',
      HOME: 'Home',
      OFFICE: 'Office',
      OTHER: 'Other',
    });
  });

  it("should show 'Unable to Contact' when the do-not-contact reason is OTHER", () => {
    expect(doNotContactReasonLabels.OTHER).toBe('Unable to Contact');
  });

  it("should use the spec's words when labelling onsite key availability", () => {
    expect(keyAvailabilityLabels).toEqual({
      AVAILABLE: 'Available (Yes)',
      UNAVAILABLE: 'Unavailable (No)',
      TEMPORARY: 'Temporary',
    });
  });

  it("should use the spec's words when describing entry methods", () => {
    expect(entryMethodLabels).toEqual({
      APPOINTMENT: 'Appointment',
      ENTRY_NOTIFICATION: 'Entry notification',
      VACANT_ENTRY_WITH_KEY: 'Vacant entry with key',
      TENANT_REQUESTED_KEY_ENTRY: 'Tenant requested key entry',
    });
  });

  it('should label industrial as Strata when showing non-residential types', () => {
    expect(nonResidentialTypeLabels).toEqual({
      COMMERCIAL: 'Commercial',
      INDUSTRIAL: 'Strata',
      OTHER: 'Other',
    });
  });

  it("should use the spec's words when describing the service filter modes", () => {
    expect(serviceExclusivityDescriptions).toEqual({
      Including: 'any of the selected',
      Only: 'all of the selected',
      Excluding: 'none of the selected',
    });
  });

  it('should say what a service filter leaves out in words when its mode is Excluding', () => {
    expect(serviceFilterLabel('Excluding', 'Smoke Alarms')).toBe(
      'Excluding properties with Smoke Alarms',
    );
    expect(serviceFilterLabel('Only', 'Gas')).toBe('Only: Gas');
    expect(serviceFilterLabel('Including', 'Gas')).toBe('Gas');
  });

  it('should name each source when showing property management systems and manual entry', () => {
    expect(integrationSourceLabels.PROPERTY_TREE).toBe('PropertyTree');
    expect(integrationSourceLabels.PROPERTYME).toBe('PropertyMe');
    expect(integrationSourceLabels.MANUAL).toBe('Manual entry');
  });

  it("should keep the spec's spelling when listing service tags", () => {
    expect(SERVICE_TAG_CODES).toEqual([
      'ON_HOLD',
      'BookedIn',
      'Overdue',
      'RebookingInProgress',
      'ServicePending',
    ]);
  });
});

describe('entry preferences', () => {
  it('should allow values 1 to 5 only when parsing a preference value', () => {
    expect(ENTRY_PREFERENCE_VALUES).toEqual([1, 2, 3, 4, 5]);
    expect(ZEntryPreferenceValue.safeParse(5).success).toBe(true);
    expect(ZEntryPreferenceValue.safeParse(0).success).toBe(false);
  });

  it('should mean allow-until-date when 0 and always-allowed when 1', () => {
    expect(ENTRY_FIELD_OPTION).toEqual({ ALLOW_UNTIL_DATE: 0, ALWAYS_ALLOWED: 1 });
  });
});

describe('experiments', () => {
  it('should keep unknown names when reading a map of experiments to booleans', () => {
    const parsed = ZActiveExperiments.parse({ ProblemRegister: true, SomethingNew: false });
    expect(isExperimentOn(parsed, 'ProblemRegister')).toBe(true);
    expect(isExperimentOn(parsed, 'AgencyEntryMethod')).toBe(false);
    expect(isExperimentOn(undefined, 'ProblemRegister')).toBe(false);
    expect(EXPERIMENT_CODES).toContain('AgencyCompliancePortalAdvancedAnalytics');
  });

  it('should reject the map when a value is not a boolean', () => {
    expect(ZActiveExperiments.safeParse({ ProblemRegister: 'yes' }).success).toBe(false);
  });
});

describe('dashboard stats', () => {
  it("should hold the spec's portfolio stat keys when read", () => {
    expect(PORTFOLIO_STAT_KEYS).toHaveLength(11);
    expect(PORTFOLIO_COUNT_STAT_KEYS).not.toContain('SERVICES_BREAKDOWN');
    expect(PORTFOLIO_COUNT_STAT_KEYS).toHaveLength(10);
  });

  it('should give the keys of every action-required group when read', () => {
    expect(Object.keys(ACTION_REQUIRED_STAT_KEYS)).toEqual([...ACTION_REQUIRED_GROUP_KEYS]);
    expect(ACTION_REQUIRED_STAT_KEYS.INVOICES_STATS).toEqual([
      'OUTSTANDING_INVOICES',
      'OVERDUE_INVOICES',
    ]);
  });
});
