import type { ZPageNotFoundEvent } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

// The server answers 204, or the envelope with null data.
const ZNoContent = z.null().optional();

export type LogPageNotFoundInput = z.input<typeof ZPageNotFoundEvent>;

export async function logPageNotFound(input: LogPageNotFoundInput): Promise<void> {
  await api.post(apiPaths.events.pageNotFound(), ZNoContent, { body: input });
}

/** Reports an unknown path. Nothing is cached, so there is nothing to invalidate. */
export function useLogPageNotFound() {
  return useMutation({ mutationFn: logPageNotFound });
}
