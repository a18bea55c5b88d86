import { api } from '../../../lib/api-client';
import type { Page, Raffle } from '../../../lib/raffle';

/** Favourite wire types and fetchers (`/api/v1/me/favorites…`). */

export interface Favorite {
  user_id: string;
  raffle_id: string;
  created_at: string;
  raffle?: Raffle;
}

export const favoriteKeys = {
  all: ['favorites'] as const,
  ids: (userId: string) => [...favoriteKeys.all, 'ids', userId] as const,
  raffles: (userId: string) => [...favoriteKeys.all, 'raffles', userId] as const,
};

/** Every favourite raffle id of the caller (pages of 100 until a short page). */
export async function listFavoriteIds(signal?: AbortSignal): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 0; ; page++) {
    const body = await api.get<Page<Favorite>>('/me/favorites', {
      query: { page, limit: 100 },
      signal,
    });
    ids.push(...body.data.map((f) => f.raffle_id));
    if (body.data.length < 100) return ids;
  }
}

/** The caller's favourites with their raffles, newest first. */
export function listFavoriteRaffles(
  params: { page: number; limit?: number },
  signal?: AbortSignal,
): Promise<Page<Favorite>> {
  return api.get<Page<Favorite>>('/me/favorites', {
    query: { expand: 'raffle', page: params.page, limit: params.limit ?? 16 },
    signal,
  });
}

export function addFavorite(raffleId: string): Promise<Favorite> {
  return api.put<Favorite>(`/me/favorites/${encodeURIComponent(raffleId)}`);
}

export function removeFavorite(raffleId: string): Promise<void> {
  return api.delete<void>(`/me/favorites/${encodeURIComponent(raffleId)}`);
}
