import { queryOptions } from '@tanstack/react-query';
import { api, body, type Schemas } from '../../../lib/api/client';

/** A ticket's public receipt (`GET /receipts/{code}`): no sign-in, the buyer's name masked. */
export type Receipt = Schemas['Receipt'];

export function getReceipt(code: string, signal?: AbortSignal) {
  return body(api.GET('/receipts/{code}', { params: { path: { code } }, signal }));
}

export const receiptQuery = (code: string) =>
  queryOptions({
    queryKey: ['receipts', code] as const,
    queryFn: ({ signal }) => getReceipt(code, signal),
  });
