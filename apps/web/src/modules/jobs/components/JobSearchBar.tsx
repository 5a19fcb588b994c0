import { useState, type FormEvent } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';

/** The search box: submitted with Enter or the search icon (spec section 2). */
export function JobSearchBar({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} style={{ flex: 1, minWidth: 0 }}>
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
