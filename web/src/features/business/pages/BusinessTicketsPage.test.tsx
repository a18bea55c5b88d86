import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeUser,
  jsonResponse,
  mockGlobalFetch,
  renderRoute,
  requestPath,
  sentRequest,
  setupUser,
  signedIn,
} from '../../../test/render';

const owner = fakeUser();
const cashier = { id: 'c0a80101-0000-4000-8000-000000000002', name: 'Ana Cajera' };
const raffle = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  title: 'Parrillera',
  image_url: null,
  total_tickets: 100,
  status: 'active',
};
const totals = {
  tickets: 2,
  numbers: 4,
  amount: 8,
  paid_amount: 6,
  pending_amount: 2,
  cancelled: 1,
};

const fetchMock = mockGlobalFetch();

function ticket(buyer: string, numbers: number[], seller: typeof cashier | null) {
  return {
    id: `t-${buyer}`,
    raffle_id: raffle.id,
    user_id: null,
    numbers,
    status: 'paid',
    price: numbers.length * 2,
    buyer_name: buyer,
    buyer_email: '',
    buyer_phone: '0424-5551234',
    sold_by: seller?.id ?? null,
    expires_at: null,
    payment_status: null,
    receipt_code: 'a'.repeat(32),
    rating: null,
    purchase_date: '2026-11-21T15:04:05Z',
    created_at: '2026-11-21T15:04:05Z',
    updated_at: '2026-11-21T15:04:05Z',
    raffle,
    seller: seller ? { ...seller, role: 'cashier' } : null,
  };
}

/** The back-office as the server answers it; every `GET /business/tickets` query is kept. */
function serve() {
  const queries: URLSearchParams[] = [];
  fetchMock.mockImplementation((input: unknown) => {
    const path = requestPath(input);
    if (path === '/api/v1/business/me')
      return Promise.resolve(
        jsonResponse({
          role: 'business',
          label: 'Administrador',
          business: { id: owner.id, name: 'Rifas El Lago' },
        }),
      );
    if (path === '/api/v1/business/cashiers')
      return Promise.resolve(jsonResponse({ data: [{ ...cashier }], count: 1 }));
    if (path === '/api/v1/business/raffles')
      return Promise.resolve(
        jsonResponse({ data: [raffle], count: 1, exchange_rate: null, exchange_rate_at: null }),
      );
    if (path === '/api/v1/business/tickets') {
      queries.push(new URL(sentRequest(input).url).searchParams);
      return Promise.resolve(
        jsonResponse({
          data: [ticket('José Rodríguez', [5, 6, 7], cashier), ticket('Beto', [8], null)],
          count: 2,
          totals,
        }),
      );
    }
    return Promise.resolve(jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404));
  });
  return queries;
}

describe('/business/tickets', () => {
  it('asks the filters of the URL, shows the totals and who sold each ticket', async () => {
    const queries = serve();
    renderRoute(
      '/business/tickets?seller=online&status=paid&from=2026-11-01&to=2026-11-21&page=1',
      {
        auth: signedIn(owner),
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tickets Vendidos' }),
    ).toBeInTheDocument();
    const totalsCards = await screen.findByTestId('sales-totals');
    expect(within(totalsCards).getByTestId('sales-total-tickets')).toHaveTextContent('2');
    expect(within(totalsCards).getByTestId('sales-total-amount')).toHaveTextContent('$ 8,00');
    expect(within(totalsCards).getByTestId('sales-total-cancelled')).toHaveTextContent('1');

    const query = Object.fromEntries(queries[0]!);
    expect(query).toMatchObject({ seller: 'online', status: 'paid', page: '1', limit: '20' });
    // Local days: the first day's start and the start of the day after the last.
    expect(new Date(query['from']!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(query['to']!).getTime()).toBe(new Date(2026, 10, 22).getTime());

    const rows = screen.getAllByTestId('sold-ticket');
    expect(rows[0]).toHaveTextContent('José Rodríguez');
    expect(rows[0]).toHaveTextContent('05, 06, 07');
    expect(rows[0]).toHaveTextContent('Ana Cajera');
    expect(rows[1]).toHaveTextContent('En línea');
  });

  it('filters by a cashier from the seller select and starts again from the first page', async () => {
    const queries = serve();
    const ue = setupUser();
    const { router } = renderRoute('/business/tickets?page=2', { auth: signedIn(owner) });
    await screen.findByTestId('sales-totals');
    await ue.click(screen.getByRole('combobox', { name: 'Vendedor' }));
    await ue.click(await screen.findByTitle('Ana Cajera (cajero)'));
    await waitFor(() => expect(router.state.location.search).toBe(`?seller=${cashier.id}`));
    await waitFor(() => expect(queries.at(-1)?.get('seller')).toBe(cashier.id));
    expect(queries.at(-1)?.get('page')).toBe('0');
    // The owner's own counter sales and the online ones are choices too.
    expect(screen.getByTitle('Rifas El Lago (administrador)')).toBeInTheDocument();
    expect(screen.getByTitle('En línea')).toBeInTheDocument();
  });
});
