import {
  userCalls,
  type TAgencyInvitation,
  type TAgencyUser,
  type TInviteUser,
  type TUpdateAgencyUser,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

function inviteUser(body: TInviteUser): Promise<TAgencyInvitation> {
  return callApi(userCalls.invite, { body });
}

function updateAgencyUser({
  userId,
  ...body
}: TUpdateAgencyUser & { userId: number }): Promise<TAgencyUser> {
  return callApi(userCalls.update, { params: { userId }, body });
}

/** Sends an invitation; the users list then shows it. Toasts are the caller's. */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.users() }),
  });
}

/** Changes a user's role or access; the users list is read again. Toasts are the caller's. */
export function useUpdateAgencyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgencyUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.users() }),
  });
}
