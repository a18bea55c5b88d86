import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Session } from '@supabase/auth-js';
import { AUTH_STORAGE_KEY, authClient } from '../../lib/auth-client';
import { AuthContext, type AuthState } from '../../lib/auth-context';

/**
 * Holds the auth session for the whole app: read once with `getSession()`, then kept current by
 * `onAuthStateChange` (sign-in, sign-out, token refresh, and the same events relayed from other tabs).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;

    authClient
      .getSession()
      .then(({ data }) => {
        if (active) setSession(data.session);
      })
      .catch(() => {
        if (active) setSession(null);
      })
      .finally(() => {
        if (active) setLoading(false);
      });

    const { data } = authClient.onAuthStateChange((event, next) => {
      if (!active) return;
      setSession(event === 'SIGNED_OUT' ? null : next);
      setLoading(false);
    });

    // auth-js relays events between tabs through BroadcastChannel; where that is missing, the
    // session disappearing from localStorage in another tab still signs this tab out.
    const onStorage = (e: StorageEvent) => {
      if (e.key === AUTH_STORAGE_KEY && e.newValue === null && active) setSession(null);
    };
    window.addEventListener('storage', onStorage);

    return () => {
      active = false;
      data.subscription.unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const value = useMemo<AuthState>(
    () => ({ session, user: session?.user ?? null, loading }),
    [session, loading],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
