import { newManagementCalls, type TNewManagement } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateDashboardViews } from '../../../lib/dashboard-keys';

/** The Undo of 'Dismiss': the new management is listed again, as it was. */
function restoreNewManagement(portfolioPropertyId: number): Promise<TNewManagement> {
  return callApi(newManagementCalls.restore, { params: { id: portfolioPropertyId } });
}

/**
 * Restores a dismissed new management and refreshes the lists and figures that count it. Called
 * from the dismissal's toast, which outlives the row (and so any hook of it).
 */
export async function undoDismissal(
  queryClient: QueryClient,
  portfolioPropertyId: number,
): Promise<TNewManagement> {
  const restored = await restoreNewManagement(portfolioPropertyId);
  await invalidateDashboardViews(queryClient, 'newManagements');
  return restored;
}
