import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from '../../../lib/api/client';
import { raffleKeys } from '../../../lib/raffle';
import { businessRaffleKeys } from './business-raffles';
import { businessTicketKeys } from './business-tickets';
import { cashierKeys } from './cashiers';

export type CounterSaleRequest = Schemas['CounterSaleRequest'];
export type CounterSaleTicket = Schemas['Ticket'];

/**
 * `POST /business/raffles/{id}/tickets`: a sale at the counter. `idempotencyKey` is made once per
 * attempt, so a retry after a network failure returns the same ticket instead of selling twice.
 */
export function createCounterSale(
  raffleId: string,
  sale: CounterSaleRequest,
  idempotencyKey: string,
) {
  return body(
    api.POST('/business/raffles/{id}/tickets', {
      params: { path: { id: raffleId }, header: { 'Idempotency-Key': idempotencyKey } },
      body: sale,
    }),
  );
}

/**
 * The counter sale. Whatever the answer, the grid and the raffle are read again (a 409 means they
 * changed); a sale also changes the business's figures, tickets and totals.
 */
export function useCounterSale(raffleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sale, key }: { sale: CounterSaleRequest; key: string }) =>
      createCounterSale(raffleId, sale, key),
    onSuccess: () =>
      Promise.all(
        [businessRaffleKeys.all, businessTicketKeys.all, cashierKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: raffleKeys.numbers(raffleId) }),
        queryClient.invalidateQueries({ queryKey: raffleKeys.detail(raffleId) }),
      ]),
  });
}
