import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { useJobSuggestions } from '../hooks/use-job-suggestions';
import { SuggestionList } from './SuggestionList';

interface JobSearchBarProps {
  value: string;
  onSearch: (q: string) => void;
  /** Type-ahead from GET /api/jobs/suggest (the browse list; a recruiter's own list has none). */
  suggest?: boolean;
}

/**
 * The search box: submitted with Enter or the search icon (spec section 2). A search that changes
 * from outside (a link to /home?q=... followed while on /home) replaces what is typed.
 *
 * With `suggest` it is an ARIA 1.2 combobox (issue 19): suggestions under the box while typing;
 * ArrowDown/ArrowUp move through them (focus stays in the box, aria-activedescendant names the
 * option), Enter searches for the chosen one, Escape closes the list. A small one of our own rather
 * than Chakra's Combobox: /home is near its first-load budget (tools/web-budget), and Zag's combobox
 * machine alone would pass it.
 */
export function JobSearchBar({ value, onSearch, suggest = false }: JobSearchBarProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listboxId = useId();
  const suggestions = useJobSuggestions(draft, suggest && open);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const search = (q: string) => {
    close();
    onSearch(q.trim());
  };
  const choose = (text: string) => {
    setDraft(text);
    search(text);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!suggest) return;
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(-1);
        return;
      }
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From "none chosen" ArrowDown goes to the first, ArrowUp to the last; both wrap around.
      setActive(activeIndex < 0 ? (step === 1 ? 0 : count - 1) : (activeIndex + step + count) % count);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      const chosen = suggestions[activeIndex];
      if (chosen) choose(chosen.text);
    } else if (event.key === 'Escape' && expanded) {
      // Only closes the list: the text typed stays (a second Escape is the browser's own clear).
      event.preventDefault();
      close();
    }
  };

  return (
    <form role="search" onSubmit={submit} style={{ flex: '1 1 16rem', minWidth: 0, position: 'relative' }}>
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
          onChange={(event) => {
            setDraft(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          {...(suggest && {
            role: 'combobox',
            autoComplete: 'off',
            'aria-autocomplete': 'list' as const,
            'aria-expanded': expanded,
            'aria-controls': listboxId,
            'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
          })}
        />
      </InputGroup>
      {suggest && <SuggestionList id={listboxId} optionId={optionId} suggestions={suggestions} shown={expanded} activeIndex={activeIndex} onChoose={choose} />}
    </form>
  );
}
