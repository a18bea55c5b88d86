import createClient, { type Middleware } from 'openapi-fetch';
import { es } from '../../locales/es';
import { authClient } from '../auth-client';
import { ApiError, toApiError } from './error';
import { takePrefetched } from './prefetched';
import type { components, paths } from './schema';

export { ApiError, isApiError, toApiError } from './error';

/** The contract's schemas: `Schemas['Raffle']` is the raffle as the server sends it. */
export type Schemas = components['schemas'];

/** Base of the domain JSON API (ARCHITECTURE §4; api/openapi.yaml `servers`). */
export const API_BASE = '/api/v1';

async function accessToken(): Promise<string | null> {
  const { data } = await authClient.getSession();
  return data.session?.access_token ?? null;
}

/** A request cancelled by its AbortSignal (a DOMException, not always an `Error` instance). */
function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

/**
 * The server refused the stored session's token (revoked: signed out elsewhere, password changed,
 * the account suspended). A refresh first: it says why (a suspension answers `user_banned`, which
 * lib/sign-out-reason.ts notes for the app to tell the person) and, should the session be alive
 * after all, gives a fresh token. Otherwise the session is forgotten on this device (auth-js
 * signals SIGNED_OUT, so the app shows the visitor's view). A read is sent again (with the fresh
 * token, or without one); a write fails with the server's message.
 */
async function forgetRevokedSession(request: Request, error: ApiError): Promise<Response> {
  const refreshed = await authClient.refreshSession();
  const token = refreshed.error ? null : (refreshed.data.session?.access_token ?? null);
  if (token === null) await authClient.signOut({ scope: 'local' });
  if (request.method !== 'GET') throw error;
  const again = new Request(request);
  if (token === null) again.headers.delete('Authorization');
  else again.headers.set('Authorization', `Bearer ${token}`);
  const retried = await globalThis.fetch(again);
  const parsed = await readAnswer(retried);
  if (!retried.ok) throw toApiError(retried.status, parsed);
  return retried;
}

/** Files the API answers with (`GET /business/tickets/export`): read with `parseAs: 'blob'`. */
const FILE_TYPES = ['text/csv'];

function isFile(response: Response): boolean {
  const type = response.headers.get('Content-Type') ?? '';
  return response.ok && FILE_TYPES.some((file) => type.startsWith(file));
}

/**
 * The JSON of an answer (undefined when empty or a file). A success that is not JSON is an error;
 * an error that is not JSON is left to {@link toApiError}.
 */
async function readAnswer(response: Response): Promise<unknown> {
  if (isFile(response)) return undefined;
  const text = response.status === 204 ? '' : await response.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    if (!response.ok) return undefined;
    throw new ApiError({
      code: 'invalid_response',
      message: es.errors.invalidResponse,
      status: response.status,
    });
  }
}

/**
 * Every request: the signed-in user's bearer token (only when there is a session). Every answer:
 * the error envelope, an unreadable body and a network failure become one {@link ApiError}.
 */
export const apiMiddleware: Middleware = {
  async onRequest({ request }) {
    request.headers.set('Accept', 'application/json');
    const token = await accessToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  async onResponse({ request, response }) {
    const parsed = await readAnswer(response);
    if (!response.ok) {
      const error = toApiError(response.status, parsed);
      if (error.code === 'invalid_token' && request.headers.has('Authorization')) {
        return forgetRevokedSession(request, error);
      }
      throw error;
    }
    return undefined;
  },
  onError({ error }) {
    // A cancelled request stays an abort (TanStack Query expects one); nothing to show.
    if (isAbort(error)) return undefined;
    return new ApiError({ code: 'network_error', message: es.errors.network, status: 0 });
  },
};

/** The one client of `/api/v1`, typed by the contract (src/lib/api/schema.d.ts, `npm run gen:api`). */
export const api = createClient<paths>({
  baseUrl: `${window.location.origin}${API_BASE}`,
  // An answer public/boot.js already requested for this page is used once (prefetched.ts); the
  // global fetch is looked up on each call, not once: tests replace it.
  fetch: (request) => takePrefetched(request) ?? globalThis.fetch(request),
});
api.use(apiMiddleware);

/** What an openapi-fetch call resolves to: the success body, or the error body. */
interface Answer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The success body's type of an answer (openapi-fetch's first union member). */
type SuccessData<R> = R extends { data: infer D; error?: never } ? D : never;

/**
 * The body of a call's success answer. Failures never get here (the middleware throws them as an
 * {@link ApiError}); should one slip past, it is still thrown as one.
 */
export async function body<R extends Answer>(call: Promise<R>): Promise<SuccessData<R>> {
  const result = await call;
  if (result.error !== undefined) throw toApiError(result.response.status, result.error);
  // openapi-fetch sets `data` exactly when `error` is absent: this only names its type.
  return result.data as SuccessData<R>;
}

/** Sends a File or Blob as the raw request body with its own type (`PUT …/image`, `…/avatar`). */
export function rawFile(file: Blob) {
  return {
    body: file,
    bodySerializer: (value: Blob) => value,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  };
}
