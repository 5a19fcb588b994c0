import { useState } from 'react';
import { SAVED_SEARCH_NAME_MAX, updateSavedSearchSchema, type SavedSearchView } from '@hirewise/contracts/saved-searches';
import { TextField } from '../../forms/components/TextField';
import { parseForm } from '../../forms/utils/field-errors';
import { AppDialog } from '../../ui/components/AppDialog';
import { useUpdateSavedSearch } from '../hooks/use-saved-search-mutations';
import { SavedSearchTexts } from '../utils/saved-search-texts';

interface RenameSavedSearchDialogProps {
  search: SavedSearchView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Rename: the name checked with the contracts' schema (not blank, at most SAVED_SEARCH_NAME_MAX), then PUT. */
export function RenameSavedSearchDialog({ search, open, onOpenChange }: RenameSavedSearchDialogProps) {
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateSavedSearch();

  // Each opening (the card's Rename sets `open`) starts from the current name.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setName(search.name);
      setError(undefined);
    }
  }
  const submit = () => {
    const parsed = parseForm<typeof updateSavedSearchSchema, 'name'>(updateSavedSearchSchema, { name });
    if (!parsed.ok) {
      setError(parsed.errors.name);
      return;
    }
    update.mutate({ searchId: search.id, update: parsed.data }, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={SavedSearchTexts.renameTitle} submit={{ label: SavedSearchTexts.save, loading: update.isPending, onClick: submit }}>
      <TextField
        label={SavedSearchTexts.nameLabel}
        name="name"
        required
        maxLength={SAVED_SEARCH_NAME_MAX}
        value={name}
        onChange={(value) => {
          setName(value);
          setError(undefined);
        }}
        error={error}
      />
    </AppDialog>
  );
}
