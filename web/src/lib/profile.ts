import { queryOptions, type QueryClient } from '@tanstack/react-query';

import type { Schemas } from './api/client';

/** `GET /api/v1/profiles/me` (spec §3): the caller's own profile. */
export type Profile = Schemas['OwnProfile'];

export const profileKeys = {
  all: ['profile'] as const,
  me: (userId: string) => [...profileKeys.all, 'me', userId] as const,
};

/**
 * The signed-in user's profile. The API client (and auth-js with it) is imported on first use so
 * the AuthProvider, which loads the profile, keeps auth-js out of the entry chunk.
 */
export async function fetchMyProfile(signal?: AbortSignal): Promise<Profile> {
  const { api, body } = await import('./api/client');
  return body(api.GET('/profiles/me', { signal }));
}

export const myProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.me(userId),
    queryFn: ({ signal }) => fetchMyProfile(signal),
    staleTime: 60_000,
  });

/**
 * The first part of the query keys of everything a change of subscription alters: the plan and
 * its permissions (features/plans `planKeys`), this profile (`type`, `membership_active`), the
 * back-office identity (features/business `businessKeys`) and the own subscriptions and their
 * payments (features/subscriptions `subscriptionKeys`). Kept here, in the entry with the profile,
 * so the notifications feature refreshes them without importing the others (and without a chunk
 * of its own); the notifications page test checks it against those keys.
 */
export const ACCOUNT_QUERY_ROOTS = [
  'plan',
  profileKeys.all[0],
  'business',
  'subscriptions',
] as const;

/**
 * Reads the plan, permissions, profile, back-office identity and subscriptions again at once
 * (a subscription's payment was approved or rejected, its term is ending or ended, it was
 * cancelled): the create form and the back-office link follow without a reload.
 */
export function refreshAccount(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    ACCOUNT_QUERY_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
  ).then(() => undefined);
}
