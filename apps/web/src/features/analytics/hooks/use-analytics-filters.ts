import {
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  ZServiceCode,
  type TAnalyticsPeriod,
} from '@portal/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { getParam, withParams } from '../../../lib/search-params';
import type { AnalyticsFilters } from '../api/keys';

/** The URL's names of the filters. */
const PARAMS = {
  propertyManagerId: 'property-manager',
  service: 'service',
  region: 'region',
  period: 'period',
} as const satisfies Record<keyof AnalyticsFilters, string>;

/** The filters the URL holds; a value it does not know reads as no filter (or 24 months). */
function filtersOf(params: URLSearchParams): AnalyticsFilters {
  const manager = getParam(params, PARAMS.propertyManagerId);
  const service = ZServiceCode.safeParse(getParam(params, PARAMS.service));
  const period = Number(getParam(params, PARAMS.period));
  return {
    propertyManagerId: manager && /^\d+$/.test(manager) ? Number(manager) : null,
    service: service.success ? service.data : null,
    region: getParam(params, PARAMS.region) ?? null,
    period: (ANALYTICS_PERIODS as readonly number[]).includes(period)
      ? (period as TAnalyticsPeriod)
      : DEFAULT_ANALYTICS_PERIOD,
  };
}

/** The corporate dashboard's filters, kept in the URL (so a view can be shared by its link). */
export function useAnalyticsFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersOf(searchParams);
  const change = useCallback(
    (update: Partial<AnalyticsFilters>) => {
      setSearchParams(
        (current) =>
          withParams(
            current,
            Object.fromEntries(
              Object.entries(update).map(([key, value]) => [
                PARAMS[key as keyof AnalyticsFilters],
                value === DEFAULT_ANALYTICS_PERIOD && key === 'period' ? null : value,
              ]),
            ),
          ),
        { replace: true },
      );
    },
    [setSearchParams],
  );
  return { filters, change };
}
