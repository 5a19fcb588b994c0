import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After the app moves to another screen (a link, a login, a submitted form), focus goes to the
 * screen's content: otherwise it stays on an element that no longer exists and the next Tab starts
 * from the end of the page. Not on the first render, where the browser's own start applies.
 */
export function useFocusOnNavigation(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}
