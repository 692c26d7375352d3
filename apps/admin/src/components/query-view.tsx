import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorText } from '../lib/api';
import { EmptyState, ErrorState, Skeleton } from './ui';

/**
 * The one switch every list and detail view makes over a query: grey bars while it loads, the error with a
 * retry, the empty state for an empty list, else the data. `isEmpty` defaults to "an array with no rows".
 */
export function QueryView<T>({
  query,
  lines = 6,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  children,
}: {
  query: UseQueryResult<T>;
  lines?: number;
  /** What an empty answer shows (the component's "no data" text when omitted). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton lines={lines} />;
  if (query.isError)
    return <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
