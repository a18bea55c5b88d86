import { isApiError } from '../../lib/api/client';

/**
 * One purchase attempt: the Idempotency-Key sent with it and the numbers it was for. A retry of the
 * same numbers after a failure that may not have reached the server reuses the key, so the server
 * answers with the ticket it already created instead of buying twice.
 */
export interface PurchaseAttempt {
  key: string;
  numbers: string;
}

/** A UUID v4; `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = [...crypto.getRandomValues(new Uint8Array(16))];
  // Version 4, variant 10xx (RFC 9562).
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The attempt to send for `numbers`: the pending one when it was for the same numbers, else a new one. */
export function attemptFor(
  pending: PurchaseAttempt | null,
  numbers: readonly number[],
  makeKey: () => string = newIdempotencyKey,
): PurchaseAttempt {
  const signature = numbers.join(',');
  return pending && pending.numbers === signature
    ? pending
    : { key: makeKey(), numbers: signature };
}

/**
 * Whether a failed attempt may be retried with the same key: the request may not have reached the
 * server, or the server could not answer (network failure, 5xx, 429). A definite answer (409, 422,
 * 401 …) ends the attempt.
 */
export function isRetryableFailure(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/** The numbers a `409 numbers_unavailable` names (`details.numbers`), or []. */
export function unavailableNumbers(error: unknown): number[] {
  if (!isApiError(error) || error.code !== 'numbers_unavailable') return [];
  const numbers = error.details?.numbers;
  return Array.isArray(numbers)
    ? numbers.filter((n): n is number => typeof n === 'number' && Number.isInteger(n))
    : [];
}
