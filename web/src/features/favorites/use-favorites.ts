import { useCallback, useEffect, useMemo } from 'react';
import { App, message as staticMessage } from 'antd';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { es } from '../../locales/es';
import { useAuth } from '../../lib/auth-context';
import { addFavorite, favoriteKeys, listFavoriteIds, removeFavorite } from './api/favorites';

/**
 * The caller's favourite raffle ids (spec §4: favourite changes are optimistic and reverted on
 * failure). The last list the server gave is kept in localStorage per user and shown while the
 * list loads or when loading fails.
 */

const STORAGE_PREFIX = 'rifa-favorites:';

/** The localStorage key of a user's favourite ids backup. */
export function favoritesStorageKey(userId: string): string {
  return `${STORAGE_PREFIX}${userId}`;
}

/** The backed-up ids of a user, or null when there is none (or it is unreadable). */
export function readFavoritesBackup(userId: string): string[] | null {
  try {
    const raw = window.localStorage.getItem(favoritesStorageKey(userId));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return null;
    return parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    return null;
  }
}

export function writeFavoritesBackup(userId: string, ids: readonly string[]): void {
  try {
    window.localStorage.setItem(favoritesStorageKey(userId), JSON.stringify(ids));
  } catch {
    // Storage full or disabled (private mode): the backup is a convenience, not a requirement.
  }
}

export const favoriteIdsQuery = (userId: string) =>
  queryOptions({
    queryKey: favoriteKeys.ids(userId),
    queryFn: ({ signal }) => listFavoriteIds(signal),
    staleTime: 60_000,
  });

/** The ids with `id` present (last) or absent. */
export function withId(ids: readonly string[], id: string, present: boolean): string[] {
  const rest = ids.filter((other) => other !== id);
  return present ? [...rest, id] : rest;
}

export interface FavoritesState {
  /** True once a user is signed in; anonymous users are asked to sign in when they toggle. */
  signedIn: boolean;
  /** The favourite ids shown (the server's, else the local backup while loading or after a failure). */
  ids: readonly string[];
  isFavorite: (raffleId: string) => boolean;
  /** Adds or removes a favourite optimistically; a failure puts it back and says so. */
  toggle: (raffleId: string) => void;
  /** True while the first load of the list is under way. */
  isLoading: boolean;
  /** True when the list could not be loaded (the backup, if any, is shown). */
  isError: boolean;
}

interface ToggleVars {
  raffleId: string;
  favorite: boolean;
}

/** The caller's favourites, shared by every heart on the page (one query per user). */
export function useFavorites(): FavoritesState {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  // Pages render inside antd's <App>; elsewhere fall back to the static API.
  const appMessage = App.useApp().message;
  const message = typeof appMessage.error === 'function' ? appMessage : staticMessage;

  const query = useQuery({
    ...favoriteIdsQuery(userId ?? ''),
    enabled: userId !== null,
  });

  useEffect(() => {
    if (userId !== null && query.data) writeFavoritesBackup(userId, query.data);
  }, [userId, query.data]);

  const needBackup = userId !== null && query.data === undefined;
  const backup = useMemo(
    () => (needBackup && userId !== null ? readFavoritesBackup(userId) : null),
    [needBackup, userId],
  );
  const ids = useMemo<readonly string[]>(() => query.data ?? backup ?? [], [query.data, backup]);
  const idSet = useMemo(() => new Set(ids), [ids]);

  const mutation = useMutation({
    mutationFn: async ({ raffleId, favorite }: ToggleVars) => {
      if (favorite) await addFavorite(raffleId);
      else await removeFavorite(raffleId);
    },
    onMutate: async ({ raffleId, favorite }) => {
      if (userId === null) return;
      const key = favoriteKeys.ids(userId);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<string[]>(key, (old) =>
        withId(old ?? readFavoritesBackup(userId) ?? [], raffleId, favorite),
      );
    },
    onError: (_error, { raffleId, favorite }) => {
      if (userId !== null) {
        // Undo only this change: other toggles made meanwhile stay as they are.
        queryClient.setQueryData<string[]>(favoriteKeys.ids(userId), (old) =>
          withId(old ?? [], raffleId, !favorite),
        );
      }
      void message.error(es.favorites.toggleError);
    },
    onSettled: async () => {
      if (userId === null) return;
      await queryClient.invalidateQueries({ queryKey: favoriteKeys.raffles(userId) });
      // Refetch the ids only when no other toggle is in flight (it would undo that one on screen).
      if (queryClient.isMutating({ mutationKey: favoriteKeys.all }) <= 1) {
        await queryClient.invalidateQueries({ queryKey: favoriteKeys.ids(userId) });
      }
    },
    mutationKey: favoriteKeys.all,
  });

  const { mutate } = mutation;
  const toggle = useCallback(
    (raffleId: string) => {
      if (userId === null) {
        void message.info(es.favorites.signInRequired);
        return;
      }
      mutate({ raffleId, favorite: !idSet.has(raffleId) });
    },
    [userId, idSet, mutate, message],
  );
  const isFavorite = useCallback((raffleId: string) => idSet.has(raffleId), [idSet]);

  return {
    signedIn: userId !== null,
    ids,
    isFavorite,
    toggle,
    isLoading: userId !== null && query.isPending,
    isError: query.isError,
  };
}
