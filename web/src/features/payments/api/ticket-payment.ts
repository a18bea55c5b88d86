import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, isApiError, type Schemas } from '../../../lib/api/client';
import { ticketKeys } from '../../../lib/ticket';

/** The buyer's side of a ticket's payment report (`/tickets/{id}/payment`). */

export type PaymentDetail = Schemas['PaymentDetail'];
export type TicketPayments = Schemas['TicketPayments'];
export type PaymentBalance = Schemas['PaymentBalance'];
export type PaymentDetailCreate = Schemas['PaymentDetailCreate'];
export type { UploadedFile } from '../../../lib/payment-screenshot';

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

/** Every part of the ticket's payment (abonos) and its balance: `GET /tickets/{id}/payments`. */
export const ticketPartsKey = (ticketId: string) =>
  [...ticketKeys.all, 'payments', ticketId] as const;

export function useTicketParts(ticketId: string, enabled: boolean) {
  return useQuery({
    queryKey: ticketPartsKey(ticketId),
    queryFn: ({ signal }) =>
      body(api.GET('/tickets/{id}/payments', { params: { path: { id: ticketId } }, signal })),
    enabled,
  });
}

export type TicketRefund = Schemas['TicketRefund'];
export type RefundDue = Schemas['RefundDue'];

/** Under the tickets' keys: a cancellation or a payment verified anywhere re-reads it. */
export const refundsDueKey = (raffleId: string | null) =>
  [...ticketKeys.all, 'refunds-due', raffleId] as const;

/** `GET /me/refunds-due`: the tickets of the own raffles with money still to return (a short list). */
export function useRefundsDue(raffleId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: refundsDueKey(raffleId),
    queryFn: ({ signal }) =>
      body(
        api.GET('/me/refunds-due', {
          params: { query: { raffle_id: raffleId ?? undefined } },
          signal,
        }),
      ),
    enabled,
  });
}

/**
 * `POST /tickets/{id}/refund`: the organiser records that the ticket's money to return was returned
 * (the amount is the server's); its parts and balance are read again.
 */
export function useRecordRefund(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      body(api.POST('/tickets/{id}/refund', { params: { path: { id: ticketId } } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketPartsKey(ticketId) }),
        queryClient.invalidateQueries({ queryKey: [...ticketKeys.all, 'refunds-due'] }),
      ]),
  });
}

/**
 * Reports (POST) or, after a rejection, corrects (PATCH) the payment, or reports one more part of it
 * (`part`: POST /payments); the ticket is read again.
 */
export function useSendTicketPayment(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      input,
      correct,
      part = false,
    }: {
      input: PaymentDetailCreate;
      correct: boolean;
      part?: boolean;
    }) => {
      const params = { params: { path: { id: ticketId } }, body: input };
      if (part && !correct) return body(api.POST('/tickets/{id}/payments', params));
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
