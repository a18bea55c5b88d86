import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketWithRaffle } from '../../../lib/ticket';
import {
  fakeUser,
  jsonResponse,
  renderRoute,
  requestPath,
  setupUser,
  signedIn,
  signedOut,
  requestMethod,
  requestJson,
} from '../../../test/render';

import { es } from '../../../locales/es';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const RAFFLE_ID = 'aaaaaaaa-0000-4000-8000-000000000001';

function ticket(id: string, overrides: Partial<TicketWithRaffle> = {}): TicketWithRaffle {
  return {
    id,
    raffle_id: RAFFLE_ID,
    user_id: fakeUser().id,
    numbers: [7, 42],
    status: 'pending',
    price: 5,
    buyer_name: 'Ana Pérez',
    buyer_email: 'ana.perez@negocio.com',
    buyer_phone: '',
    sold_by: null,
    expires_at: null,
    expired_at: null,
    payment_status: null,
    receipt_code: '0123456789abcdef0123456789abcdef',
    rating: null,
    purchase_date: '2026-11-20T15:30:00.000Z',
    created_at: '2026-11-20T15:30:00.000Z',
    updated_at: '2026-11-20T15:30:00.000Z',
    raffle: {
      id: RAFFLE_ID,
      title: 'Moto Bera SBR 150',
      image_url: null,
      ticket_price: 2.5,
      total_tickets: 1000,
      end_date: '2026-12-20T23:00:00.000Z',
      status: 'active',
      lottery: 'zulia',
      creator_id: 'cccccccc-0000-4000-8000-000000000001',
      is_private: false,
      winner_number: null,
      draw_at: '2026-12-24T20:00:00.000Z',
      draw_outcome: null,
      prize_confirmed_at: null,
    },
    ...overrides,
  };
}

const PENDING = ticket('bbbbbbbb-0000-4000-8000-000000000001');
const PAID = ticket('bbbbbbbb-0000-4000-8000-000000000002', { status: 'paid', numbers: [5] });

const fetchMock = vi.fn<(input: unknown) => Promise<Response>>();
let list: () => Response;

beforeEach(() => {
  list = () => jsonResponse({ data: [PENDING, PAID], count: 2 });
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const path = requestPath(input);
    if (path === '/api/v1/me/tickets') return Promise.resolve(list());
    if (path === `/api/v1/tickets/${PENDING.id}/status` && requestMethod(input) === 'PATCH')
      return Promise.resolve(jsonResponse({ ...PENDING, status: 'cancelled' }));
    if (path === '/api/v1/me/notifications/unread-count')
      return Promise.resolve(jsonResponse({ count: 0 }));
    return Promise.resolve(jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/app/tickets', () => {
  it('lists my tickets with raffle, padded numbers, total, status and date', async () => {
    renderRoute('/app/tickets', { auth: signedIn() });
    const items = await screen.findAllByTestId('ticket');
    expect(items).toHaveLength(2);
    const [pending, paid] = items as [HTMLElement, HTMLElement];
    expect(within(pending).getByRole('link', { name: 'Moto Bera SBR 150' })).toHaveAttribute(
      'href',
      `/app/raffle/${RAFFLE_ID}`,
    );
    expect(within(pending).getByTestId('ticket-numbers')).toHaveTextContent('007, 042');
    expect(within(pending).getByTestId('ticket-status')).toHaveTextContent('Pendiente');
    expect(pending.textContent).toMatch(/5,00/);
    expect(pending).toHaveTextContent('Comprado el 20 nov 2026');
    expect(within(paid).getByTestId('ticket-status')).toHaveTextContent('Pagado');
    expect(within(paid).queryByText('Cancelar ticket')).not.toBeInTheDocument();
  });

  it('cancels a pending ticket after confirming', async () => {
    const user = setupUser();
    renderRoute('/app/tickets', { auth: signedIn() });
    const [pending] = (await screen.findAllByTestId('ticket')) as [HTMLElement];
    await user.click(within(pending).getByText('Cancelar ticket'));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByText('Cancelar ticket'));
    const patch = await waitFor(() => {
      const call = fetchMock.mock.calls.find(([input]) => requestMethod(input) === 'PATCH');
      expect(requestPath(call?.[0])).toBe(`/api/v1/tickets/${PENDING.id}/status`);
      return call;
    });
    expect(await requestJson(patch?.[0])).toEqual({ status: 'cancelled' });
  });

  it('shows an empty state with a link to the timeline', async () => {
    list = () => jsonResponse({ data: [], count: 0 });
    renderRoute('/app/tickets', { auth: signedIn() });
    expect(await screen.findByText('Aún no has comprado tickets.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver rifas activas' })).toHaveAttribute(
      'href',
      '/app/timeline',
    );
  });

  it("says 'Error al obtener los tickets' when loading fails", async () => {
    list = () => jsonResponse({ error: { code: 'internal_error', message: 'Error interno' } }, 500);
    renderRoute('/app/tickets', { auth: signedIn() });
    expect(await screen.findByTestId('tickets-error')).toHaveTextContent(
      'Error al obtener los tickets',
    );
  });

  it('shows its frame around a skeleton while a stored session is read, and requests nothing yet', async () => {
    const reading = { ...signedOut, loading: true };
    const { unmount } = renderRoute('/app/tickets', { auth: { ...reading, sessionStored: true } });
    // As its prerendered shell on a phone with a stored session (public/boot.js): no flash.
    expect(await screen.findByText(es.tickets.subtitle)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: es.tickets.filterLabel })).toBeInTheDocument();
    expect(screen.queryByTestId('ticket')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => requestPath(input))).not.toContain(
      '/api/v1/me/tickets',
    );
    unmount();

    // With no stored session the visitor is most likely signed out: a bare skeleton.
    renderRoute('/app/tickets', { auth: reading });
    expect(await screen.findByRole('heading', { level: 1, name: es.tickets.title })).toBeVisible();
    expect(screen.queryByText(es.tickets.subtitle)).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    renderRoute('/app/tickets', { auth: signedOut });
    expect(await screen.findByText('Inicia sesión para ver tus tickets.')).toBeInTheDocument();
  });
});
