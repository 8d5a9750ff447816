import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadError } from '../../../components/load-error';

/** A query's loading, error and empty states around its content. */
export function QueryBody<T>({
  query,
  label,
  errorTitle,
  isEmpty,
  emptyText,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  errorTitle: string;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton rows={3} columns={2} label={label} />;
  if (query.isError)
    return (
      <LoadError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (isEmpty(query.data))
    return (
      <Text fz="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  return <>{children(query.data)}</>;
}
