import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, body } from '../../../lib/api/client';
import { raffleKeys } from '../../../lib/raffle';

/** What the super administrator does to a raffle from its own page. */
export type RaffleModeration =
  { kind: 'take-down'; raffleId: string; reason: string } | { kind: 'restore'; raffleId: string };

/** `POST /admin/raffles/{id}/take-down` (with the reason) or `/restore`; both answer the raffle. */
export function moderateRaffle(action: RaffleModeration) {
  const params = { path: { id: action.raffleId } };
  return action.kind === 'take-down'
    ? body(api.POST('/admin/raffles/{id}/take-down', { params, body: { reason: action.reason } }))
    : body(api.POST('/admin/raffles/{id}/restore', { params }));
}

/** Either action; the raffle's page then shows what it answered, and its lists are read again. */
export function useModerateRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateRaffle,
    onSuccess: (raffle, action) => {
      queryClient.setQueryData(raffleKeys.detail(action.raffleId), raffle);
      void queryClient.invalidateQueries({ queryKey: raffleKeys.all });
    },
  });
}
