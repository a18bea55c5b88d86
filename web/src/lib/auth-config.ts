/** localStorage key of the persisted session (the PKCE verifier lives at `${AUTH_STORAGE_KEY}-code-verifier`). */
export const AUTH_STORAGE_KEY = 'rifa-auth';

/**
 * Whether a previous visit left a session in storage (not whether it is still valid: auth-js reads,
 * and if needed refreshes, it after loading). public/boot.js makes the same check to pick a signed-in
 * page's prerendered shell.
 */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
