import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';

export type BusinessRole = 'business' | 'cashier' | 'super_admin';

/** `GET /api/v1/business/me`: who the signed-in user is in the back-office (403 when not allowed). */
export interface BusinessMe {
  role: BusinessRole;
  label: string;
  business?: { id: string; name: string } | null;
}

export const businessKeys = {
  all: ['business'] as const,
  me: (userId: string) => [...businessKeys.all, 'me', userId] as const,
};

export function fetchBusinessMe(signal?: AbortSignal): Promise<BusinessMe> {
  return api.get<BusinessMe>('/business/me', { signal });
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
