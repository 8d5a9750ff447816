import type {
  TAccessIssueType,
  TNoticeType,
  TServiceCode,
  TSolutionGroup,
} from '@portal/contracts';

/** Texts the provider would write. Demo data only: the product reads them from the database. */

interface SolutionTemplate {
  label: string;
  publicName: string;
  group: TSolutionGroup;
  descriptionIntegrated: string;
  /** May hold {softwareName}, replaced by the agency's property-management software. */
  descriptionNonIntegrated: string;
  buttonIntegrated: string;
  buttonNonIntegrated: string;
}

export interface ProblemTemplate {
  publicName: string;
  descriptions: string[];
  solutions: SolutionTemplate[];
}

const updateTenantDetails: SolutionTemplate = {
  label: 'UPDATE_TENANT_DETAILS',
  publicName: 'Update tenant contact details',
  group: 'NOTIFY_PROVIDER',
  descriptionIntegrated:
    'Update the tenant contact details in your property-management software. The changes reach us within 24 hours, then we contact the tenant again.',
  descriptionNonIntegrated:
    'Update the tenant contact details on the tenancy page of this property (they are not synchronised from {softwareName}), then let us know so we contact the tenant again.',
  buttonIntegrated: 'I have updated the software',
  buttonNonIntegrated: 'I have updated the details',
};

const confirmVacant: SolutionTemplate = {
  label: 'CONFIRM_VACANT',
  publicName: 'Confirm the property is vacant',
  group: 'NOTIFY_WITH_DATE',
  descriptionIntegrated:
    'If the property is vacant, tell us from which date, and our technician will enter with the agency key.',
  descriptionNonIntegrated:
    'If the property is vacant, mark it vacant and tell us from which date, and our technician will enter with the agency key.',
  buttonIntegrated: 'Confirm vacancy',
  buttonNonIntegrated: 'Confirm vacancy',
};

const speakToTenant: SolutionTemplate = {
  label: 'SPEAK_TO_TENANT',
  publicName: 'Speak to the tenant',
  group: 'NOTIFY_WITH_NOTES',
  descriptionIntegrated:
    'Call the tenant, explain that the safety check is a legal requirement, and tell us what they said.',
  descriptionNonIntegrated:
    'Call the tenant, explain that the safety check is a legal requirement, and tell us what they said.',
  buttonIntegrated: 'Send notes to the provider',
  buttonNonIntegrated: 'Send notes to the provider',
};

const allowKeyEntry: SolutionTemplate = {
  label: 'ALLOW_KEY_ENTRY',
  publicName: 'Allow entry with the agency key',
  group: 'NOTIFY_WITH_DATE',
  descriptionIntegrated:
    'Allow our technician to collect the agency key and enter with an entry notice from the date you choose.',
  descriptionNonIntegrated:
    'Allow our technician to collect the agency key and enter with an entry notice from the date you choose.',
  buttonIntegrated: 'Allow key entry',
  buttonNonIntegrated: 'Allow key entry',
};

const replaceKeys: SolutionTemplate = {
  label: 'REPLACE_KEYS',
  publicName: 'Provide a working key',
  group: 'NOTIFY_WITH_NOTES',
  descriptionIntegrated:
    'Check the key against the lock, or have a copy cut, and tell us where the working key can be collected.',
  descriptionNonIntegrated:
    'Check the key against the lock, or have a copy cut, update the key number in {softwareName}, and tell us where it can be collected.',
  buttonIntegrated: 'The key is ready',
  buttonNonIntegrated: 'The key is ready',
};

const attendAppointment: SolutionTemplate = {
  label: 'ATTEND_APPOINTMENT',
  publicName: 'Attend the appointment',
  group: 'NOTIFY_WITH_DATE',
  descriptionIntegrated:
    'Choose a date on which someone from the agency can let our technician in.',
  descriptionNonIntegrated:
    'Choose a date on which someone from the agency can let our technician in.',
  buttonIntegrated: 'Book attendance',
  buttonNonIntegrated: 'Book attendance',
};

