import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new screen starts at its top, unless the address names an anchor (e.g. /#faq). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
