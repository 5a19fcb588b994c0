import { useState, type FormEvent } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';

/**
 * The search box: submitted with Enter or the search icon (spec section 2). A search that changes
 * from outside (a link to /home?q=... followed while on /home) replaces what is typed.
 */
export function JobSearchBar({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} style={{ flex: '1 1 16rem', minWidth: 0 }}>
      <InputGroup
        endElement={
          <IconButton type="submit" aria-label="Search" variant="ghost" size="sm" me="-2" colorPalette="brand">
            <LuSearch />
          </IconButton>
        }
      >
        <Input
          type="search"
          aria-label="Search jobs"
          placeholder="Search by title or skill"
          maxLength={200}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </InputGroup>
    </form>
  );
}
