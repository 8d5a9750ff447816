import { newManagementCalls } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateDashboardViews } from '../../../lib/dashboard-keys';
import type { MutationConfig } from '../../../lib/react-query';

/** 'Dismiss': the new management leaves the list. */
export async function dismissNewManagement(portfolioPropertyId: number): Promise<void> {
  await callApi(newManagementCalls.dismiss, { params: { id: portfolioPropertyId } });
}

export function useDismissNewManagement({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof dismissNewManagement> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: dismissNewManagement,
    onSuccess: async (...args) => {
      await invalidateDashboardViews(queryClient, 'newManagements');
      await onSuccess?.(...args);
    },
  });
}
