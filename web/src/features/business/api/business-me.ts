import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, body, type Schemas } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth-context';

/** `GET /api/v1/business/me`: who the signed-in user is in the back-office (403 when not allowed). */
export type BusinessMe = Schemas['BusinessMe'];
export type BusinessRole = BusinessMe['role'];

export const businessKeys = {
  all: ['business'] as const,
  me: (userId: string) => [...businessKeys.all, 'me', userId] as const,
};

export function fetchBusinessMe(signal?: AbortSignal) {
  return body(api.GET('/business/me', { signal }));
}

export const businessMeQuery = (userId: string) =>
  queryOptions({
    queryKey: businessKeys.me(userId),
    queryFn: ({ signal }) => fetchBusinessMe(signal),
    staleTime: 60_000,
    retry: false,
  });

/** The back-office identity of the signed-in user (disabled while signed out). */
export function useBusinessMe() {
  const { user } = useAuth();
  return useQuery({ ...businessMeQuery(user?.id ?? ''), enabled: user !== null });
}
