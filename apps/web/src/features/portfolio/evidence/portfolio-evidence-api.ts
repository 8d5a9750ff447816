import { formatDate, portfolioEvidenceCalls, type TPortfolioEvidencePack } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, downloadCall } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { PortfolioListFilters } from '../api/keys';

/** How often the packs are asked for while one is queued or building. */
const PACK_POLL_MS = 2000;

const recentKey = ['portfolio', 'evidence-packs'] as const;

export const isBuilding = (pack: TPortfolioEvidencePack) =>
  pack.status === 'queued' || pack.status === 'building';

/** The user's recent packs, asked again every PACK_POLL_MS while any of them is building. */
export function useRecentPacks(enabled = true) {
  return useQuery({
    queryKey: recentKey,
    queryFn: ({ signal }) => callApi(portfolioEvidenceCalls.recent, { signal }),
    enabled,
    refetchInterval: (query) => (query.state.data?.some(isBuilding) ? PACK_POLL_MS : false),
  });
}

/** Starts the pack of the portfolio's filters for a period (ISO days). */
export function useStartPack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      filters,
      from,
      to,
    }: {
      filters: Omit<PortfolioListFilters, 'page' | 'pageSize' | 'sort'>;
      from: string;
      to: string;
    }) =>
      callApi(portfolioEvidenceCalls.start, {
        query: {
          query: filters.query,
          service: filters.services,
          serviceExclusivity: filters.services.length > 0 ? filters.serviceExclusivity : undefined,
          facet: filters.facets,
          'property-manager': filters.propertyManagerId ?? undefined,
          'new-access-issues': filters.newAccessIssues || undefined,
          'new-problem-register': filters.newProblemRegister || undefined,
          from: formatDate(from),
          to: formatDate(to),
        },
      }),
    onSuccess: (pack) => {
      client.setQueryData<TPortfolioEvidencePack[]>(recentKey, (packs = []) => [
        pack,
        ...packs.filter((each) => each.id !== pack.id),
      ]);
      void client.invalidateQueries({ queryKey: recentKey });
    },
  });
}

/** Downloads a ready pack and hands it to the browser. */
export function useDownloadPack() {
  return useMutation({
    mutationFn: async (pack: TPortfolioEvidencePack) => {
      const file = await downloadCall(portfolioEvidenceCalls.download, {
        params: { id: pack.id },
      });
      saveFile(file, pack.fileName);
    },
  });
}
