import { useEffect, useRef } from 'react';

/**
 * Moves focus to the returned element whenever `key` changes to a defined value: the control that
 * had focus (Start Interview, Submit Typed Answer, Complete Interview) disappears with the step it
 * belonged to, and without this the next Tab would start from the end of the page. Screen readers
 * read the focused question, evaluation or summary.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key !== undefined && key !== null) ref.current?.focus({ preventScroll: false });
  }, [key]);
  return ref;
}
