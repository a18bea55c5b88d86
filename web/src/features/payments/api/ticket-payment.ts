import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  ApiError,
  API_BASE,
  body,
  isApiError,
  toApiError,
  type Schemas,
} from '../../../lib/api/client';
import { authClient } from '../../../lib/auth-client';
import { es } from '../../../locales/es';
import { ticketKeys } from '../../tickets';

/** The buyer's side of a ticket's payment report (`/tickets/{id}/payment`) and the proof upload. */

export type PaymentDetail = Schemas['PaymentDetail'];
export type PaymentDetailCreate = Schemas['PaymentDetailCreate'];
export type UploadedFile = Schemas['UploadedFile'];

/** Under the tickets' keys: whatever re-reads the own tickets (a live notification) re-reads it. */
export const ticketPaymentKey = (ticketId: string) =>
  [...ticketKeys.all, 'payment', ticketId] as const;

/** `GET /tickets/{id}/payment`, or null while nothing was reported (404). */
export async function getTicketPayment(
  ticketId: string,
  signal?: AbortSignal,
): Promise<PaymentDetail | null> {
  try {
    return await body(
      api.GET('/tickets/{id}/payment', { params: { path: { id: ticketId } }, signal }),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const ticketPaymentQuery = (ticketId: string) =>
  queryOptions({
    queryKey: ticketPaymentKey(ticketId),
    queryFn: ({ signal }) => getTicketPayment(ticketId, signal),
  });

export function useTicketPayment(ticketId: string, enabled: boolean) {
  return useQuery({ ...ticketPaymentQuery(ticketId), enabled });
}

/** Reports (POST) or, after a rejection, corrects (PATCH) the payment; the ticket is read again. */
export function useSendTicketPayment(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, correct }: { input: PaymentDetailCreate; correct: boolean }) => {
      const params = { params: { path: { id: ticketId } }, body: input };
      return body(
        correct
          ? api.PATCH('/tickets/{id}/payment', params)
          : api.POST('/tickets/{id}/payment', params),
      );
    },
    onSuccess: (payment) => {
      queryClient.setQueryData(ticketPaymentKey(ticketId), payment);
      return queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    },
  });
}

/**
 * `POST /uploads/payment-screenshots` with the image as the body, through XMLHttpRequest so the
 * progress can be shown (fetch has no upload progress). Errors come back as the API's ApiError.
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
