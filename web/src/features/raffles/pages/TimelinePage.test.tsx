import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { es } from '../../../locales/es';
import { RAFFLE_PAGE_SIZE } from '../../../lib/raffle';
import { makeRaffle, makeRaffles, requestQuery } from '../../../test/raffle-list-fixtures';
import {
  PHONE,
  jsonResponse,
  renderRoute,
  requestPath,
  setupUser,
  signedOut,
} from '../../../test/render';

vi.mock('../../../lib/auth-client', () => ({
  AUTH_STORAGE_KEY: 'rifa-auth',
  authClient: {
    getSession: () => Promise.resolve({ data: { session: null }, error: null }),
    signOut: () => Promise.resolve({ error: null }),
  },
}));

type Answer = (query: URLSearchParams) => Response | Promise<Response>;
const fetchMock = vi.fn<(input: unknown) => Promise<Response>>();
let answerList: Answer;

const serverError = () =>
  jsonResponse({ error: { code: 'internal', message: 'Error interno' } }, 500);

function listCalls() {
  return fetchMock.mock.calls
    .filter(([input]) => requestPath(input) === '/api/v1/raffles')
    .map(([input]) => requestQuery(input));
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    if (requestPath(input) === '/api/v1/raffles') {
      return Promise.resolve(answerList(requestQuery(input)));
    }
    return Promise.resolve(jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openTimeline(width?: number) {
  renderRoute('/app/timeline', { auth: signedOut, width });
  await screen.findByRole('heading', { level: 1, name: 'Timeline' });
}

describe('/app/timeline', () => {
  it('shows the sample raffles and the error when the first load fails', async () => {
    answerList = serverError;
    await openTimeline(PHONE);
    expect(await screen.findByText('Error al cargar las rifas')).toBeInTheDocument();
    const samples = screen.getByTestId('sample-raffles');
    expect(within(samples).getByText('Rifas de ejemplo')).toBeInTheDocument();
    const cards = within(samples).getAllByTestId('raffle-card');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.getAttribute('data-raffle-id')).toMatch(/^sample-/);
      expect(within(card).getByText('Ejemplo')).toBeInTheDocument();
      // Samples cannot be favourited.
      expect(within(card).queryByRole('button', { name: 'Agregar a favoritos' })).toBeNull();
    }
    const first = within(cards[0] as HTMLElement).getByRole('link');
    expect(first.getAttribute('href')).toMatch(/^\/app\/raffle\/sample-/);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  });

  it('shows the samples when nothing is published, but not for an empty filter', async () => {
    const user = setupUser();
    answerList = () => jsonResponse({ data: [], count: 0 });
    await openTimeline();
    const samples = await screen.findByTestId('sample-raffles');
    expect(samples).toHaveAttribute('data-reason', 'empty');
    expect(screen.queryByText('Error al cargar las rifas')).toBeNull();

    const filters = screen.getByRole('radiogroup', { name: es.raffleList.filterLabel });
    await user.click(within(filters).getByText('Por sortear'));
    expect(
      await screen.findByText('No encontramos rifas con ese filtro o búsqueda.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('sample-raffles')).toBeNull();
    expect(listCalls().at(-1)?.get('status')).toBe('waiting');
  });

  it("offers 'Cargar más' only while the last page came back full", async () => {
    const user = setupUser();
    answerList = (query) => {
      const page = Number(query.get('page'));
      expect(query.get('limit')).toBe(String(RAFFLE_PAGE_SIZE));
      const raffles =
        page === 0 ? makeRaffles(0, RAFFLE_PAGE_SIZE) : makeRaffles(RAFFLE_PAGE_SIZE, 5);
      return jsonResponse({ data: raffles, count: RAFFLE_PAGE_SIZE + 5 });
    };
    await openTimeline();
    await waitFor(() => expect(screen.getAllByTestId('raffle-card')).toHaveLength(16));
    expect(screen.getByText('Rifa 0')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(screen.getAllByTestId('raffle-card')).toHaveLength(21));
    expect(listCalls().map((q) => q.get('page'))).toEqual(['0', '1']);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    expect(screen.getByText('Mostrando 21 de 21 rifas')).toBeInTheDocument();
  });

  it("has no 'Cargar más' after a short first page", async () => {
    answerList = () => jsonResponse({ data: makeRaffles(0, 15), count: 15 });
    await openTimeline();
    await waitFor(() => expect(screen.getAllByTestId('raffle-card')).toHaveLength(15));
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  });

  it('says so when loading more fails, and keeps what it has', async () => {
    const user = setupUser();
    answerList = (query) =>
      query.get('page') === '0'
        ? jsonResponse({ data: makeRaffles(0, 16), count: 40 })
        : serverError();
    await openTimeline();
    await user.click(await screen.findByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('Error al cargar más rifas')).toBeInTheDocument();
    expect(screen.getAllByTestId('raffle-card')).toHaveLength(16);
    expect(screen.getByRole('button', { name: 'Cargar más' })).toBeInTheDocument();
  });

  it('debounces the refresh button and says so when refreshing fails', async () => {
    const user = setupUser();
    answerList = () => jsonResponse({ data: [makeRaffle(1)], count: 1 });
    await openTimeline();
    await screen.findByText('Rifa 1');
    expect(listCalls()).toHaveLength(1);

    answerList = serverError;
    const refresh = screen.getByRole('button', { name: /Actualizar/ });
    await user.click(refresh);
    await user.click(refresh);
    await user.click(refresh);
    expect(await screen.findByText('Error al actualizar las rifas')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(2);
    // The raffles already shown stay.
    expect(screen.getByText('Rifa 1')).toBeInTheDocument();
    expect(screen.queryByTestId('sample-raffles')).toBeNull();
  });

  it('searches the typed text once typing settles', async () => {
    const user = setupUser();
    answerList = (query) =>
      jsonResponse(
        query.get('q') === 'moto'
          ? { data: [makeRaffle(7, { title: 'Moto nueva' })], count: 1 }
          : { data: [makeRaffle(1)], count: 1 },
      );
    await openTimeline();
    await screen.findByText('Rifa 1');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar rifas' }), 'moto');
    expect(await screen.findByText('Moto nueva')).toBeInTheDocument();
    expect(listCalls().map((q) => q.get('q'))).toEqual([null, 'moto']);
  });
});
