import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, body } from '../../../lib/api/client';

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

export function useRafflePaymentMethods(raffleId: string, enabled: boolean) {
  return useQuery({ ...rafflePaymentMethodsQuery(raffleId), enabled });
}
