import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRaffle, requestQuery } from '../../../test/raffle-list-fixtures';
import { jsonResponse, renderRoute, requestPath, setupUser, signedOut } from '../../../test/render';

vi.mock('../../../lib/auth-client', () => ({
  AUTH_STORAGE_KEY: 'rifa-auth',
  authClient: {
    getSession: () => Promise.resolve({ data: { session: null }, error: null }),
    signOut: () => Promise.resolve({ error: null }),
  },
}));

const fetchMock = vi.fn<(input: unknown) => Promise<Response>>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    if (requestPath(input) !== '/api/v1/raffles/search') {
      return Promise.resolve(jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404));
    }
    const q = requestQuery(input).get('q');
    if (q === 'falla') {
      return Promise.resolve(
        jsonResponse({ error: { code: 'internal', message: 'Error interno' } }, 500),
      );
    }
    const data = q === 'moto' ? [makeRaffle(1, { title: 'Moto 0 km' }), makeRaffle(2)] : [];
    return Promise.resolve(jsonResponse({ data, count: data.length }));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/search-raffles', () => {
  it('searches active raffles (20 at most) and shows them as cards', async () => {
    const user = setupUser();
    renderRoute('/search-raffles', { auth: signedOut });
    await screen.findByRole('heading', { level: 1, name: 'Buscar rifas' });
    expect(
      screen.getByText('Escribe lo que buscas para ver las rifas activas que coinciden.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByRole('searchbox', { name: 'Texto a buscar' }), 'moto');
    expect(await screen.findByText('Moto 0 km')).toBeInTheDocument();
    expect(screen.getByText('2 resultados')).toBeInTheDocument();
    expect(screen.getAllByTestId('raffle-card')).toHaveLength(2);
    const query = requestQuery(fetchMock.mock.calls.at(-1)?.[0]);
    expect(query.get('q')).toBe('moto');
    expect(query.get('limit')).toBe('20');
  });

  it('says when nothing matches and when the search fails', async () => {
    const user = setupUser();
    renderRoute('/search-raffles?q=nada', { auth: signedOut });
    expect(
      await screen.findByText('No encontramos rifas activas para «nada».'),
    ).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Texto a buscar' });
    await user.clear(box);
    await user.type(box, 'falla');
    expect(await screen.findByText('Error al buscar las rifas')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId('raffle-card')).toHaveLength(0));
  });
});
