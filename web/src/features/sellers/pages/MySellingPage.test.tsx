import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeUser,
  fill,
  jsonResponse,
  mockGlobalFetch,
  renderRoute,
  requestJson,
  requestMethod,
  requestPath,
  sentRequest,
  setupUser,
  signedIn,
} from '../../../test/render';

const ana = fakeUser();
const SELLER_ID = 'a0000000-0000-4000-8000-000000000001';
const RAFFLE_ID = 'b0000000-0000-4000-8000-000000000002';
const SALE_PATH = `/api/v1/me/sellers/${SELLER_ID}/tickets`;

const figures = {
  tickets: 0,
  numbers: 0,
  counter_tickets: 0,
  online_tickets: 0,
  sold: 0,
  collected: 0,
  owed: 0,
  commission: 0,
  settled: 0,
  commission_due: 0,
};

const seller = {
  id: SELLER_ID,
  raffle_id: RAFFLE_ID,
  user_id: ana.id,
  name: 'Ana Pérez',
  email: ana.email,
  phone: '',
  status: 'active',
  code: 'codigo',
  link: `/app/raffle/${RAFFLE_ID}?v=codigo`,
  commission_type: 'percent',
  commission_value: 10,
  block: { start: 10, end: 19, locked: false },
  invite_expires_at: null,
  figures,
  settlements: [],
  created_at: '2026-11-20T12:00:00Z',
  updated_at: '2026-11-20T12:00:00Z',
  raffle: {
    id: RAFFLE_ID,
    title: 'Cesta',
    status: 'active',
    end_date: '2026-12-20T12:00:00Z',
    ticket_price: 2.5,
    total_tickets: 100,
  },
};

const fetchMock = mockGlobalFetch();

/** The API as the page reads it; the first sale request fails as a lost connection does. */
function serve() {
  const sales: Request[] = [];
  fetchMock.mockImplementation((input) => {
    const path = requestPath(input);
    const method = requestMethod(input);
    if (path === '/api/v1/me/sellers') return Promise.resolve(jsonResponse({ data: [seller] }));
    if (path === SALE_PATH && method === 'GET') return Promise.resolve(jsonResponse({ data: [] }));
    if (path === `/api/v1/raffles/${RAFFLE_ID}/numbers`) {
      return Promise.resolve(jsonResponse({ total_tickets: 100, numbers_version: 1, taken: [12] }));
    }
    if (path === SALE_PATH && method === 'POST') {
      sales.push(sentRequest(input));
      if (sales.length === 1) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(
        jsonResponse(
          {
            id: 'e0000000-0000-4000-8000-000000000001',
            raffle_id: RAFFLE_ID,
            numbers: [10, 11],
            receipt_code: 'c'.repeat(32),
          },
          201,
        ),
      );
    }
    return Promise.resolve(jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404));
  });
  return sales;
}

describe('/app/selling offline', () => {
  it('queues a sale whose request fails with its key, shows it pending, sends it when online', async () => {
    const sales = serve();
    const ue = setupUser();
    renderRoute('/app/selling', { auth: signedIn(ana) });
    const card = await screen.findByTestId('my-seller-card');
    await ue.click(within(card).getByTestId('seller-sell'));
    const picker = await screen.findByTestId('block-picker');
    // Sold at the last read: taken on her grid.
    await within(picker).findByRole('button', { name: '12', pressed: false });
    expect(within(picker).getByRole('button', { name: '12' })).toBeDisabled();
    await ue.click(within(picker).getByRole('button', { name: '10' }));
    await ue.click(within(picker).getByRole('button', { name: '11' }));
    expect(screen.getByTestId('seller-sale-numbers')).toHaveValue('10 11');
    await fill(ue, screen.getByTestId('seller-sale-buyer'), 'María Pérez');
    await ue.click(screen.getByTestId('seller-sell-submit'));

    // The request never reached the server: the sale is queued, its receipt pending.
    const receipt = await screen.findByTestId('offline-receipt');
    expect(receipt).toHaveTextContent('pendiente de sincronizar');
    expect(receipt).toHaveTextContent('10, 11');
    expect(receipt).toHaveTextContent('María Pérez');
    expect(receipt).toHaveTextContent('$ 5,00');
    await ue.click(screen.getByTestId('offline-receipt-close'));
    expect(await screen.findByTestId('offline-pending')).toHaveTextContent(
      '1 venta pendiente de sincronizar',
    );

    // The connection returns: sent again with the same key, as an offline sale.
    window.dispatchEvent(new Event('online'));
    const row = await screen.findByTestId('offline-sale');
    await within(card).findByText('sincronizada');
    expect(row).toHaveAttribute('data-state', 'synced');
    expect(within(row).getByTestId('offline-sale-receipt')).toHaveAttribute(
      'href',
      `/t/${'c'.repeat(32)}`,
    );
    expect(sales).toHaveLength(2);
    const [first, second] = sales.map((r) => r.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(await requestJson(sales[1])).toEqual({
      numbers: [10, 11],
      buyer_name: 'María Pérez',
      buyer_phone: '',
      status: 'paid',
      payment_method: 'efectivo_usd',
      offline: true,
    });
    expect(screen.queryByTestId('offline-pending')).not.toBeInTheDocument();
  });
});
