import type { TReportedFinding, TReportedFindingGroup } from '@portal/contracts';

type RegisterOverrides = Partial<TReportedFinding['problemRegister']>;

/** A reported finding: open, offering every resolution unless told otherwise. */
export function buildFinding(
  id: number,
  register: RegisterOverrides = {},
  title = `Finding ${id}`,
): TReportedFinding {
  return {
    problemRegister: {
      problemRegisterId: id,
      originalBookingDate: '2026-10-02',
      serviceCode: 'smoke',
      isDismissed: false,
      isDismissible: true,
      dismissedBy: null,
      dateDismissed: null,
      quoteRequested: false,
      quoteRequestedBy: null,
      dateQuoteRequested: null,
      canRequestQuote: true,
      canForwardToLandlord: false,
      canInformDI: true,
      canEnterBuiltYear: false,
      thirdPartyInvalidStatus: null,
      status: 'OPEN',
      isUrgent: true,
      ...register,
    },
    originalProblemItem: { title },
    appliance: { applianceName: 'Smoke alarm', applianceLocation: 'Hallway' },
    quotation: null,
    servicingCategory: { name: 'Safety', description: null, color: '#c00' },
  };
}

/** A property's findings of one service. */
export function buildGroup(
  findings: TReportedFinding[],
  overrides: Partial<TReportedFindingGroup> = {},
): TReportedFindingGroup {
  return {
    reportedFindings: findings,
    tags: [],
    service: {
      suffix: null,
      tags: [],
      shortName: 'smoke',
      serviceId: 11,
      lastStandardBookingDate: '2026-10-02',
      lastFullServiceBookingDate: null,
    },
    property: {
      compliancePropertyId: 7,
      addressLine1: '1 Church Street',
      addressLine2: 'Richmond VIC 3121',
    },
    ...overrides,
  };
}
