import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Center, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuSearchX } from 'react-icons/lu';
import type { PagedList } from '../../api/hooks/use-paged-query';
import { EmptyNotice } from './EmptyNotice';

interface PagedListViewProps<T> {
  list: PagedList<T>;
  /** What to show of the loaded items, when a screen hides some (expired jobs). */
  items?: T[];
  label: string;
  emptyText: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  columns?: { base: number; md?: number; lg?: number };
}

/**
 * A paged list: spinner, failure, the empty text, or the cards; the next page loads when the end
 * of the list scrolls into view or on 'Load more'. A failed load empties the list.
 */
export function PagedListView<T>({ list, items = list.items, label, emptyText, getKey, renderItem, columns = { base: 1, md: 2, lg: 3 } }: PagedListViewProps<T>) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) fetchNextPage();
    }, { rootMargin: '200px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (list.isPending) {
    return (
      <Center py="16">
        <Spinner size="lg" color="brand.solid" role="status" aria-label={`Loading ${label.toLowerCase()}`} />
      </Center>
    );
  }
  if (list.isError) {
    return (
      <Stack align="center" py="12" gap="4">
        <Text color="fg.muted">The list could not be loaded.</Text>
        <Button variant="outline" onClick={list.refetch}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (items.length === 0 && !hasNextPage) {
    return <EmptyNotice icon={<LuSearchX />} title={emptyText} />;
  }
  return (
    <Stack gap="6">
      <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="5" aria-label={label}>
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </SimpleGrid>
      <div ref={sentinel} aria-hidden />
      {hasNextPage && (
        <Center>
          <Button variant="outline" colorPalette="brand" loading={isFetchingNextPage} loadingText="Loading" onClick={fetchNextPage}>
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
