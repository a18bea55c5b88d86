import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@supabase/auth-js';
import { AUTH_STORAGE_KEY, hasStoredSession } from '../../lib/auth-config';
import { AuthContext, type AuthState } from '../../lib/auth-context';
import { passwordRecoveryMarked } from '../../lib/password-recovery';
import { myProfileQuery, profileKeys } from '../../lib/profile';
import { takeSignOutReason, type SignOutReason } from '../../lib/sign-out-reason';

/**
 * Holds the auth session for the whole app: read once with `getSession()`, then kept current by
 * `onAuthStateChange` (SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY, and
 * the same events relayed from other tabs). While signed in, the profile comes from TanStack Query
 * (`GET /api/v1/profiles/me`).
 *
 * The auth client (and @supabase/auth-js with it) is imported on mount rather than statically, so
 * it is fetched in parallel with the first page instead of weighing on the entry chunk; `loading`
 * stays true until the session is known. Importing it also lets auth-js finish a PKCE redirect
 * (`?code=` of a recovery link): it exchanges the code and fires PASSWORD_RECOVERY.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  const [passwordRecovery, setPasswordRecovery] = useState(false);
  const [sessionStored] = useState(hasStoredSession);
  const [signOutNotice, setSignOutNotice] = useState<SignOutReason | null>(null);
  const queryClient = useQueryClient();

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
          if (event === 'SIGNED_OUT') {
            setSession(null);
            setPasswordRecovery(false);
            // The server said why (a suspended account's refresh): the app tells the person.
            const reason = takeSignOutReason();
            if (reason) setSignOutNotice(reason);
            queryClient.removeQueries({ queryKey: profileKeys.all });
          } else {
            setSession(next);
            if (event === 'PASSWORD_RECOVERY') setPasswordRecovery(true);
            if (event === 'USER_UPDATED' && next) {
              void queryClient.invalidateQueries({ queryKey: profileKeys.me(next.user.id) });
            }
          }
          setLoading(false);
        });
        unsubscribe = () => data.subscription.unsubscribe();
        const { data: current } = await authClient.getSession();
        if (active) setSession(current.session);
        if (active && passwordRecoveryMarked()) setPasswordRecovery(true);
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
  }, [queryClient]);

  const user = session?.user ?? null;
  const profileQuery = useQuery({ ...myProfileQuery(user?.id ?? ''), enabled: user !== null });
  const profile = user !== null ? (profileQuery.data ?? null) : null;

  const dismissSignOutNotice = useCallback(() => setSignOutNotice(null), []);
  const value = useMemo<AuthState>(
    () => ({
      session,
      user,
      profile,
      loading,
      sessionStored,
      passwordRecovery,
      signOutNotice,
      dismissSignOutNotice,
    }),
    [
      session,
      user,
      profile,
      loading,
      sessionStored,
      passwordRecovery,
      signOutNotice,
      dismissSignOutNotice,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
