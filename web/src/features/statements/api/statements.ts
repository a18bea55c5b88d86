import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth-context';
import { ticketKeys } from '../../../lib/ticket';

/** An account's statement settings, outcome, import and "verify the matches" (`/me/statements/…`). */

export type StatementOutcome = Schemas['StatementOutcome'];
export type StatementSettings = Schemas['StatementSettings'];

export const statementKeys = {
  all: ['statements'] as const,
  settings: (userId: string, accountId: string) =>
    [...statementKeys.all, 'settings', userId, accountId] as const,
  outcome: (userId: string, accountId: string) =>
    [...statementKeys.all, 'outcome', userId, accountId] as const,
};

const path = (accountId: string) => ({ params: { path: { method_id: accountId } } });

export function useStatementSettings(accountId: string | null) {
  const { user } = useAuth();
  return useQuery({
    queryKey: statementKeys.settings(user?.id ?? '', accountId ?? ''),
    queryFn: ({ signal }) =>
      body(api.GET('/me/statements/{method_id}/settings', { ...path(accountId!), signal })),
    enabled: user !== null && accountId !== null,
  });
}

export function useStatementOutcome(accountId: string | null) {
  const { user } = useAuth();
  return useQuery({
    queryKey: statementKeys.outcome(user?.id ?? '', accountId ?? ''),
    queryFn: ({ signal }) =>
      body(api.GET('/me/statements/{method_id}/outcome', { ...path(accountId!), signal })),
    enabled: user !== null && accountId !== null,
  });
}

export function useSaveStatementSettings(accountId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (input: Schemas['StatementSettingsInput']) =>
      body(api.PUT('/me/statements/{method_id}/settings', { ...path(accountId), body: input })),
    onSuccess: (saved) => {
      queryClient.setQueryData(statementKeys.settings(user?.id ?? '', accountId), saved);
      void queryClient.invalidateQueries({
        queryKey: statementKeys.outcome(user?.id ?? '', accountId),
      });
    },
  });
}

export function useImportStatement(accountId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (file: Blob) =>
      body(
        api.POST('/me/statements/{method_id}/imports', {
          ...path(accountId),
          body: file,
          bodySerializer: (value: Blob) => value,
          headers: { 'Content-Type': 'text/csv' },
        }),
      ),
    onSuccess: (result) =>
      queryClient.setQueryData(statementKeys.outcome(user?.id ?? '', accountId), result.outcome),
  });
}

/** Verifies every exact match; the pending payments and tickets are read again after. */
export function useVerifyMatches(accountId: string) {
  return useVerification(accountId, () =>
    body(api.POST('/me/statements/{method_id}/verify-matches', { ...path(accountId) })),
  );
}

/** Verifies one pair the creator chose (a match by amount and date, an ambiguous movement's report). */
export function useVerifyPair(accountId: string) {
  return useVerification(accountId, (pair: { movement_id: string; payment_id: string }) =>
    body(api.POST('/me/statements/{method_id}/verify-pair', { ...path(accountId), body: pair })),
  );
}

function useVerification<V>(
  accountId: string,
  request: (value: V) => Promise<Schemas['StatementVerification']>,
) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: request,
    onSuccess: (result) =>
      queryClient.setQueryData(statementKeys.outcome(user?.id ?? '', accountId), result.outcome),
    onSettled: () => {
      // The payments feature's key (its list and badge); named here, not imported (payments links here).
      void queryClient.invalidateQueries({ queryKey: ['pending-payments'] });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    },
  });
}