export const ACCESS_PROBLEMS: Record<TAccessIssueType, ProblemTemplate> = {
  NO_TENANT_DETAILS: {
    publicName: 'No tenant details',
    descriptions: [
      'We have no contact details for the tenants of this property.',
      'Without them we cannot arrange an appointment or send an entry notice.',
    ],
    solutions: [updateTenantDetails, confirmVacant],
  },
  TENANT_UNCONTACTABLE: {
    publicName: 'Unable to contact tenant',
    descriptions: [
      'We called and emailed the tenants several times without an answer.',
      'The numbers on file may be out of date.',
    ],
    solutions: [updateTenantDetails, speakToTenant, allowKeyEntry],
  },
  REFUSED_ENTRY: {
    publicName: 'Tenant refused entry',
    descriptions: ['The tenant told our technician they would not allow entry.'],
    solutions: [speakToTenant, attendAppointment],
  },
  KEYS_NOT_WORKING: {
    publicName: 'Keys do not work',
    descriptions: ['Our technician collected the key but it did not open the front door.'],
    solutions: [replaceKeys],
  },
  KEYS_UNAVAILABLE: {
    publicName: 'Keys unavailable',
    descriptions: ['The agency key was not available for collection when our technician arrived.'],
    solutions: [replaceKeys, attendAppointment],
  },
  TENANT_UNAVAILABLE: {
    publicName: 'Tenant unavailable in business hours',
    descriptions: ['The tenant is not available on weekdays between 8 am and 5 pm.'],
    solutions: [allowKeyEntry, speakToTenant],
  },
  AGENCY_ATTENDANCE_REQUIRED: {
    publicName: 'Agency attendance required',
    descriptions: ['The tenant asked that someone from the agency be present during the visit.'],
    solutions: [attendAppointment],
  },
};

export const NOTICE_MESSAGES: Record<TNoticeType, string> = {
  REQUIRES_AGENCY_CONFIRMATION: 'Please confirm the tenancy details before we book the service.',
  REFUSING_SERVICE: 'The tenant has refused the safety check.',
  COMMUNICATION_DIFFICULTY: 'The tenant has difficulty communicating in English.',
  NO_TENANT_DETAILS: 'We have no contact details for the current tenants.',
  SAME_TENANT_DETAILS: 'The tenant details are the same as the previous tenancy.',
  TENANT_REQUIRES_AGENCY_ATTENDANCE: 'The tenant asked for an agency representative to attend.',
  TENANT_UNAVAILABLE_BUSINESS_HOURS: 'The tenant is unavailable during business hours.',
  REQUIRE_UPDATE_DETAIL_X_DAYS: 'The tenant details need updating within 7 days.',
  TENANT_CANCELLED_CONSECUTIVELY: 'The tenant cancelled the last three appointments.',
  UNKNOWN: 'Access to the property could not be arranged.',
  BOOKING_PROBLEM_OTHER: 'There was a problem booking this service.',
  UNABLE_TO_CONTACT_OCCUPANT: 'We could not reach the occupants by phone or email.',
  UNABLE_TO_CONTACT_OCCUPANT_AUTOMATIC:
    'Automatic reminders to the occupants went unanswered for 14 days.',
  ACCESS_PROBLEM_BAD_KEYS: 'The keys provided did not open the property.',
  TENANT_DETAILS_OUTSTANDING_30_DAYS: 'The tenant details have been outstanding for over 30 days.',
};

export interface FindingTemplate {
  title: string;
  category: string;
  appliance: string;
  itemDescription: string;
}

export const SERVICING_CATEGORIES = [
  {
    name: 'Expired alarm',
    description: 'A smoke alarm is past its expiry date.',
    color: '#e03131',
  },
  { name: 'Missing alarm', description: 'A required smoke alarm is missing.', color: '#c2255c' },
  {
    name: 'Gas safety',
    description: 'A gas appliance failed its safety check.',
    color: '#e8590c',
  },
  {
    name: 'Electrical hazard',
    description: 'An electrical fault puts occupants at risk.',
    color: '#f08c00',
  },
  {
    name: 'Blind cords',
    description: 'Corded window coverings do not meet the safety standard.',
    color: '#1971c2',
  },
  {
    name: 'Water efficiency',
    description: 'Fixtures exceed the water-efficiency flow rates.',
    color: '#0c8599',
  },
  {
    name: 'Safety switch',
    description: 'Circuits are not protected by a safety switch (RCD).',
    color: '#6741d9',
  },
  {
    name: 'Recommended upgrade',
    description: 'Not required by law, but recommended by the technician.',
    color: '#2f9e44',
  },
] as const;

