import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from '../../../lib/api/client';
import { raffleKeys } from '../../../lib/raffle';
import { sellerKeys } from '../../../lib/seller-roles';
import type { ShiftCloseCreate } from '../../../lib/shift-close';
import type { QueuedSale } from '../offline-sales';

export type Seller = Schemas['Seller'];
export type SellerInvite = Schemas['SellerInvite'];
export type SellerInvitation = Schemas['SellerInvitation'];
export type CounterSaleRequest = Schemas['CounterSaleRequest'];

/** `GET /raffles/{id}/sellers` (the raffle's creator). */
export const raffleSellersQuery = (raffleId: string) =>
  queryOptions({
    queryKey: sellerKeys.ofRaffle(raffleId),
    queryFn: ({ signal }) =>
      body(api.GET('/raffles/{id}/sellers', { params: { path: { id: raffleId } }, signal })),
  });

export function useRaffleSellers(raffleId: string) {
  return useQuery(raffleSellersQuery(raffleId));
}

/** Every change of a raffle's sellers is read again from the server. */
function useSellersMutation<V, R>(raffleId: string, fn: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerKeys.ofRaffle(raffleId) }),
  });
}

/** `POST /raffles/{id}/sellers`: a registered e-mail is a seller at once, anyone else an invitation. */
export function useInviteSeller(raffleId: string) {
  return useSellersMutation(raffleId, (invite: SellerInvite) =>
    body(api.POST('/raffles/{id}/sellers', { params: { path: { id: raffleId } }, body: invite })),
  );
}

/** `PATCH /raffles/{id}/sellers/{seller_id}`: the commission or the block (null takes it back). */
export function useUpdateSeller(raffleId: string) {
  return useSellersMutation(
    raffleId,
    ({ sellerId, ...update }: Schemas['SellerUpdate'] & { sellerId: string }) =>
      body(
        api.PATCH('/raffles/{id}/sellers/{seller_id}', {
          params: { path: { id: raffleId, seller_id: sellerId } },
          body: update,
        }),
      ),
  );
}

/** `DELETE /raffles/{id}/sellers/{seller_id}`. */
export function useRemoveSeller(raffleId: string) {
  return useSellersMutation(raffleId, (sellerId: string) =>
    body(
      api.DELETE('/raffles/{id}/sellers/{seller_id}', {
        params: { path: { id: raffleId, seller_id: sellerId } },
      }),
    ),
  );
}

/** `POST /raffles/{id}/sellers/{seller_id}/settlements`: a commission paid to the seller. */
export function useSettleSeller(raffleId: string) {
  return useSellersMutation(
    raffleId,
    ({ sellerId, amount, note }: { sellerId: string; amount: number; note: string }) =>
      body(
        api.POST('/raffles/{id}/sellers/{seller_id}/settlements', {
          params: { path: { id: raffleId, seller_id: sellerId } },
          body: { amount, note },
        }),
      ),
  );
}

/** `GET /raffles/{id}/sellers/export`: the sellers' figures and settlements as CSV. */
export function fetchSellersCsv(raffleId: string) {
  return body(
    api.GET('/raffles/{id}/sellers/export', {
      params: { path: { id: raffleId } },
      parseAs: 'blob',
    }),
  );
}

/** `GET /me/sellers/{seller_id}/tickets`: the tickets credited to the caller as this seller. */
export function useMySellerTickets(sellerId: string) {
  return useQuery({
    queryKey: sellerKeys.myTickets(sellerId),
    queryFn: ({ signal }) =>
      body(
        api.GET('/me/sellers/{seller_id}/tickets', {
          params: { path: { seller_id: sellerId }, query: { limit: 50 } },
          signal,
        }),
      ),
  });
}

/**
 * `POST /me/sellers/{seller_id}/tickets`: a sale at the seller's counter. `key` is made once per
 * attempt, so a retry returns the same ticket instead of selling twice.
 */
export function useSellerSale(raffleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      sellerId,
      sale,
      key,
    }: {
      sellerId: string;
      sale: CounterSaleRequest;
      key: string;
    }) =>
      body(
        api.POST('/me/sellers/{seller_id}/tickets', {
          params: { path: { seller_id: sellerId }, header: { 'Idempotency-Key': key } },
          body: sale,
        }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.all }),
        queryClient.invalidateQueries({ queryKey: raffleKeys.numbers(raffleId) }),
      ]),
  });
}

/** `GET /seller-invitations/{token}` (no sign-in needed). */
export function useSellerInvitation(token: string) {
  return useQuery({
    queryKey: sellerKeys.invitation(token),
    queryFn: ({ signal }) =>
      body(api.GET('/seller-invitations/{token}', { params: { path: { token } }, signal })),
    retry: false,
  });
}

