import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from '../../../lib/api/client';
import { profileKeys } from '../../../lib/profile';
import { raffleKeys } from '../../../lib/raffle';
import { ticketKeys } from '../../../lib/ticket';

/** After the draw: the buyer rates the organiser, the winner confirms receiving the prize. */

export type RatingInput = Schemas['RatingCreate'];

/** `POST /tickets/{id}/rating`: once per paid ticket of a completed raffle. */
export function rateTicket(ticketId: string, input: RatingInput) {
  return body(
    api.POST('/tickets/{id}/rating', { params: { path: { id: ticketId } }, body: input }),
  );
}

/** `POST /tickets/{id}/prize-received`: the winning ticket's buyer; answers the ticket again. */
export function confirmPrizeReceived(ticketId: string) {
  return body(api.POST('/tickets/{id}/prize-received', { params: { path: { id: ticketId } } }));
}

/**
 * The organiser's record changes with both: tickets, raffles (their creator card) and profiles (the
 * organiser page) are re-read.
 */
function useAfterDrawMutation<V, R>(fn: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
        queryClient.invalidateQueries({ queryKey: raffleKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      ]),
  });
}

export function useRateTicket(ticketId: string) {
  return useAfterDrawMutation((input: RatingInput) => rateTicket(ticketId, input));
}

export function useConfirmPrizeReceived(ticketId: string) {
  return useAfterDrawMutation(() => confirmPrizeReceived(ticketId));
}
