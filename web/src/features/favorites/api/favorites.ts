import { api, body, type Schemas } from '../../../lib/api/client';

/** Favourite fetchers (`/api/v1/me/favorites…`), typed by api/openapi.yaml. */

export type Favorite = Schemas['Favorite'];

export const favoriteKeys = {
  all: ['favorites'] as const,
  ids: (userId: string) => [...favoriteKeys.all, 'ids', userId] as const,
  raffles: (userId: string) => [...favoriteKeys.all, 'raffles', userId] as const,
};

/** Every favourite raffle id of the caller (pages of 100 until a short page). */
export async function listFavoriteIds(signal?: AbortSignal): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 0; ; page++) {
    const { data } = await body(
      api.GET('/me/favorites', { params: { query: { page, limit: 100 } }, signal }),
    );
    ids.push(...data.map((f) => f.raffle_id));
    if (data.length < 100) return ids;
  }
}

/** The caller's favourites with their raffles, newest first. */
export function listFavoriteRaffles(
  params: { page: number; limit?: number },
  signal?: AbortSignal,
) {
  return body(
    api.GET('/me/favorites', {
      params: { query: { expand: 'raffle', page: params.page, limit: params.limit ?? 16 } },
      signal,
    }),
  );
}

export function addFavorite(raffleId: string) {
  return body(api.PUT('/me/favorites/{raffle_id}', { params: { path: { raffle_id: raffleId } } }));
}

export function removeFavorite(raffleId: string) {
  return body(
    api.DELETE('/me/favorites/{raffle_id}', { params: { path: { raffle_id: raffleId } } }),
  );
}
