import { propertyEvidenceCalls, formatDate } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadCall } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export interface EvidencePeriod {
  /** ISO days ('yyyy-MM-dd'), both included. */
  from: string;
  to: string;
}

/** Downloads the property's evidence pack for a period and hands it to the browser. */
export function useDownloadEvidencePack(propertyId: number) {
  return useMutation({
    mutationFn: async ({ period, signal }: { period: EvidencePeriod; signal?: AbortSignal }) => {
      const file = await downloadCall(propertyEvidenceCalls.pack, {
        params: { id: propertyId },
        query: { from: formatDate(period.from), to: formatDate(period.to) },
        signal,
      });
      saveFile(file, 'evidence-pack.zip');
    },
  });
}
