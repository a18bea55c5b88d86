import { useEffect } from 'react';
import type { FormInstance } from 'antd';
import { es } from '../locales/es';
import { isApiError } from './api/error';

export interface FieldErrorEntry {
  name: string[];
  errors: string[];
}

/** The 422 `details` (field → Spanish message; 'details.bank' → ['details', 'bank']) as antd field errors. */
export function apiFieldErrors(error: unknown): FieldErrorEntry[] {
  if (!isApiError(error) || error.status !== 422 || !error.details) return [];
  return Object.entries(error.details)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, message]) => ({ name: key.split('.'), errors: [message] }));
}

/** The message to show for a failed request. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * Puts a failed request's 422 `details` on the form's fields; returns the message to show above
 * the form when the error is not about fields (null otherwise).
 */
export function useServerErrors<V>(form: FormInstance<V>, error: unknown): string | null {
  useEffect(() => {
    const fields = apiFieldErrors(error);
    if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
  }, [error, form]);
  return error && apiFieldErrors(error).length === 0
    ? errorMessage(error, es.errors.unexpected)
    : null;
}
