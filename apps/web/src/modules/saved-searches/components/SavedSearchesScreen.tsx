import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuBellRing } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { SAVED_SEARCH_LIMIT } from '@hirewise/contracts/saved-searches';
import { EmptyNotice } from '../../ui/components/EmptyNotice';
import { Screen } from '../../ui/components/Screen';
import { useSavedSearches } from '../hooks/use-saved-searches';
import { SavedSearchTexts } from '../utils/saved-search-texts';
import { SavedSearchCard } from './SavedSearchCard';

/** /saved-searches (applicants): every saved search as a card, or what saving a search does and where. */
export function SavedSearchesScreen() {
  const list = useSavedSearches();
  const items = list.data ?? [];

  let body;
  if (list.isPending) {
    body = (
      <Center py="16">
        <Spinner size="lg" color="brand.solid" role="status" aria-label={SavedSearchTexts.loading} />
      </Center>
    );
  } else if (list.isError) {
    body = (
      <Stack align="center" py="12" gap="4">
        <Text color="fg.muted">{SavedSearchTexts.loadFailed}</Text>
        <Button variant="outline" onClick={() => void list.refetch()}>
          {SavedSearchTexts.tryAgain}
        </Button>
      </Stack>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyNotice icon={<LuBellRing />} title={SavedSearchTexts.emptyTitle} description={SavedSearchTexts.emptyDescription}>
        <Button asChild colorPalette="brand">
          <RouterLink to="/home">{SavedSearchTexts.findJobs}</RouterLink>
        </Button>
      </EmptyNotice>
    );
  } else {
    body = (
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted">
          {SavedSearchTexts.limitNote(items.length, SAVED_SEARCH_LIMIT)}
        </Text>
        <Stack as="ul" listStyleType="none" gap="4" aria-label={SavedSearchTexts.title}>
          {items.map((search) => (
            <li key={search.id}>
              <SavedSearchCard search={search} />
            </li>
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Screen title={SavedSearchTexts.title} description={SavedSearchTexts.description} maxW="3xl">
      {body}
    </Screen>
  );
}
