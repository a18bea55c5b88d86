import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, body, type Schemas } from '../../../lib/api/client';
import { profileKeys } from '../../../lib/profile';

/** An organiser as anyone sees them: the public profile, the ratings received, their raffles. */

export type PublicProfile = Schemas['PublicProfile'];
export type PublicRating = Schemas['PublicRating'];

export const ORGANISER_PAGE_SIZE = 10;

const organiserKeys = {
  profile: (id: string) => [...profileKeys.all, 'public', id] as const,
  ratings: (id: string, page: number) => [...profileKeys.all, 'ratings', id, page] as const,
  raffles: (id: string, page: number) => [...profileKeys.all, 'raffles', id, page] as const,
};

/** `GET /profiles/{id}`. */
export function getPublicProfile(id: string, signal?: AbortSignal) {
  return body(api.GET('/profiles/{id}', { params: { path: { id } }, signal }));
}

/** `GET /profiles/{id}/ratings`: newest first, the raters' names masked. */
export function listProfileRatings(id: string, page: number, signal?: AbortSignal) {
  return body(
    api.GET('/profiles/{id}/ratings', {
      params: { path: { id }, query: { page, limit: ORGANISER_PAGE_SIZE } },
      signal,
    }),
  );
}

/** `GET /users/{id}/raffles`: their public raffles, newest first. */
export function listUserRaffles(id: string, page: number, signal?: AbortSignal) {
  return body(
    api.GET('/users/{id}/raffles', {
      params: { path: { id }, query: { page, limit: ORGANISER_PAGE_SIZE } },
      signal,
    }),
  );
}

export const publicProfileQuery = (id: string) =>
  queryOptions({
    queryKey: organiserKeys.profile(id),
    queryFn: ({ signal }) => getPublicProfile(id, signal),
  });

export function useOrganiserRatings(id: string, page: number) {
  return useQuery({
    queryKey: organiserKeys.ratings(id, page),
    queryFn: ({ signal }) => listProfileRatings(id, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrganiserRaffles(id: string, page: number) {
  return useQuery({
    queryKey: organiserKeys.raffles(id, page),
    queryFn: ({ signal }) => listUserRaffles(id, page, signal),
    placeholderData: keepPreviousData,
  });
}
