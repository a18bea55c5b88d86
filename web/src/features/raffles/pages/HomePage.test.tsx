import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRaffle, requestQuery } from '../../../test/raffle-list-fixtures';
import {
  fakeUser,
  jsonResponse,
  renderRoute,
  requestPath,
  signedIn,
  signedOut,
} from '../../../test/render';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const HOUR = 3600 * 1000;
const fetchMock = vi.fn<(input: unknown) => Promise<Response>>();
let failLists = false;

const soon = makeRaffle(1, { title: 'Termina en una hora', end_date: iso(HOUR) });
const later = makeRaffle(2, { title: 'Termina en una semana', end_date: iso(7 * 24 * HOUR) });
const past = makeRaffle(3, { title: 'Ya debió cerrar', end_date: iso(-HOUR) });
const favorite = makeRaffle(9, { title: 'Mi rifa favorita' });

function iso(offset: number) {
  return new Date(Date.now() + offset).toISOString();
}

function titlesIn(section: HTMLElement): string[] {
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '');
}

beforeEach(() => {
  failLists = false;
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const path = requestPath(input);
    const query = requestQuery(input);
    if (path === '/api/v1/raffles') {
      if (failLists) {
        return Promise.resolve(
          jsonResponse({ error: { code: 'internal', message: 'Error interno' } }, 500),
        );
      }
      // sort=ending: still ahead of their end, soonest first; otherwise newest first.
      if (query.get('sort') === 'ending') {
        return Promise.resolve(jsonResponse({ data: [soon, later], count: 2 }));
      }
      return Promise.resolve(jsonResponse({ data: [later, past, soon], count: 3 }));
    }
    if (path === '/api/v1/me/favorites') {
      const data =
        query.get('expand') === 'raffle'
          ? [{ user_id: 'u', raffle_id: favorite.id, created_at: iso(0), raffle: favorite }]
          : [{ user_id: 'u', raffle_id: favorite.id, created_at: iso(0) }];
      return Promise.resolve(jsonResponse({ data, count: 1 }));
    }
    return Promise.resolve(jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/app (home)', () => {
  it('lists the open raffles by end date, the newest, and invites to sign in', async () => {
    renderRoute('/app', { auth: signedOut });
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    const ending = screen.getByTestId('home-ending-soon');
    await waitFor(() =>
      expect(titlesIn(ending)).toEqual(['Termina en una hora', 'Termina en una semana']),
    );
    const endingCall = fetchMock.mock.calls
      .map(([input]) => requestQuery(input))
      .find((q) => q.get('sort') === 'ending');
    expect(endingCall?.get('status')).toBe('active');

    const newest = screen.getByTestId('home-newest');
    await waitFor(() =>
      expect(titlesIn(newest)).toEqual([
        'Termina en una semana',
        'Ya debió cerrar',
        'Termina en una hora',
      ]),
    );
    const favorites = screen.getByTestId('home-favorites');
    expect(
      within(favorites).getByText('Inicia sesión para guardar tus rifas favoritas y verlas aquí.'),
    ).toBeInTheDocument();
    expect(within(favorites).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it("shows the signed-in user's favourites with their hearts pressed", async () => {
    renderRoute('/app', { auth: signedIn(fakeUser()) });
    const favorites = await screen.findByTestId('home-favorites');
    await waitFor(() => expect(titlesIn(favorites)).toEqual(['Mi rifa favorita']));
    await waitFor(() =>
      expect(
        within(favorites).getByRole('button', { name: 'Quitar de favoritos' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('falls back to the sample raffles when nothing loads', async () => {
    failLists = true;
    renderRoute('/app', { auth: signedOut });
    const samples = await screen.findByTestId('sample-raffles');
    expect(samples).toHaveAttribute('data-reason', 'failed');
    expect(within(samples).getByText('Rifas de ejemplo')).toBeInTheDocument();
    expect(screen.getByText('Error al cargar las rifas')).toBeInTheDocument();
    expect(screen.queryByTestId('home-ending-soon')).toBeNull();
  });
});
