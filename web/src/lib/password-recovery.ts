/**
 * Whether auth-js has handled a password-recovery link on this page load. It fires
 * PASSWORD_RECOVERY once, while the auth client initialises; the client is created when the app's
 * shared chunk is evaluated (scripts/chunk-groups.ts), which can be before the AuthProvider
 * subscribes, so lib/auth-client.ts records it here and the AuthProvider reads it on mount.
 */
let recovering = false;

export function markPasswordRecovery(active: boolean): void {
  recovering = active;
}

export function passwordRecoveryMarked(): boolean {
  return recovering;
}
