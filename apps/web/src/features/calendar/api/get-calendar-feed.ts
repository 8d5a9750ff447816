import { calendarCalls, type TCalendarFeed } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { calendarKeys } from './keys';

function getCalendarFeed({ signal }: { signal?: AbortSignal } = {}): Promise<TCalendarFeed> {
  return callApi(calendarCalls.feedSettings, { signal });
}

const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarKeys.feed(),
    queryFn: ({ signal }) => getCalendarFeed({ signal }),
  });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
