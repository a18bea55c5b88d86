/**
 * A stand-in for lib/auth-client in component tests: a signed-in session whose token the API
 * client sends. Use: `vi.mock('<path>/lib/auth-client', () => import('<path>/test/auth-client-mock'))`.
 */
export const AUTH_STORAGE_KEY = 'rifa-auth';

export const authClient = {
  getSession: () =>
    Promise.resolve({ data: { session: { access_token: 'token-1' } }, error: null }),
  signOut: () => Promise.resolve({ error: null }),
  refreshSession: () =>
    Promise.resolve({
      data: { session: null, user: null },
      error: { code: 'refresh_token_not_found', status: 400 },
    }),
};