/** `POST /seller-invitations/{token}/accept` or `/decline`. */
export function useAnswerInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') =>
      answer === 'accept'
        ? body(api.POST('/seller-invitations/{token}/accept', { params: { path: { token } } }))
        : body(api.POST('/seller-invitations/{token}/decline', { params: { path: { token } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerKeys.all }),
  });
}

/** `GET /raffles/{id}/numbers` for a seller with a block: what is free in it (kept for offline). */
export function useTakenNumbers(raffleId: string, enabled: boolean) {
  return useQuery({
    queryKey: raffleKeys.numbers(raffleId),
    queryFn: ({ signal }) =>
      body(api.GET('/raffles/{id}/numbers', { params: { path: { id: raffleId } }, signal })),
    enabled,
  });
}

/**
 * A sale queued offline, sent when the connection returns: the key it was queued with, and
 * `offline: true` (the server refuses it once the numbers are no longer in the seller's block).
 */
export function sendQueuedSale(sale: QueuedSale) {
  return body(
    api.POST('/me/sellers/{seller_id}/tickets', {
      params: { path: { seller_id: sale.sellerId }, header: { 'Idempotency-Key': sale.key } },
      body: {
        numbers: sale.numbers,
        buyer_name: sale.buyer_name,
        buyer_phone: sale.buyer_phone,
        status: sale.status,
        payment_method: sale.payment_method,
        offline: true,
      },
    }),
  );
}

/** A seller's shift close (cierre de caja) in the raffle: its queries, under the sellers' keys. */
const shiftKeys = {
  of: (raffleId: string, sellerId: string) =>
    [...sellerKeys.all, 'shift', raffleId, sellerId] as const,
  totals: (raffleId: string, sellerId: string, from: string, to: string) =>
    [...shiftKeys.of(raffleId, sellerId), 'totals', from, to] as const,
  closes: (raffleId: string, sellerId: string) =>
    [...shiftKeys.of(raffleId, sellerId), 'closes'] as const,
};

/** `GET /raffles/{id}/sellers/{seller_id}/shift`: the seller's counter sales of [from, to) by method. */
export function useSellerShift(raffleId: string, sellerId: string, from: string, to: string) {
  return useQuery({
    queryKey: shiftKeys.totals(raffleId, sellerId, from, to),
    queryFn: ({ signal }) =>
      body(
        api.GET('/raffles/{id}/sellers/{seller_id}/shift', {
          params: { path: { id: raffleId, seller_id: sellerId }, query: { from, to } },
          signal,
        }),
      ),
    staleTime: 0,
  });
}

/** `GET /raffles/{id}/sellers/{seller_id}/shift-closes`: the seller's closes, newest first. */
export function useSellerShiftCloses(raffleId: string, sellerId: string) {
  return useQuery({
    queryKey: shiftKeys.closes(raffleId, sellerId),
    queryFn: ({ signal }) =>
      body(
        api.GET('/raffles/{id}/sellers/{seller_id}/shift-closes', {
          params: { path: { id: raffleId, seller_id: sellerId }, query: { limit: 16 } },
          signal,
        }),
      ),
    staleTime: 0,
  });
}

/** A close or a sign-off: the seller's totals and closes are read again. */
function useShiftMutation<V, R>(raffleId: string, sellerId: string, fn: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shiftKeys.of(raffleId, sellerId) }),
  });
}

/** `POST /raffles/{id}/sellers/{seller_id}/shift-closes` (the creator or the seller). */
export function useCloseSellerShift(raffleId: string, sellerId: string) {
  return useShiftMutation(raffleId, sellerId, (close: ShiftCloseCreate) =>
    body(
      api.POST('/raffles/{id}/sellers/{seller_id}/shift-closes', {
        params: { path: { id: raffleId, seller_id: sellerId } },
        body: close,
      }),
    ),
  );
}

/** `POST /raffles/{id}/sellers/{seller_id}/shift-closes/{close_id}/sign-off` (the creator). */
export function useSignOffSellerShift(raffleId: string, sellerId: string) {
  return useShiftMutation(raffleId, sellerId, (closeId: string) =>
    body(
      api.POST('/raffles/{id}/sellers/{seller_id}/shift-closes/{close_id}/sign-off', {
        params: { path: { id: raffleId, seller_id: sellerId, close_id: closeId } },
      }),
    ),
  );
}

/** `GET /raffles/{id}/sellers/{seller_id}/shift-closes/{close_id}/export`: the close as CSV. */
export function fetchSellerShiftCloseCsv(raffleId: string, sellerId: string, closeId: string) {
  return body(
    api.GET('/raffles/{id}/sellers/{seller_id}/shift-closes/{close_id}/export', {
      params: { path: { id: raffleId, seller_id: sellerId, close_id: closeId } },
      parseAs: 'blob',
    }),
  );
}
