import { AuthClient } from '@supabase/auth-js';
import { AUTH_STORAGE_KEY } from './auth-config';
import { markPasswordRecovery } from './password-recovery';
import { noteSignOutReason, refusedAsSuspended } from './sign-out-reason';

export { AUTH_STORAGE_KEY };

/**
 * The one auth client of the app. It talks to the GoTrue-compatible `/auth/v1` of rifa-server on the
 * same origin, keeps the session in localStorage, refreshes it automatically and uses PKCE.
 */
export const authClient = new AuthClient({
  url: `${window.location.origin}/auth/v1`,
  storageKey: AUTH_STORAGE_KEY,
  flowType: 'pkce',
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: true,
  // A refresh refused because the account is suspended: noted before auth-js signs out, so the
  // app can say why (lib/sign-out-reason.ts). The global fetch is looked up on each call (tests).
  fetch: async (input, init) => {
    const response = await globalThis.fetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (await refusedAsSuspended(url, response)) noteSignOutReason('suspended');
    return response;
  },
});

// A recovery link's event can come before the AuthProvider listens (lib/password-recovery.ts).
authClient.onAuthStateChange((event) => {
  if (event === 'PASSWORD_RECOVERY') markPasswordRecovery(true);
  else if (event === 'SIGNED_OUT') markPasswordRecovery(false);
});
