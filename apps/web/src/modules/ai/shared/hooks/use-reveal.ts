import { useEffect, useRef } from 'react';

/**
 * Brings a result into view when it arrives below the fold (on phones the result sits under the
 * form, so a finished request would otherwise change nothing the user can see).
 */
export function useReveal<T extends HTMLElement>(trigger: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (!trigger || !node) return;
    if (node.getBoundingClientRect().top > window.innerHeight * 0.6) node.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [trigger]);
  return ref;
}
