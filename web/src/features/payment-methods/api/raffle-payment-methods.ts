import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, body } from '../../../lib/api/client';
import type { PaymentMethod } from '../payment-method';

/** `GET /raffles/{id}/payment-methods`: how to pay the raffle's creator, default first. */
export async function listRafflePaymentMethods(raffleId: string, signal?: AbortSignal) {
  const { data } = await body(
    api.GET('/raffles/{id}/payment-methods', { params: { path: { id: raffleId } }, signal }),
  );
  return data;
}

export const rafflePaymentMethodsQuery = (raffleId: string) =>
  queryOptions({
    queryKey: ['raffles', 'payment-methods', raffleId] as const,
    queryFn: ({ signal }) => listRafflePaymentMethods(raffleId, signal),
    staleTime: 60_000,
  });

/**
 * The raffle's payment methods; `copy`, a copy of the same answer the page carried (its list and
 * when it was read), is the query's data until then, so the app does not read it again.
 */
export function useRafflePaymentMethods(
  raffleId: string,
  enabled: boolean,
  copy?: { data: () => PaymentMethod[] | undefined; readAt: () => number },
) {
  return useQuery({
    ...rafflePaymentMethodsQuery(raffleId),
    enabled,
    initialData: copy?.data,
    initialDataUpdatedAt: copy?.readAt,
  });
}
