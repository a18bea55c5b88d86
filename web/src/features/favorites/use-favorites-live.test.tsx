import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../lib/auth-context';
import { RealtimeProvider, type RealtimeEvent } from '../../lib/realtime';
import { fakeRealtime } from '../../test/fake-realtime';
import { fakeUser, jsonResponse, mockGlobalFetch, signedIn } from '../../test/render';
import { favoriteKeys } from './api/favorites';
import { useFavorites } from './use-favorites';
import { useFavoritesLive } from './use-favorites-live';

vi.mock('../../lib/auth-client', () => import('../../test/auth-client-mock'));

const USER = fakeUser();
const RAFFLE_A = '11111111-1111-4111-8111-111111111111';
const RAFFLE_B = '22222222-2222-4222-8222-222222222222';

const fetchMock = mockGlobalFetch();

function favorite(event: 'favorite.added' | 'favorite.removed', raffleId: string): RealtimeEvent {
  return { type: 'event', topic: 'user', event, payload: { raffle_id: raffleId } };
}

describe('favourites from other tabs and devices', () => {
  it('follow favorite.added and favorite.removed on the user topic', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse({
          data: [{ user_id: USER.id, raffle_id: RAFFLE_A, created_at: '2026-01-01T00:00:00Z' }],
          count: 1,
        }),
      ),
    );
    const { server, client } = fakeRealtime(USER.id);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={signedIn(USER)}>
          <RealtimeProvider client={client}>
            <App>{children}</App>
          </RealtimeProvider>
        </AuthContext.Provider>
      </QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        useFavoritesLive();
        return useFavorites();
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.isFavorite(RAFFLE_A)).toBe(true));
    await waitFor(() => expect(server.push(favorite('favorite.added', RAFFLE_B))).toBe(1));
    await waitFor(() => expect(result.current.isFavorite(RAFFLE_B)).toBe(true));

    server.push(favorite('favorite.removed', RAFFLE_A));
    await waitFor(() => expect(result.current.isFavorite(RAFFLE_A)).toBe(false));
    expect(queryClient.getQueryData(favoriteKeys.ids(USER.id))).toEqual([RAFFLE_B]);
  });
});
