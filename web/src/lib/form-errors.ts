import { isApiError } from './api-error';

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
