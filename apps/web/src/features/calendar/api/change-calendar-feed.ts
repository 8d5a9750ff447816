import { calendarCalls, type TCalendarFeed, type TCalendarFeedScope } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { calendarKeys } from './keys';

export type TCalendarFeedChange =
  | { kind: 'create'; scope: TCalendarFeedScope }
  | { kind: 'scope'; scope: TCalendarFeedScope }
  | { kind: 'revoke' };

function changeCalendarFeed(change: TCalendarFeedChange): Promise<TCalendarFeed> {
  switch (change.kind) {
    case 'create':
      return callApi(calendarCalls.createFeed, { body: { scope: change.scope } });
    case 'scope':
      return callApi(calendarCalls.updateFeed, { body: { scope: change.scope } });
    case 'revoke':
      return callApi(calendarCalls.revokeFeed, {});
  }
}

/**
 * Creates (or replaces), filters or revokes the user's calendar address. The answer is the
 * feed as it now is; a new address's url is in it this once, so the caller keeps it to show.
 */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCalendarFeed,
    onSuccess: (feed) => {
      queryClient.setQueryData(calendarKeys.feed(), { ...feed, url: null });
    },
  });
}
