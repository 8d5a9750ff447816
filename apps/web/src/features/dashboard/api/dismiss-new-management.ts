import { ZEmpty } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import type { MutationConfig } from '../../../lib/react-query';
import { dashboardKeys } from './keys';

/** 'Dismiss': the new management leaves the list. */
export async function dismissNewManagement(portfolioPropertyId: number): Promise<void> {
  await api.post(apiPaths.portfolio.dismissNewManagement(portfolioPropertyId), ZEmpty);
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
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.listsOf('newManagements') }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.allStats() }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
