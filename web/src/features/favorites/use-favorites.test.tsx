import type { ReactNode } from 'react';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '../../lib/auth-context';
import { favoriteKeys } from './api/favorites';
import { favoritesStorageKey, readFavoritesBackup, useFavorites } from './use-favorites';
import {
  fakeUser,
  jsonResponse,
  requestPath,
  signedIn,
  signedOut,
  requestMethod,
  sentRequest,
} from '../../test/render';

vi.mock('../../lib/auth-client', () => import('../../test/auth-client-mock'));

const USER = fakeUser();
const RAFFLE_A = '11111111-1111-4111-8111-111111111111';
const RAFFLE_B = '22222222-2222-4222-8222-222222222222';

type Handler = (path: string, request: Request) => Promise<Response>;
const fetchMock = vi.fn<(input: unknown) => Promise<Response>>();
let handler: Handler;

function favoritesPage(ids: string[]) {
  return jsonResponse({
    data: ids.map((raffle_id) => ({
      user_id: USER.id,
      raffle_id,
      created_at: '2026-01-01T00:00:00Z',
    })),
    count: ids.length,
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function setup(auth: AuthState = signedIn(USER)) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <App>{children}</App>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useFavorites(), { wrapper });
  return { ...hook, queryClient };
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => handler(requestPath(input), sentRequest(input)));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useFavorites', () => {
  it('loads the ids and keeps a backup per user in localStorage', async () => {
    handler = () => Promise.resolve(favoritesPage([RAFFLE_A]));
    const { result } = setup();
    await waitFor(() => expect(result.current.isFavorite(RAFFLE_A)).toBe(true));
    expect(result.current.isFavorite(RAFFLE_B)).toBe(false);
    expect(favoritesStorageKey(USER.id)).toContain(USER.id);
    await waitFor(() => expect(readFavoritesBackup(USER.id)).toEqual([RAFFLE_A]));
  });

  it('adds optimistically, before the server answers, and keeps it on success', async () => {
    const put = deferred<Response>();
    handler = (_path, request) => {
      if (request.method === 'PUT') return put.promise;
      return Promise.resolve(favoritesPage([]));
    };
    const { result } = setup();
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    act(() => result.current.toggle(RAFFLE_B));
    await waitFor(() => expect(result.current.isFavorite(RAFFLE_B)).toBe(true));
    const call = fetchMock.mock.calls.find(([input]) => requestMethod(input) === 'PUT');
    expect(requestPath(call?.[0])).toBe(`/api/v1/me/favorites/${RAFFLE_B}`);

    handler = (_path, request) =>
      request.method === 'PUT' ? put.promise : Promise.resolve(favoritesPage([RAFFLE_B]));
    put.resolve(
      jsonResponse(
        { user_id: USER.id, raffle_id: RAFFLE_B, created_at: '2026-01-02T00:00:00Z' },
        201,
      ),
    );
    await waitFor(() => expect(readFavoritesBackup(USER.id)).toEqual([RAFFLE_B]));
    expect(result.current.isFavorite(RAFFLE_B)).toBe(true);
  });

  it('reverts a failed removal and says so in Spanish', async () => {
    const del = deferred<Response>();
    handler = (_path, request) => {
      if (request.method === 'DELETE') return del.promise;
      return Promise.resolve(favoritesPage([RAFFLE_A, RAFFLE_B]));
    };
    const { result, queryClient } = setup();
    await waitFor(() => expect(result.current.isFavorite(RAFFLE_A)).toBe(true));

    act(() => result.current.toggle(RAFFLE_A));
    await waitFor(() => expect(result.current.isFavorite(RAFFLE_A)).toBe(false));
    expect(result.current.isFavorite(RAFFLE_B)).toBe(true);

    del.resolve(jsonResponse({ error: { code: 'internal', message: 'Error interno' } }, 500));
    await waitFor(() => expect(result.current.isFavorite(RAFFLE_A)).toBe(true));
    expect(result.current.isFavorite(RAFFLE_B)).toBe(true);
    expect(
      await screen.findByText('No se pudo actualizar tus favoritos. Intenta de nuevo.'),
    ).toBeInTheDocument();
    expect(queryClient.getQueryData(favoriteKeys.ids(USER.id))).toEqual(
      expect.arrayContaining([RAFFLE_A, RAFFLE_B]),
    );
  });

  it('falls back to the localStorage backup when the list cannot be loaded', async () => {
    window.localStorage.setItem(favoritesStorageKey(USER.id), JSON.stringify([RAFFLE_B]));
    window.localStorage.setItem(favoritesStorageKey('someone-else'), JSON.stringify([RAFFLE_A]));
    handler = () =>
      Promise.resolve(jsonResponse({ error: { code: 'internal', message: 'Error interno' } }, 503));
    const { result } = setup();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isFavorite(RAFFLE_B)).toBe(true);
    expect(result.current.isFavorite(RAFFLE_A)).toBe(false);
    // The backup is not overwritten by the failure.
    expect(readFavoritesBackup(USER.id)).toEqual([RAFFLE_B]);
  });

  it('asks an anonymous user to sign in and sends nothing', async () => {
    handler = () => Promise.resolve(favoritesPage([]));
    const { result } = setup(signedOut);
    expect(result.current.signedIn).toBe(false);
    act(() => result.current.toggle(RAFFLE_A));
    expect(
      await screen.findByText('Inicia sesión para guardar tus rifas favoritas.'),
    ).toBeInTheDocument();
    expect(result.current.isFavorite(RAFFLE_A)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
