import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body } from '../../../lib/api/client';
import { adminKeys } from '../admin';

/** `GET /exchange-rate` (the platform's Bs-per-USD rate) and `PUT /admin/exchange-rate`. */

export function fetchPlatformRate(signal?: AbortSignal) {
  return body(api.GET('/exchange-rate', { signal }));
}

export const platformRateQuery = () =>
  queryOptions({
    queryKey: adminKeys.rate(),
    queryFn: ({ signal }) => fetchPlatformRate(signal),
  });

export function usePlatformRate() {
  return useQuery(platformRateQuery());
}

export function setPlatformRate(rate: number) {
  return body(api.PUT('/admin/exchange-rate', { body: { exchange_rate: rate } }));
}

export function useSetPlatformRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlatformRate,
    onSuccess: (rate) => {
      queryClient.setQueryData(adminKeys.rate(), rate);
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
