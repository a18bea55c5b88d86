/**
 * Why the server ended this device's session, when it said so: `/auth/v1/token` answered a refresh
 * with `user_banned` (the account is suspended). auth-js then signs out (SIGNED_OUT) without saying
 * why; the AuthProvider takes the reason once, at that event, to tell the person.
 */
export type SignOutReason = 'suspended';

let noted: SignOutReason | null = null;

export function noteSignOutReason(reason: SignOutReason): void {
  noted = reason;
}

/** The reason noted since the last call, or null; it is forgotten once taken. */
export function takeSignOutReason(): SignOutReason | null {
  const reason = noted;
  noted = null;
  return reason;
}

/** Whether a fetch to `/auth/v1` was a refresh that the server refused as `user_banned`. */
export async function refusedAsSuspended(url: string, response: Response): Promise<boolean> {
  if (response.status !== 403 || !url.includes('grant_type=refresh_token')) return false;
  try {
    const body: unknown = await response.clone().json();
    if (typeof body !== 'object' || body === null) return false;
    const { code, error_code } = body as { code?: unknown; error_code?: unknown };
    return code === 'user_banned' || error_code === 'user_banned';
  } catch {
    return false;
  }
}
