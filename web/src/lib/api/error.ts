import { es } from '../../locales/es';

/** An error answered by `/api/v1` (`{"error": {code, message, details}}`), or a transport failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(init: {
    code: string;
    message: string;
    status: number;
    details?: Record<string, unknown> | undefined;
  }) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    this.details = init.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the error envelope; anything else becomes a generic, still typed, ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  const error = isRecord(body) ? body.error : undefined;
  if (isRecord(error) && typeof error.code === 'string' && typeof error.message === 'string') {
    return new ApiError({
      code: error.code,
      message: error.message,
      status,
      details: isRecord(error.details) ? error.details : undefined,
    });
  }
  return new ApiError({
    code: `http_${status}`,
    message: status >= 500 ? es.errors.unexpected : es.errors.invalidResponse,
    status,
  });
}
