import { ApiError, API_BASE, toApiError, type Schemas } from './api/client';
import type { operations } from './api/schema';
import { authClient } from './auth-client';
import { es } from '../locales/es';

/** A payment proof stored by `POST /uploads/payment-screenshots` (its `path` goes in the report). */
export type UploadedFile = Schemas['UploadedFile'];

/** The upload's query as the contract has it (`ticket_id` for a ticket's payment). */
type UploadQuery = NonNullable<operations['uploadPaymentScreenshot']['parameters']['query']>;

/**
 * `POST /uploads/payment-screenshots` with the image as the body, through XMLHttpRequest so the
 * progress can be shown (fetch has no upload progress). Errors come back as the API's ApiError.
 * Used by ticket payments and subscription payments alike; a ticket's payment names its ticket
 * (`?ticket_id=`: the server refuses a ticket not the caller's, 404, or of a raffle taken down or
 * whose organiser is suspended, 410, before storing anything).
 */
export async function uploadPaymentScreenshot(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
  ticketId?: UploadQuery['ticket_id'],
): Promise<UploadedFile> {
  const { data } = await authClient.getSession();
  const token = data.session?.access_token;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = ticketId
      ? `?${new URLSearchParams({ ticket_id: ticketId } satisfies UploadQuery).toString()}`
      : '';
    xhr.open('POST', `${API_BASE}/uploads/payment-screenshots${query}`);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let parsed: unknown;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        parsed = undefined;
      }
      if (xhr.status === 201 && parsed) resolve(parsed as UploadedFile);
      else reject(toApiError(xhr.status, parsed));
    };
    xhr.onerror = () =>
      reject(new ApiError({ code: 'network_error', message: es.errors.network, status: 0 }));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.onabort = () => reject(new DOMException(es.errors.network, 'AbortError'));
    xhr.send(file);
  });
}
