import { z } from 'zod/mini';

export const AGENCY_FEATURE_FLAG_CODES = [
  'PORTAL_ACCESS',
  'PORTFOLIO_MIRRORING',
  'PROPERTY_DETAILS',
  'DOWNLOAD_EMAIL',
  'ENTRY_METHOD',
  'CORPORATE_DASHBOARD',
  'ADVANCED_ANALYTICS',
  'OVERRIDE_BOOKABLE_SERVICES',
  'PROBLEM_REGISTER',
  // The agency setting allow_agency_portal_booking, which shows the Book action.
  'ALLOW_AGENCY_PORTAL_BOOKING',
] as const;
export const ZAgencyFeatureFlag = z.enum(AGENCY_FEATURE_FLAG_CODES);
export type TAgencyFeatureFlag = z.infer<typeof ZAgencyFeatureFlag>;

export const agencyFeatureFlagLabels: Record<TAgencyFeatureFlag, string> = {
  PORTAL_ACCESS: 'Portal access',
  PORTFOLIO_MIRRORING: 'Portfolio mirroring',
  PROPERTY_DETAILS: 'Property details',
  DOWNLOAD_EMAIL: 'Download email',
  ENTRY_METHOD: 'Entry method',
  CORPORATE_DASHBOARD: 'Corporate dashboard',
  ADVANCED_ANALYTICS: 'Advanced analytics',
  OVERRIDE_BOOKABLE_SERVICES: 'Override bookable services',
  PROBLEM_REGISTER: 'Problem register',
  ALLOW_AGENCY_PORTAL_BOOKING: 'Allow agency portal booking',
};

export const EXPERIMENT_CODES = [
  'ProblemRegister',
  'AgencyEntryMethod',
  'AgencyCompliancePortalAdvancedAnalytics',
  'OverrideBookableServices',
  'DownloadEmailFile',
  'PortfolioMirroring',
  'PropertyDetailsPage',
] as const;
export const ZExperiment = z.enum(EXPERIMENT_CODES);
export type TExperiment = z.infer<typeof ZExperiment>;

/** Map of experiment name to on/off; unknown names are kept so new experiments need no release. */
export const ZActiveExperiments = z.record(z.string(), z.boolean());
export type TActiveExperiments = Partial<Record<TExperiment, boolean>> & Record<string, boolean>;

export function isExperimentOn(
  experiments: Record<string, boolean> | null | undefined,
  name: TExperiment,
): boolean {
  return experiments?.[name] === true;
}
