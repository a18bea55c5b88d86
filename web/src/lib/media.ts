import { useSyncExternalStore } from 'react';

/** antd's `lg` breakpoint: at or above it the app shows the sider, below it the mobile bars. */
export const DESKTOP_QUERY = '(min-width: 992px)';

/** Whether a CSS media query matches, updated on change; read synchronously on first render. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
