import { useMemo } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@hirewise/contracts/common';
import { useErrorToast } from './use-error-toast';

interface PagedQueryOptions<T> {
  queryKey: QueryKey;
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T> & { totalCapped?: boolean }>;
  /** What a failed load says: a fixed text, or 'server' for the server's message. */
  errorToast: string | 'server';
  enabled?: boolean;
}

export interface PagedList<T> {
  items: T[];
  total: number;
  /** `total` is a lower bound: the search stopped counting at its cap ("1,000+ jobs"). */
  totalCapped: boolean;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  refetch: () => void;
}

/** A list read page by page (page/limit + X-Total-Count), flattened for the screen. */
export function usePagedQuery<T>({ queryKey, fetchPage, errorToast, enabled = true }: PagedQueryOptions<T>): PagedList<T> {
  const query = useInfiniteQuery({
    queryKey,
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      // An empty page ends the list even if the total said more (rows removed meanwhile). A capped
      // total is only a lower bound: paging goes on past it until a page comes back empty.
      return last.items.length > 0 && (last.totalCapped === true || loaded < last.total) ? pages.length + 1 : undefined;
    },
  });
  useErrorToast(query.error, query.errorUpdatedAt, errorToast);
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return {
    items,
    total: query.data?.pages.at(-1)?.total ?? 0,
    totalCapped: query.data?.pages.at(-1)?.totalCapped === true,
    isPending: query.isPending && enabled,
    isError: query.isError,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => void query.fetchNextPage(),
    refetch: () => void query.refetch(),
  };
}
