import { newManagementCalls, type TNewManagement } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateDashboardViews } from '../../../lib/dashboard-keys';
import type { MutationConfig } from '../../../lib/react-query';

/** 'Enrol property': records who put the new management under enrolment, and when. */
export function markUnderEnrolment(portfolioPropertyId: number): Promise<TNewManagement> {
  return callApi(newManagementCalls.markUnderEnrolment, { params: { id: portfolioPropertyId } });
}

export function useMarkUnderEnrolment({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof markUnderEnrolment> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: markUnderEnrolment,
    onSuccess: async (...args) => {
      await invalidateDashboardViews(queryClient, 'newManagements');
      await onSuccess?.(...args);
    },
  });
}
