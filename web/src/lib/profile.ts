import { queryOptions } from '@tanstack/react-query';

/** `GET /api/v1/profiles/me` (spec §3). */
export interface Profile {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  avatar_url: string | null;
  rating: number;
  rating_count: number;
  is_verified: boolean;
  bio: string | null;
  joined_date: string;
  type: string;
  membership_active: boolean;
  is_super_admin: boolean;
  created_at: string;
  updated_at: string;
}

export const profileKeys = {
  all: ['profile'] as const,
  me: (userId: string) => [...profileKeys.all, 'me', userId] as const,
};

/**
 * The signed-in user's profile. The API client (and auth-js with it) is imported on first use so
 * the AuthProvider, which loads the profile, keeps auth-js out of the entry chunk.
 */
export async function fetchMyProfile(signal?: AbortSignal): Promise<Profile> {
  const { api } = await import('./api-client');
  return api.get<Profile>('/profiles/me', { signal });
}

export const myProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.me(userId),
    queryFn: ({ signal }) => fetchMyProfile(signal),
    staleTime: 60_000,
  });
