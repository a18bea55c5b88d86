import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Session } from '@supabase/auth-js';
import { AUTH_STORAGE_KEY } from '../../lib/auth-config';
import { AuthContext, type AuthState } from '../../lib/auth-context';

/**
 * Holds the auth session for the whole app: read once with `getSession()`, then kept current by
 * `onAuthStateChange` (sign-in, sign-out, token refresh, and the same events relayed from other tabs).
 *
 * The auth client (and @supabase/auth-js with it) is imported on mount rather than statically, so
 * it is fetched in parallel with the first page instead of weighing on the entry chunk; `loading`
 * stays true until the session is known.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};

    // auth-js relays events between tabs through BroadcastChannel; where that is missing, the
    // session disappearing from localStorage in another tab still signs this tab out.
    const onStorage = (e: StorageEvent) => {
      if (active && e.key === AUTH_STORAGE_KEY && e.newValue === null) setSession(null);
    };
    window.addEventListener('storage', onStorage);

    import('../../lib/auth-client')
      .then(async ({ authClient }) => {
        if (!active) return;
        const { data } = authClient.onAuthStateChange((event, next) => {
          if (!active) return;
          setSession(event === 'SIGNED_OUT' ? null : next);
          setLoading(false);
        });
        unsubscribe = () => data.subscription.unsubscribe();
        const { data: current } = await authClient.getSession();
        if (active) setSession(current.session);
      })
      .catch(() => {
        if (active) setSession(null);
      })
      .finally(() => {
        if (active) setLoading(false);
      });

    return () => {
      active = false;
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const value = useMemo<AuthState>(
    () => ({ session, user: session?.user ?? null, loading }),
    [session, loading],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
