import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeUser,
  jsonResponse,
  mockGlobalFetch,
  renderRoute,
  requestPath,
  setupUser,
  signedIn,
} from '../../../test/render';

const owner = fakeUser();
const cashierId = 'c0a80101-0000-4000-8000-000000000002';
const raffle = {
  id: 'r0a80101-0000-4000-8000-000000000001',
  title: 'Moto 0 km',
  image_url: null,
  ticket_price: 5,
  total_tickets: 1000,
  end_date: '2026-12-01T00:00:00Z',
  draw_at: '2026-12-01T00:00:00Z',
  status: 'active',
  lottery: 'zulia',
  creator_id: owner.id,
  is_private: false,
  winner_number: null,
  draw_outcome: null,
  prize_confirmed_at: null,
};
const ticket = (status: string) => ({
  id: `t-${status}`,
  raffle_id: raffle.id,
  user_id: null,
  numbers: [7, 42],
  status,
  price: 10,
  buyer_name: 'José Rodríguez',
  buyer_email: '',
  buyer_phone: '0424-5551234',
  sold_by: cashierId,
  expires_at: null,
  payment_status: null,
  receipt_code: 'a'.repeat(32),
  rating: null,
  purchase_date: '2026-11-21T15:04:05Z',
  created_at: '2026-11-21T15:04:05Z',
  updated_at: '2026-11-21T15:04:05Z',
  raffle,
  seller: { id: cashierId, name: 'Carla', role: 'cashier' },
});

const fetchMock = mockGlobalFetch();

describe('/business/cashier/:id/tickets', () => {
  it("shows the cashier's name, totals, padded numbers and receipts; filters by status", async () => {
    const asked: string[] = [];
    fetchMock.mockImplementation((input: unknown) => {
      const path = requestPath(input);
      if (path === '/api/v1/business/me')
        return Promise.resolve(
          jsonResponse({ role: 'business', label: 'Administrador', business: null }),
        );
      if (path === `/api/v1/business/cashiers/${cashierId}`)
        return Promise.resolve(
          jsonResponse({ id: cashierId, name: 'Carla', email: 'carla@x.com', is_active: true }),
        );
      if (path === `/api/v1/business/cashiers/${cashierId}/tickets`) {
        const status = new URL((input as Request).url).searchParams.get('status') ?? 'all';
        asked.push(status);
        const data = status === 'pending' ? [] : [ticket('paid')];
        return Promise.resolve(
          jsonResponse({
            data,
            count: data.length,
            totals: {
              tickets: 1,
              numbers: 2,
              amount: 10,
              paid_amount: 10,
              pending_amount: 0,
              cancelled: 0,
            },
          }),
        );
      }
      return Promise.resolve(jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404));
    });
    renderRoute(`/business/cashier/${cashierId}/tickets`, { auth: signedIn(owner) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ventas de Carla' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('sales-total-amount')).toHaveTextContent('$ 10,00');
    expect(screen.getByTestId('sold-ticket-numbers')).toHaveTextContent('007, 042');
    expect(screen.getByTestId('sold-ticket-receipt')).toHaveAttribute(
      'href',
      `/t/${'a'.repeat(32)}`,
    );
    expect(
      within(screen.getByTestId('sold-ticket')).getByText('José Rodríguez'),
    ).toBeInTheDocument();

    await setupUser().click(screen.getByText('Pendientes'));
    expect(await screen.findByText('No hay tickets con este estado.')).toBeInTheDocument();
    expect(asked).toContain('pending');
  });
});
