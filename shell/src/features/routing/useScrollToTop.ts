import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const SCROLL_DELAY_MS = 500; // spec 1 §2

/** After each navigation the page scrolls to the top, smoothly, after 500 ms. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
}
