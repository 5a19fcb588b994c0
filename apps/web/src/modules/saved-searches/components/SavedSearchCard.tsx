import { useState } from 'react';
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { LuPencil, LuSearch, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { DigestFrequency, SavedSearchView } from '@hirewise/contracts/saved-searches';
import { SelectField } from '../../forms/components/SelectField';
import { jobSearchPath } from '../../jobs/utils/job-filters';
import { formatRelativeTime } from '../../notifications/utils/relative-time';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog';
import { ListCard } from '../../ui/components/ListCard';
import { SkillChips } from '../../ui/components/SkillChips';
import { formatDateTime } from '../../ui/utils/format';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '../hooks/use-saved-search-mutations';
import { DIGEST_OPTIONS } from '../utils/digest-options';
import { SavedSearchTexts } from '../utils/saved-search-texts';
import { searchChips } from '../utils/search-summary';
import { RenameSavedSearchDialog } from './RenameSavedSearchDialog';

/**
 * One saved search on /saved-searches: its filters as chips, how many jobs matched since the last
 * email, when the last one matched, how often to email, and Show jobs (/home with these filters),
 * Rename, Delete.
 */
export function SavedSearchCard({ search }: { search: SavedSearchView }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const chips = searchChips(search.filters);

  return (
    <ListCard
      title={search.name}
      testId="saved-search-card"
      aside={
        search.pendingMatches > 0 ? (
          <Badge colorPalette="brand" variant="solid" flexShrink={0} title={SavedSearchTexts.newMatchesLabel(search.pendingMatches)} data-testid="new-matches">
            {SavedSearchTexts.newMatches(search.pendingMatches)}
          </Badge>
        ) : undefined
      }
      actions={
        <>
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={jobSearchPath(search.filters)}>
              <LuSearch /> {SavedSearchTexts.showJobs}
            </RouterLink>
          </Button>
          <Button variant="outline" colorPalette="brand" size="sm" onClick={() => setRenaming(true)}>
            <LuPencil /> {SavedSearchTexts.rename}
          </Button>
          <Button variant="outline" colorPalette="red" size="sm" onClick={() => setDeleting(true)}>
            <LuTrash2 /> {SavedSearchTexts.delete}
          </Button>
        </>
      }
    >
      <SkillChips skills={chips.length > 0 ? chips : [SavedSearchTexts.allJobs]} label={SavedSearchTexts.filtersLabel} />
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted">
          {search.lastMatchAt ? (
            <>
              {`${SavedSearchTexts.lastMatch}: `}
              <time dateTime={search.lastMatchAt} title={formatDateTime(search.lastMatchAt)}>
                {formatRelativeTime(search.lastMatchAt)}
              </time>
            </>
          ) : (
            SavedSearchTexts.noMatches
          )}
        </Text>
        <SelectField
          label={SavedSearchTexts.digestLabel}
          name={`digest-${search.id}`}
          value={search.digest}
          options={DIGEST_OPTIONS}
          onChange={(digest) => update.mutate({ searchId: search.id, update: { digest: digest as DigestFrequency } })}
        />
      </Stack>
      <RenameSavedSearchDialog search={search} open={renaming} onOpenChange={setRenaming} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        confirmLabel={SavedSearchTexts.delete}
        pending={remove.isPending}
        detail={SavedSearchTexts.deleteDetail(search.name)}
        onConfirm={() => remove.mutate(search.id, { onSuccess: () => setDeleting(false) })}
      />
    </ListCard>
  );
}
