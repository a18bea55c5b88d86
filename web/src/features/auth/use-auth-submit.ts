import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { authClient as AuthClientInstance } from '../../lib/auth-client';
import { authErrorMessage } from '../../lib/auth-errors';

/** What a form's auth call answers: auth-js's error, and where to go when there is none. */
export interface AuthCallResult {
  error: unknown;
  to?: string;
}

/**
 * A form's submit around one auth-js call: busy while it runs, the Spanish message of any error,
 * and on success a replace-navigation to `to` (default `/app`). auth-js is loaded on first use so
 * it stays out of the entry chunk.
 */
export function useAuthSubmit<V>(
  call: (client: typeof AuthClientInstance, values: V) => Promise<AuthCallResult>,
) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();

  const onFinish = async (values: V) => {
    setSubmitting(true);
    setError(null);
    try {
      const { authClient } = await import('../../lib/auth-client');
      const result = await call(authClient, values);
      if (result.error) {
        setError(authErrorMessage(result.error));
        return;
      }
      void navigate(result.to ?? '/app', { replace: true });
    } catch (cause) {
      setError(authErrorMessage(cause));
    } finally {
      setSubmitting(false);
    }
  };

  return { error, submitting, onFinish };
}
