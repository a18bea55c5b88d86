import { useLocation } from 'react-router';

/** Where a signed-in person goes when nothing else was asked for. */
export const AFTER_SIGN_IN = '/app';

/**
 * The sign-in (or sign-up) page that returns to `next` afterwards: `/login?next=%2Fapp%2Fraffle%2F…`.
 * Only paths of this site are carried (see {@link returnPath}).
 */
export function signInPath(next: string, page: '/login' | '/register' = '/login'): string {
  const safe = safeNext(next);
  return safe && safe !== AFTER_SIGN_IN ? `${page}?next=${encodeURIComponent(safe)}` : page;
}

/** A path of this site (`/…`, not `//host` nor `/\host`), or null. */
function safeNext(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}

/** The `next` of a sign-in page's query, or {@link AFTER_SIGN_IN}. */
export function returnPath(search: string): string {
  return safeNext(new URLSearchParams(search).get('next')) ?? AFTER_SIGN_IN;
}

/** The sign-in page that comes back to the current page. */
export function useSignInHere(): string {
  const { pathname, search } = useLocation();
  return signInPath(`${pathname}${search}`);
}
