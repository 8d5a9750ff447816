import { metaCalls, type ZPageNotFoundEvent } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callApi } from '../../../lib/api-client';

type LogPageNotFoundInput = z.input<typeof ZPageNotFoundEvent>;

async function logPageNotFound(input: LogPageNotFoundInput): Promise<void> {
  await callApi(metaCalls.reportPageNotFound, { body: input });
}

/** Reports an unknown path. Nothing is cached, so there is nothing to invalidate. */
export function useLogPageNotFound() {
  return useMutation({ mutationFn: logPageNotFound });
}
