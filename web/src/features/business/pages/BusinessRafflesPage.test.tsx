import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeRaffle } from '../../../test/raffle-list-fixtures';
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
const cashier = fakeUser({ id: 'c0a80101-0000-4000-8000-000000000002', email: 'caja@x.com' });
const figures = {
  sold_numbers: 4,
  paid_numbers: 3,
  pending_numbers: 1,
  paid_amount: 6,
  pending_amount: 2,
  paid_amount_ves: 240,
  pending_amount_ves: 80,
  counter_tickets: 1,
  online_tickets: 1,
};
const active = { ...makeRaffle(1, { title: 'Parrillera', creator_id: owner.id }), figures };
const hidden = {
  ...makeRaffle(2, {
    title: 'Cesta privada',
    creator_id: owner.id,
    is_private: true,
    status: 'completed',
  }),
  figures: { ...figures, paid_amount_ves: null, pending_amount_ves: null },
};

const fetchMock = mockGlobalFetch();

function serve(role: 'business' | 'cashier') {
  const queries: URLSearchParams[] = [];
  fetchMock.mockImplementation((input: unknown) => {
    const path = requestPath(input);
    if (path === '/api/v1/business/me')
      return Promise.resolve(
        jsonResponse({
          role,
          label: role === 'cashier' ? 'Cajero' : 'Administrador',
          business: { id: owner.id, name: 'Rifas El Lago' },
        }),
      );
    if (path === '/api/v1/business/raffles') {
      queries.push(new URL(sentRequest(input).url).searchParams);
      return Promise.resolve(
        jsonResponse({
          data: [active, hidden],
          count: 2,
          exchange_rate: 40,
          exchange_rate_at: '2026-11-20T12:00:00Z',
        }),
      );
    }
    return Promise.resolve(jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404));
  });
  return queries;
}

describe('/business/raffles', () => {
  it("shows the owner each raffle's figures in USD and Bs, with create, sell, view and edit", async () => {
    serve('business');
    renderRoute('/business/raffles', { auth: signedIn(owner) });
    const cards = await screen.findAllByTestId('business-raffle');
    const [first, second] = cards;
    expect(within(first!).getByTestId('business-raffle-sold')).toHaveTextContent(
      '4 de 100 números vendidos',
    );
    expect(first).toHaveTextContent('Pagados: 3 · Pendientes: 1');
    expect(first).toHaveTextContent('1 venta en taquilla · 1 en línea');
    expect(within(first!).getByTestId('business-raffle-paid')).toHaveTextContent('$ 6,00Bs 240,00');
    expect(within(first!).getByTestId('business-raffle-pending')).toHaveTextContent(
      '$ 2,00Bs 80,00',
    );
    expect(screen.getByTestId('business-raffles-rate')).toHaveTextContent('40,00 Bs/USD');
    expect(screen.getByRole('link', { name: /Crear rifa/ })).toHaveAttribute(
      'href',
      '/business/raffles/new',
    );
    expect(within(first!).getByTestId('business-raffle-sell')).toHaveAttribute(
      'href',
      `/business/raffles/${active.id}/sell`,
    );
    expect(within(first!).getByTestId('business-raffle-view')).toHaveAttribute(
      'href',
      `/app/raffle/${active.id}`,
    );
    expect(within(first!).getByTestId('business-raffle-edit')).toBeInTheDocument();
    // A finished private raffle: its tag, no sale, no edit; no Bs without a conversion.
    expect(within(second!).getByTestId('business-raffle-private')).toHaveTextContent('Privada');
    expect(within(second!).queryByTestId('business-raffle-sell')).toBeNull();
    expect(within(second!).queryByTestId('business-raffle-edit')).toBeNull();
    expect(within(second!).getByTestId('business-raffle-paid')).not.toHaveTextContent('Bs');
  });

  it('gives a cashier only sell and view', async () => {
    serve('cashier');
    renderRoute('/business/raffles', { auth: signedIn(cashier) });
    const [first] = await screen.findAllByTestId('business-raffle');
    expect(within(first!).getByTestId('business-raffle-sell')).toBeInTheDocument();
    expect(within(first!).getByTestId('business-raffle-view')).toBeInTheDocument();
    expect(within(first!).queryByTestId('business-raffle-edit')).toBeNull();
    expect(within(first!).queryByTestId('business-raffle-draw')).toBeNull();
    expect(screen.queryByRole('link', { name: /Crear rifa/ })).toBeNull();
  });

  it('asks the status filter and the search from the first page', async () => {
    const queries = serve('business');
    const ue = setupUser();
    renderRoute('/business/raffles', { auth: signedIn(owner) });
    await screen.findAllByTestId('business-raffle');
    expect(Object.fromEntries(queries[0]!)).toEqual({ page: '0', limit: '12', status: 'all' });
    await ue.click(screen.getByRole('radio', { name: 'Canceladas' }).closest('label')!);
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('cancelled'));
    await ue.type(screen.getByRole('searchbox', { name: 'Buscar rifas' }), 'parrilla{Enter}');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('parrilla'));
    expect(queries.at(-1)?.get('status')).toBe('cancelled');
  });
});
