/** localStorage key of the persisted session (the PKCE verifier lives at `${AUTH_STORAGE_KEY}-code-verifier`). */
export const AUTH_STORAGE_KEY = 'rifa-auth';
