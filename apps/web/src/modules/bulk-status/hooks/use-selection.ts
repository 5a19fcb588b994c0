import { useCallback, useMemo, useState } from 'react';

export interface Selection {
  /** The chosen ids among the visible ones, in the list's order. */
  selected: string[];
  isSelected: (id: string) => boolean;
  toggle: (id: string, checked: boolean) => void;
  /** Chooses every visible id, or none. */
  setAll: (checked: boolean) => void;
  clear: () => void;
  allSelected: boolean;
}

/**
 * Which of the visible items are chosen. An id that leaves the list is dropped, so an action only
 * ever names cards the recruiter can see, and a card that comes back comes back unchosen. New
 * filters therefore start a new selection (their list is empty while it loads); a refresh of the
 * same list, or its next page, keeps it.
 */
export function useSelection(visibleIds: readonly string[]): Selection {
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const selected = useMemo(() => visibleIds.filter((id) => picked.has(id)), [visibleIds, picked]);
  // Ids that left the list go at once, during this render (React's pattern for state that follows props).
  if (selected.length !== picked.size) setPicked(new Set(selected));
  const toggle = useCallback((id: string, checked: boolean) => {
    setPicked((previous) => {
      const next = new Set(previous);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const setAll = useCallback((checked: boolean) => setPicked(checked ? new Set(visibleIds) : new Set()), [visibleIds]);
  const clear = useCallback(() => setPicked(new Set()), []);
  return {
    selected,
    isSelected: (id) => picked.has(id),
    toggle,
    setAll,
    clear,
    allSelected: visibleIds.length > 0 && selected.length === visibleIds.length,
  };
}
