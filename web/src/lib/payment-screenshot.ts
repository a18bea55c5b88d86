import { ApiError, API_BASE, toApiError, type Schemas } from './api/client';
import { authClient } from './auth-client';
import { es } from '../locales/es';

/** A payment proof stored by `POST /uploads/payment-screenshots` (its `path` goes in the report). */
export type UploadedFile = Schemas['UploadedFile'];

/**
 * `POST /uploads/payment-screenshots` with the image as the body, through XMLHttpRequest so the
 * progress can be shown (fetch has no upload progress). Errors come back as the API's ApiError.
 * Used by ticket payments and subscription payments alike.
 */
export async function uploadPaymentScreenshot(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const { data } = await authClient.getSession();
  const token = data.session?.access_token;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/uploads/payment-screenshots`);
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
