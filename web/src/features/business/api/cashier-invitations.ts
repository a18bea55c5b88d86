import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from '../../../lib/api/client';
import { cashierKeys } from './cashiers';

/** A cashier invitation by link (`POST /business/cashier-invitations`, issue 36). */
export type CashierInvitation = Schemas['CashierInvitation'];

export const cashierInvitationKeys = {
  all: [...cashierKeys.all, 'invitations'] as const,
};

/** `GET /business/cashier-invitations` (owner only): the invitations still waiting. */
export function useCashierInvitations() {
  return useQuery({
    queryKey: cashierInvitationKeys.all,
    queryFn: ({ signal }) => body(api.GET('/business/cashier-invitations', { signal })),
  });
}

/** `POST /business/cashier-invitations`: the answer carries the link to share. */
export function useInviteCashier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email?: string; phone?: string; name?: string }) =>
      body(api.POST('/business/cashier-invitations', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashierInvitationKeys.all }),
  });
}

/** `DELETE /business/cashier-invitations/{id}`. */
export function useWithdrawCashierInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      body(api.DELETE('/business/cashier-invitations/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashierInvitationKeys.all }),
  });
}
