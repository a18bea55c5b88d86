import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PaymentMethod } from '../payment-method';
import type { Page } from '../../../lib/raffle';

/** `GET /raffles/{id}/payment-methods`: how to pay the raffle's creator, default first. */
export async function listRafflePaymentMethods(
  raffleId: string,
  signal?: AbortSignal,
): Promise<PaymentMethod[]> {
  const body = await api.get<Page<PaymentMethod>>(
    `/raffles/${encodeURIComponent(raffleId)}/payment-methods`,
    { signal },
  );
  return body.data;
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
