import { propertyEmailCalls, type TEmailSender } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** GET /v1/agency/email-domain: whether the signed-in user may send occupant notices. */
export function useEmailSender() {
  return useQuery({
    queryKey: settingsKeys.emailSender(),
    queryFn: ({ signal }): Promise<TEmailSender> => callApi(propertyEmailCalls.sender, { signal }),
  });
}