export const FINDINGS: Record<TServiceCode, FindingTemplate[]> = {
  smoke: [
    {
      title: 'Smoke alarm past expiry date',
      category: 'Expired alarm',
      appliance: 'Photoelectric smoke alarm',
      itemDescription: 'Replace expired 240V photoelectric smoke alarm',
    },
    {
      title: 'No smoke alarm in bedroom',
      category: 'Missing alarm',
      appliance: 'Bedroom ceiling',
      itemDescription: 'Install interconnected smoke alarm in bedroom',
    },
    {
      title: 'Smoke alarm not interconnected',
      category: 'Recommended upgrade',
      appliance: 'Hallway smoke alarm',
      itemDescription: 'Upgrade alarms to wireless interconnection',
    },
  ],
  gas: [
    {
      title: 'Gas heater spilling combustion products',
      category: 'Gas safety',
      appliance: 'Gas space heater',
      itemDescription: 'Service and repair gas space heater',
    },
    {
      title: 'Cooktop flame failure device faulty',
      category: 'Gas safety',
      appliance: 'Gas cooktop',
      itemDescription: 'Replace flame failure device on cooktop',
    },
  ],
  electrical: [
    {
      title: 'Damaged power point',
      category: 'Electrical hazard',
      appliance: 'Power point',
      itemDescription: 'Replace damaged double power point',
    },
    {
      title: 'Exposed wiring in roof space',
      category: 'Electrical hazard',
      appliance: 'Roof space wiring',
      itemDescription: 'Make safe and enclose exposed wiring',
    },
  ],
  blinds: [
    {
      title: 'Loose blind cord within reach of children',
      category: 'Blind cords',
      appliance: 'Venetian blind',
      itemDescription: 'Install cord tensioner and safety cleat',
    },
  ],
  water: [
    {
      title: 'Shower head exceeds 9 litres per minute',
      category: 'Water efficiency',
      appliance: 'Shower head',
      itemDescription: 'Replace shower head with 3-star rated unit',
    },
    {
      title: 'Leaking kitchen tap',
      category: 'Water efficiency',
      appliance: 'Kitchen mixer tap',
      itemDescription: 'Replace kitchen tap cartridge',
    },
  ],
  rcd: [
    {
      title: 'Lighting circuit not protected by RCD',
      category: 'Safety switch',
      appliance: 'Switchboard',
      itemDescription: 'Install RCD on lighting circuit',
    },
    {
      title: 'RCD failed trip test',
      category: 'Safety switch',
      appliance: 'Switchboard',
      itemDescription: 'Replace faulty safety switch',
    },
  ],
};

export const APPLIANCE_LOCATIONS = [
  'Hallway',
  'Main bedroom',
  'Bedroom 2',
  'Bedroom 3',
  'Living room',
  'Kitchen',
  'Laundry',
  'Bathroom',
  'Garage',
  'Meter box',
];

/** Price (inc. GST) of a standard visit per service, for invoices. */
export const SERVICE_PRICES: Record<TServiceCode, number> = {
  smoke: 129,
  gas: 159,
  electrical: 169,
  blinds: 49,
  water: 79,
  rcd: 59,
};

export const CANCELLATION_REASONS = [
  { text: 'Property sold', children: ['Sold by the owner', 'Sold at auction'] },
  {
    text: 'Management lost',
    children: ['Owner moved to another agency', 'Owner now self-manages'],
  },
  {
    text: 'Service no longer required',
    children: [
      'Owner moving into the property',
      'Property to be demolished or renovated',
      'Owner arranged another provider',
    ],
  },
  { text: 'Other', children: ['Other reason'] },
];

export const OTHER_PROVIDERS = [
  'SmokeSafe Services',
  'Alarm Check Australia',
  'Safe Home Compliance',
  'Electrical Safety Co.',
  'Rental Safety Partners',
];

export const KEY_ONSITE_NOTES = [
  'Lockbox at the front gate, code with the office',
  'Key with the strata manager on level 1',
  'Spare key in the meter box lockbox',
  'Building manager holds a key, call ahead',
  'Keysafe beside the garage door',
];

export const ENTRY_COMMENTS = [
  'Tenant works night shifts, mornings after 11 am only',
  'Dog on the property, please call before entering',
  'Tenant prefers text messages',
  'Use the side gate, the front door sticks',
];

export const HOLD_REASONS = [
  'Major renovation in progress',
  'Owner is selling, hold until settlement',
  'Tenant in hospital, please hold',
  'Awaiting new tenancy',
];
