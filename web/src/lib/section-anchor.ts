import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Below the phone's fixed top bar when a page goes to one of its sections. */
export const SECTION_SCROLL_MARGIN = 72;

/**
 * A section the URL can point at (`/app/profile#plan`, `#payment-methods`): the router does not
 * scroll to a `#`, so once the section has its content (`ready`) the page goes there, and stays there
 * while the sections above it load or the router restores the scroll (until the reader scrolls, or
 * 3 s). Returns the ref for the section's element; give it `id={anchor}` and
 * `scrollMarginTop: SECTION_SCROLL_MARGIN`.
 */
export function useSectionAnchor<T extends HTMLElement>(anchor: string, ready: boolean) {
  const ref = useRef<T>(null);
  const { hash } = useLocation();
  useEffect(() => {
    const element = ref.current;
    if (hash !== `#${anchor}` || !ready || !element) return;
    const go = () => {
      const top = element.getBoundingClientRect().top;
      if (Math.abs(top - SECTION_SCROLL_MARGIN) > 4) element.scrollIntoView?.({ block: 'start' });
    };
    go();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(go);
    observer?.observe(document.body);
    const reader = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    const stop = () => {
      observer?.disconnect();
      window.removeEventListener('scroll', go);
      reader.forEach((name) => window.removeEventListener(name, stop));
    };
    window.addEventListener('scroll', go, { passive: true });
    reader.forEach((name) => window.addEventListener(name, stop, { passive: true }));
    const timer = window.setTimeout(stop, 3000);
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, [hash, anchor, ready]);
  return ref;
}
