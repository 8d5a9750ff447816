import type { TAnalyticsPeriod, TServiceCode } from '@portal/contracts';

/** What GET /v1/analytics is asked for (each export too). */
export interface AnalyticsFilters {
  propertyManagerId: number | null;
  service: TServiceCode | null;
  region: string | null;
  period: TAnalyticsPeriod;
}

/** The one query-key factory of the corporate dashboard. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  figures: (filters: AnalyticsFilters) => [...analyticsKeys.all, 'figures', filters] as const,
};
