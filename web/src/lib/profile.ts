import { queryOptions } from '@tanstack/react-query';

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
