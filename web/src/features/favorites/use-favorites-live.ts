import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth-context';
import { USER_TOPIC, useRealtimeTopic } from '../../lib/realtime';
import { favoriteKeys } from './api/favorites';
import { withId } from './use-favorites';

/**
 * Hearts follow favourites changed in another tab or on another device (`favorite.added` and
 * `favorite.removed` on the realtime `user` topic). While a change of this tab is on its way, the
 * ids are left to it (it reads them again when done); the favourite raffles list is re-read.
 */
export function useFavoritesLive(): void {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  useRealtimeTopic(
    user ? USER_TOPIC : null,
    (event) => {
      if (user === null) return;
      if (event.event !== 'favorite.added' && event.event !== 'favorite.removed') return;
      if (queryClient.isMutating({ mutationKey: favoriteKeys.all }) === 0) {
        const id = event.payload.raffle_id;
        const present = event.event === 'favorite.added';
        queryClient.setQueryData<string[]>(favoriteKeys.ids(user.id), (ids) =>
          ids === undefined || ids.includes(id) === present ? ids : withId(ids, id, present),
        );
      }
      void queryClient.invalidateQueries({ queryKey: favoriteKeys.raffles(user.id) });
    },
    ({ resumed }) => {
      if (resumed && user !== null) {
        void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
      }
    },
  );
}
