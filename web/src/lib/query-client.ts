import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api/error';

/** Client errors (4xx) are answers, not hiccups: retrying them only repeats the same answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The back-office identity's query key (features/business `businessKeys.me`'s prefix). The server
 * checks access on every request, so a cashier deactivated or a membership ended gets one of
 * these codes on their next call: the identity is then asked again and the guard shows why.
 */
const BUSINESS_ME_KEY: QueryKey = ['business', 'me'];
const LOST_ACCESS = new Set(['business_access_denied', 'business_membership_inactive']);

export function lostBusinessAccess(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && LOST_ACCESS.has(error.code);
}

function isBusinessMe(key: QueryKey): boolean {
  return BUSINESS_ME_KEY.every((part, i) => key[i] === part);
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (lostBusinessAccess(error) && !isBusinessMe(query.queryKey)) {
          void client.invalidateQueries({ queryKey: BUSINESS_ME_KEY });
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (lostBusinessAccess(error)) void client.invalidateQueries({ queryKey: BUSINESS_ME_KEY });
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
  return client;
}
