import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from '../../../lib/api/client';
import { profileKeys } from '../../../lib/profile';
import { businessKeys } from './business-me';

/** The business's settings (`GET /business/settings`, owner only). */
export type BusinessSettings = Schemas['BusinessSettings'];
export type BusinessSettingsUpdate = Schemas['BusinessSettingsUpdate'];

export const settingsKeys = {
  all: [...businessKeys.all, 'settings'] as const,
};

export function fetchBusinessSettings(signal?: AbortSignal) {
  return body(api.GET('/business/settings', { signal }));
}

export const businessSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => fetchBusinessSettings(signal),
  });

export function useBusinessSettings(enabled = true) {
  return useQuery({ ...businessSettingsQuery(), enabled });
}

/**
 * `PATCH /business/settings`. The settings are the owner's profile: the profile (and the
 * back-office identity, whose business name it is) are read again too.
 */
export function useUpdateBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: BusinessSettingsUpdate) =>
      body(api.PATCH('/business/settings', { body: update })),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.all, settings);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: [...businessKeys.all, 'me'] }),
      ]);
    },
  });
}
