import { es } from '../locales/es';

/** The parts of an auth-js error this mapping reads (AuthApiError, AuthWeakPasswordError, …). */
interface AuthErrorLike {
  code?: string | undefined;
  status?: number | undefined;
  name?: string | undefined;
  message?: string | undefined;
  reasons?: string[] | undefined;
}

function asAuthError(error: unknown): AuthErrorLike {
  return typeof error === 'object' && error !== null ? error : {};
}

/** A Spanish sentence for an error of `/auth/v1` (auth contract error codes). */
export function authErrorMessage(error: unknown): string {
  const t = es.auth.errors;
  const e = asAuthError(error);
  switch (e.code) {
    case 'invalid_credentials':
      return t.invalidCredentials;
    case 'user_banned':
      return t.banned;
    case 'user_already_exists':
    case 'email_exists':
      return t.userExists;
    case 'weak_password':
      return e.reasons?.includes('pwned') ? t.weakPwned : t.weakLength;
    case 'validation_failed':
      return t.validation;
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
      return t.rateLimit;
    case 'same_password':
      return t.samePassword;
    case 'session_not_found':
    case 'bad_jwt':
    case 'refresh_token_not_found':
      return t.sessionExpired;
    case 'otp_expired':
    case 'flow_state_not_found':
    case 'flow_state_expired':
    case 'bad_code_verifier':
      return t.linkExpired;
  }
  if (e.status === 429) return t.rateLimit;
  if (e.message === 'Invalid login credentials') return t.invalidCredentials;
  if (
    e.name === 'AuthRetryableFetchError' ||
    e.status === 0 ||
    (error instanceof TypeError && /fetch/i.test(error.message))
  ) {
    return t.network;
  }
  return t.unexpected;
}
