import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { getCachedSession } from '../lib/session/cached-session';
import { CrashScreen } from './crash-screen';

export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' && error.data ? `: ${error.data}` : '';
    return `${error.status} ${error.statusText}${detail}`.trim();
  }
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error) return error;
  return 'An unknown error occurred.';
}

/** The router's last line of defence: any render, loader or lazy-import failure lands here. */
export function RootErrorBoundary() {
  const error = useRouteError();
  // Read, not subscribed: the crash screen must not start a fetch of its own.
  const sessionId = getCachedSession(useQueryClient())?.sessionId;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <CrashScreen message={describeError(error)} sessionId={sessionId} />;
}
