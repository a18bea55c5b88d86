import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, body } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth-context';
import { raffleKeys } from '../../../lib/raffle';
import { ticketKeys } from '../../../lib/ticket';
import { PENDING_PAYMENTS_PAGE_SIZE, pendingPaymentKeys } from '../pending-payment';

/** The creator's reported payments (`GET /me/pending-payments`), and verifying or rejecting one. */

export function listPendingPayments(
  params: { page: number; limit: number; raffleId: string | null },
  signal?: AbortSignal,
) {
  return body(
    api.GET('/me/pending-payments', {
      params: {
        query: { page: params.page, limit: params.limit, raffle_id: params.raffleId ?? undefined },
      },
      signal,
    }),
  );
}

export const pendingPaymentsQuery = (userId: string, raffleId: string | null, page: number) =>
  queryOptions({
    queryKey: pendingPaymentKeys.list(userId, raffleId, page),
    queryFn: ({ signal }) =>
      listPendingPayments({ page, limit: PENDING_PAYMENTS_PAGE_SIZE, raffleId }, signal),
  });

export function usePendingPayments(raffleId: string | null, page: number) {
  const { user } = useAuth();
  return useQuery({
    ...pendingPaymentsQuery(user?.id ?? '', raffleId, page),
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * How many reports wait (`limit=1`, only `count` is read): all raffles, or one; and whether the
 * user has raffles at all (`has_raffles`: who has none has nothing to verify).
 */
export const pendingPaymentsCountQuery = (userId: string, raffleId: string | null) =>
  queryOptions({
    queryKey: pendingPaymentKeys.count(userId, raffleId),
    queryFn: async ({ signal }) => {
      const list = await listPendingPayments({ page: 0, limit: 1, raffleId }, signal);
      return { count: list.count, hasRaffles: list.has_raffles };
    },
    staleTime: 30_000,
    retry: false,
  });

function usePendingPaymentsSummary(raffleId: string | null) {
  const { user } = useAuth();
  const query = useQuery({
    ...pendingPaymentsCountQuery(user?.id ?? '', raffleId),
    enabled: user !== null,
  });
  return user === null || query.isError ? null : (query.data ?? null);
}

/** The count for the signed-in user; 0 when signed out, while loading or on error. */
export function usePendingPaymentsCount(raffleId: string | null = null): number {
  return usePendingPaymentsSummary(raffleId)?.count ?? 0;
}

/**
 * The shell's 'Pagos por verificar' entry: its count, and whether to show it at all (only to
 * someone with raffles, as the server says; not while it is not known).
 */
export function usePendingPaymentsEntry(): { count: number; shown: boolean } {
  const summary = usePendingPaymentsSummary(null);
  return { count: summary?.count ?? 0, shown: summary?.hasRaffles ?? false };
}

function verifyPayment(ticketId: string) {
  return body(api.POST('/tickets/{id}/payment/verify', { params: { path: { id: ticketId } } }));
}

function rejectPayment({ ticketId, notes }: { ticketId: string; notes: string }) {
  return body(
    api.POST('/tickets/{id}/payment/reject', {
      params: { path: { id: ticketId } },
      body: { notes },
    }),
  );
}

/**
 * After a decision (or a failed one: someone else may have decided) the lists, the counts, the
 * tickets (a ticket paid) and the own raffles (their sales) are read again. Not awaited: the
 * caller's own callbacks run first, before the re-read takes the decided card off the page.
 */
function useReviewMutation<V>(request: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: request,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: pendingPaymentKeys.all });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
      if (user) void queryClient.invalidateQueries({ queryKey: raffleKeys.mine(user.id) });
    },
  });
}

export function useVerifyPayment() {
  return useReviewMutation(verifyPayment);
}

export function useRejectPayment() {
  return useReviewMutation(rejectPayment);
}
