import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth-context';
import { ticketKeys } from '../../../lib/ticket';
import { isXlsx } from '../xlsx-file';

/**
 * An account's statement settings, outcome, import and "verify the matches", for each of the three
 * places statements are reconciled: a creator's own accounts (`/me/statements/…`), a business's
 * (`/business/statements/…`, its owner and cashiers) and the platform's (`/admin/statements/…`,
 * the super admin, against subscription payments). The three share every request and answer.
 */

export type StatementOutcome = Schemas['StatementOutcome'];
export type StatementSettings = Schemas['StatementSettings'];
export type StatementAccount = Schemas['StatementAccount'];

/** Whose statements: the creator's own, a business's or the platform's. */
export type StatementScope = 'me' | 'business' | 'admin';

export const statementKeys = {
  all: ['statements'] as const,
  accounts: (scope: StatementScope, userId: string) =>
    [...statementKeys.all, scope, 'accounts', userId] as const,
  settings: (scope: StatementScope, userId: string, accountId: string) =>
    [...statementKeys.all, scope, 'settings', userId, accountId] as const,
  outcome: (scope: StatementScope, userId: string, accountId: string) =>
    [...statementKeys.all, scope, 'outcome', userId, accountId] as const,
};

// The three scopes' operations have the same parameters and answers; the typed client is asked
// with the creator's path type and the scope's own prefix.
type Op = 'settings' | 'imports' | 'outcome' | 'verify-matches' | 'verify-pair';
const prefix: Record<StatementScope, string> = {
  me: '/me/statements',
  business: '/business/statements',
  admin: '/admin/statements',
};
function route<O extends Op>(scope: StatementScope, op: O) {
  return `${prefix[scope]}/{method_id}/${op}` as `/me/statements/{method_id}/${O}`;
}

const path = (accountId: string) => ({ params: { path: { method_id: accountId } } });

/** The business's or the platform's accounts (the creator's are their payment methods). */
export function useStatementAccounts(scope: 'business' | 'admin') {
  const { user } = useAuth();
  return useQuery({
    queryKey: statementKeys.accounts(scope, user?.id ?? ''),
    queryFn: ({ signal }) =>
      body(
        scope === 'business'
          ? api.GET('/business/statements/accounts', { signal })
          : api.GET('/admin/statements/accounts', { signal }),
      ),
    enabled: user !== null,
  });
}

export function useStatementSettings(scope: StatementScope, accountId: string | null) {
  const { user } = useAuth();
  return useQuery({
    queryKey: statementKeys.settings(scope, user?.id ?? '', accountId ?? ''),
    queryFn: ({ signal }) =>
      body(api.GET(route(scope, 'settings'), { ...path(accountId!), signal })),
    enabled: user !== null && accountId !== null,
  });
}

export function useStatementOutcome(scope: StatementScope, accountId: string | null) {
  const { user } = useAuth();
  return useQuery({
    queryKey: statementKeys.outcome(scope, user?.id ?? '', accountId ?? ''),
    queryFn: ({ signal }) =>
      body(api.GET(route(scope, 'outcome'), { ...path(accountId!), signal })),
    enabled: user !== null && accountId !== null,
  });
}

export function useSaveStatementSettings(scope: StatementScope, accountId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (input: Schemas['StatementSettingsInput']) =>
      body(api.PUT(route(scope, 'settings'), { ...path(accountId), body: input })),
    onSuccess: (saved) => {
      queryClient.setQueryData(statementKeys.settings(scope, user?.id ?? '', accountId), saved);
      void queryClient.invalidateQueries({
        queryKey: statementKeys.outcome(scope, user?.id ?? '', accountId),
      });
    },
  });
}

export function useImportStatement(scope: StatementScope, accountId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: async (file: Blob) => {
      // An Excel workbook is sent as the CSV text of its first sheet (the reader loads only now).
      const csv = isXlsx(file) ? await (await import('../xlsx/xlsx-to-csv')).xlsxToCsv(file) : file;
      return body(
        api.POST(route(scope, 'imports'), {
          ...path(accountId),
          body: csv,
          bodySerializer: (value: Blob) => value,
          headers: { 'Content-Type': 'text/csv' },
        }),
      );
    },
    onSuccess: (result) =>
      queryClient.setQueryData(
        statementKeys.outcome(scope, user?.id ?? '', accountId),
        result.outcome,
      ),
  });
}

/** Verifies every exact match; the pending payments and tickets are read again after. */
export function useVerifyMatches(scope: StatementScope, accountId: string) {
  return useVerification(scope, accountId, () =>
    body(api.POST(route(scope, 'verify-matches'), { ...path(accountId) })),
  );
}

/** Verifies one pair chosen (a match by amount and date, an ambiguous movement's report). */
export function useVerifyPair(scope: StatementScope, accountId: string) {
  return useVerification(scope, accountId, (pair: { movement_id: string; payment_id: string }) =>
    body(api.POST(route(scope, 'verify-pair'), { ...path(accountId), body: pair })),
  );
}

function useVerification<V>(
  scope: StatementScope,
  accountId: string,
  request: (value: V) => Promise<Schemas['StatementVerification']>,
) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: request,
    onSuccess: (result) =>
      queryClient.setQueryData(
        statementKeys.outcome(scope, user?.id ?? '', accountId),
        result.outcome,
      ),
    onSettled: () => {
      // Other features' keys (their lists and badges); named here, not imported (they link here).
      void queryClient.invalidateQueries({ queryKey: ['pending-payments'] });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
      if (scope === 'business') void queryClient.invalidateQueries({ queryKey: ['business'] });
      if (scope === 'admin') void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
