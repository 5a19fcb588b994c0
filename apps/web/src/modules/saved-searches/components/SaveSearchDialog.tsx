import { useState } from 'react';
import { Alert, Stack, Text } from '@chakra-ui/react';
import { SAVED_SEARCH_NAME_MAX, type DigestFrequency } from '@hirewise/contracts/saved-searches';
import { errorMessage } from '../../api/api-error';
import { SelectField } from '../../forms/components/SelectField';
import { TextField } from '../../forms/components/TextField';
import { searchFiltersOf, type JobFilters } from '../../jobs/utils/job-filters';
import { AppDialog } from '../../ui/components/AppDialog';
import { useCreateSavedSearch } from '../hooks/use-saved-search-mutations';
import { DIGEST_OPTIONS } from '../utils/digest-options';
import { SavedSearchTexts } from '../utils/saved-search-texts';
import { saveSearchBody, searchChips, suggestedName } from '../utils/search-summary';

interface SaveSearchDialogProps {
  filters: JobFilters;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}

/**
 * Save the search shown on /home: an optional name (the placeholder is the one the server would
 * make), how often to email the matches (daily by default), Save. The server's refusal (the same
 * search twice, the limit) is shown here, and the dialog stays open.
 */
export function SaveSearchDialog({ filters, open, onOpenChange, onSaved }: SaveSearchDialogProps) {
  const [name, setName] = useState('');
  const [digest, setDigest] = useState<DigestFrequency>('daily');
  const create = useCreateSavedSearch();
  const search = searchFiltersOf(filters);
  const chips = searchChips(search);

  // The button opens it; closing it starts the next opening clean (no old name or refusal).
  const openChange = (next: boolean) => {
    if (!next) {
      setName('');
      setDigest('daily');
      create.reset();
    }
    onOpenChange(next);
  };
  const submit = () =>
    create.mutate(saveSearchBody(filters, name, digest), {
      onSuccess: () => {
        onSaved();
        openChange(false);
      },
    });

  return (
    <AppDialog open={open} onOpenChange={openChange} title={SavedSearchTexts.dialogTitle} submit={{ label: SavedSearchTexts.save, loading: create.isPending, onClick: submit }}>
      <Stack gap="5">
        <Text color="fg.muted">{SavedSearchTexts.dialogLead}</Text>
        <Text textStyle="sm" data-testid="save-search-filters">
          <Text as="span" fontWeight="medium">{`${SavedSearchTexts.filtersLabel}: `}</Text>
          {chips.length > 0 ? chips.join(', ') : SavedSearchTexts.allJobs}
        </Text>
        <TextField
          label={SavedSearchTexts.nameLabel}
          name="name"
          maxLength={SAVED_SEARCH_NAME_MAX}
          placeholder={suggestedName(search) ?? SavedSearchTexts.allJobs}
          helper={SavedSearchTexts.nameHelper}
          value={name}
          onChange={setName}
        />
        <SelectField label={SavedSearchTexts.digestLabel} name="digest" value={digest} options={DIGEST_OPTIONS} onChange={(value) => setDigest(value as DigestFrequency)} />
        {create.isError && (
          <Alert.Root status="error" role="alert" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Title>{errorMessage(create.error, SavedSearchTexts.saveFailed)}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </AppDialog>
  );
}
