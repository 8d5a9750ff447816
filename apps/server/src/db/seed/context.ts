import type { Faker } from '@faker-js/faker';
import type {
  TComplianceStatus,
  TPropertyFlag,
  TServiceCode,
  TServiceStatus,
  TStateCode,
} from '@portal/contracts';
import type { AgencyPlan } from './plans';
import type { Address, Clock, SeedTx } from './util';

/** Ids of global rows every agency refers to. */
export interface SharedRefs {
  userIds: Map<string, number>;
  servicingCategoryIds: Map<string, number>;
  /** Leaf cancellation reasons (the ones a user picks). */
  cancellationReasonIds: number[];
  /** Key: `${state}|${name}|${postcode}`. */
  suburbIds: Map<string, number>;
}

export interface AgencyContext {
  tx: SeedTx;
  faker: Faker;
  clock: Clock;
  plan: AgencyPlan;
  state: TStateCode;
  agencyId: number;
  /** The active integration, if any. */
  integration: { id: number; softwareName: string; source: string } | null;
  managerIds: number[];
  keyLocationIds: number[];
  /** Users of the agency (for "done by" columns). */
  memberUserIds: number[];
  shared: SharedRefs;
}

export interface SeededService {
  id: number;
  code: TServiceCode;
  status: TServiceStatus;
  lastServiceDate: string | null;
  nextDueDate: string | null;
}

export interface SeededOccupant {
  id: number;
  name: string;
  email: string | null;
  mobile: string | null;
}

/** What later steps need to know about a property they attach rows to. */
export interface SeededProperty {
  id: number;
  index: number;
  address: Address;
  status: TComplianceStatus;
  flags: Set<TPropertyFlag>;
  isIntegrated: boolean;
  createdAt: Date;
  lastServiceDate: string | null;
  /** Days since its access issue opened, when it has the ACCESS_ISSUES flag. */
  accessIssueAgeDays: number | null;
  services: SeededService[];
  occupants: SeededOccupant[];
}
