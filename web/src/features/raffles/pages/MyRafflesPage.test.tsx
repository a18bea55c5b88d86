import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Raffle } from '../../../lib/raffle';
import type { Ticket } from '../../../lib/ticket';
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
  sentRequest,
} from '../../../test/render';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const ME = fakeUser();

function raffle(id: string, overrides: Partial<Raffle> = {}): Raffle {
  return {
    id,
    title: `Rifa ${id}`,
    description: '',
    image_url: null,
    image_variants: [],
    ticket_price: 2,
    total_tickets: 100,
    sold_tickets: 0,
    end_date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    status: 'active',
    lottery: 'zulia',
    creator_id: ME.id,
    is_private: false,
    tags: [],
    winner_id: null,
    winner_number: null,
    reservation_minutes: 1440,
    draw_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    unsold_rule: 'next_draw',
    sales_closed_at: null,
    seal_sha256: null,
    result: null,
    prize_confirmed_at: null,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    creator: {
      id: ME.id,
      name: 'Ana Pérez',
      rating: 0,
      rating_count: 0,
      raffles_completed: 0,
      prizes_delivered: 0,
      is_verified: false,
      avatar_url: null,
      avatar_thumb_url: null,
      exchange_rate: null,
      exchange_rate_at: null,
      contact: null,
    },
    ...overrides,
  };
}

const SOLD = raffle('aaaaaaaa-0000-4000-8000-000000000001', { title: 'Moto', sold_tickets: 2 });
const FRESH = raffle('aaaaaaaa-0000-4000-8000-000000000002', { title: 'Cesta' });

const TICKET: Ticket = {
  id: 'bbbbbbbb-0000-4000-8000-000000000001',
  raffle_id: SOLD.id,
  user_id: 'cccccccc-0000-4000-8000-000000000001',
  numbers: [4, 9],
  status: 'pending',
  price: 4,
  buyer_name: 'Luis Gómez',
  buyer_email: 'luis@example.com',
  buyer_phone: '0414-7654321',
  sold_by: null,
  expires_at: '2026-11-21T10:00:00.000Z',
  expired_at: null,
  payment_status: null,
  receipt_code: '0123456789abcdef0123456789abcdef',
  rating: null,
  purchase_date: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const fetchMock = vi.fn<(input: unknown) => Promise<Response>>();
let ticketList: Ticket[];

beforeEach(() => {
  ticketList = [TICKET];
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const path = requestPath(input);
    const method = requestMethod(input);
    if (path === '/api/v1/me/raffles') {
      const status = new URL(sentRequest(input).url).searchParams.get('status');
      const data = status === 'cancelled' ? [] : [SOLD, FRESH];
      return Promise.resolve(jsonResponse({ data, count: data.length }));
    }
    if (path === `/api/v1/raffles/${SOLD.id}/tickets`)
      return Promise.resolve(jsonResponse({ data: ticketList, count: ticketList.length }));
    if (path === `/api/v1/tickets/${TICKET.id}/status` && method === 'PATCH')
      return Promise.resolve(jsonResponse({ ...TICKET, status: 'paid' }));
    if (path === `/api/v1/raffles/${FRESH.id}` && method === 'DELETE')
      return Promise.resolve(new Response(null, { status: 204 }));
    if (path === '/api/v1/me/plan')
      return Promise.resolve(
        jsonResponse({
          plan: {
            id: 'p',
            name: 'Pro',
            slug: 'pro',
            description: '',
            price: 10,
            is_active: true,
            can_create_public: true,
            can_create_private: true,
            has_admin_panel: false,
            max_active_raffles: 10,
            max_tickets_per_raffle: 10000,
            max_cashiers: 0,
            sort_order: 2,
            created_at: '',
            updated_at: '',
          },
          subscription: null,
        }),
      );
    if (path === '/api/v1/me/notifications/unread-count')
      return Promise.resolve(jsonResponse({ count: 0 }));
    return Promise.resolve(jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function card(title: string): HTMLElement {
  const link = screen.getByRole('link', { name: title });
  return link.closest<HTMLElement>('[data-testid="my-raffle"]')!;
}

describe('/app/my-raffles', () => {
  it('asks a visitor to sign in', async () => {
    renderRoute('/app/my-raffles', { auth: signedOut });
    expect(
      await screen.findByText('Inicia sesión para ver y administrar tus rifas.'),
    ).toBeInTheDocument();
  });

  it('lists the raffles with sales; delete only without sales', async () => {
    renderRoute('/app/my-raffles', { auth: signedIn(ME) });
    await screen.findByRole('link', { name: 'Moto' });
    const moto = card('Moto');
    const cesta = card('Cesta');
    expect(within(moto).getByTestId('my-raffle-sold')).toHaveTextContent('2 de 100 vendidos');
    expect(within(moto).queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    expect(within(moto).getByRole('button', { name: /Cancelar rifa/ })).toBeInTheDocument();
    expect(within(cesta).getByRole('button', { name: /Eliminar/ })).toBeInTheDocument();
  });

  it('filters by status, cancelled included', async () => {
    const user = setupUser();
    renderRoute('/app/my-raffles', { auth: signedIn(ME) });
    await screen.findByRole('link', { name: 'Moto' });
    await user.click(screen.getByText('Canceladas'));
    expect(await screen.findByText('No tienes rifas en este estado.')).toBeInTheDocument();
  });

  it('deletes a raffle without sales after confirming', async () => {
    const user = setupUser();
    renderRoute('/app/my-raffles', { auth: signedIn(ME) });
    await screen.findByRole('link', { name: 'Cesta' });
    await user.click(within(card('Cesta')).getByRole('button', { name: /Eliminar/ }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input]) =>
            requestPath(input) === `/api/v1/raffles/${FRESH.id}` &&
            requestMethod(input) === 'DELETE',
        ),
      ).toBe(true),
    );
  });

  it('shows the tickets sold with the buyers and marks one paid', async () => {
    const user = setupUser();
    renderRoute('/app/my-raffles', { auth: signedIn(ME) });
    await screen.findByRole('link', { name: 'Moto' });
    await user.click(within(card('Moto')).getByRole('button', { name: 'Ver tickets vendidos' }));
    const row = await screen.findByTestId('raffle-ticket');
    expect(row).toHaveTextContent('Luis Gómez');
    expect(row).toHaveTextContent('luis@example.com');
    expect(row).toHaveTextContent('0414-7654321');
    expect(row).toHaveTextContent('04, 09');
    expect(row).toHaveTextContent('Pendiente');
    await user.click(within(row).getByRole('button', { name: 'Marcar pagado' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('¿Recibiste el pago de Luis Gómez?');
    expect(confirm).toHaveTextContent('Total $ 4,00 · Números 04, 09');
    expect(fetchMock.mock.calls.some(([input]) => requestMethod(input) === 'PATCH')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Sí, está pagado' }));
    const patch = await waitFor(() => {
      const call = fetchMock.mock.calls.find(([input]) => requestMethod(input) === 'PATCH');
      expect(call).toBeDefined();
      return call;
    });
    expect(await requestJson(patch?.[0])).toEqual({ status: 'paid' });
  });

  it('says what cancelling a paid ticket means before doing it', async () => {
    ticketList = [{ ...TICKET, status: 'paid' }];
    const user = setupUser();
    renderRoute('/app/my-raffles', { auth: signedIn(ME) });
    await screen.findByRole('link', { name: 'Moto' });
    await user.click(within(card('Moto')).getByRole('button', { name: 'Ver tickets vendidos' }));
    const row = await screen.findByTestId('raffle-ticket');
    expect(within(row).queryByRole('button', { name: 'Marcar pagado' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Cancelar ticket' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('¿Cancelar un ticket ya pagado?');
    expect(confirm).toHaveTextContent('El comprador ya pagó $ 4,00');
    expect(confirm).toHaveTextContent('(04, 09) quedarán libres');
    expect(confirm).toHaveTextContent('debes devolverle el dinero');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar y devolver el pago' }));
    const patch = await waitFor(() => {
      const call = fetchMock.mock.calls.find(([input]) => requestMethod(input) === 'PATCH');
      expect(call).toBeDefined();
      return call;
    });
    expect(await requestJson(patch?.[0])).toEqual({ status: 'cancelled' });
  });

  it('edits with the create form; price, size and lottery locked after sales', async () => {
    const user = setupUser();
    renderRoute('/app/my-raffles', { auth: signedIn(ME) });
    await screen.findByRole('link', { name: 'Moto' });
    await user.click(within(card('Moto')).getByRole('button', { name: /Editar/ }));
    const dialog = await screen.findByRole('dialog');
    const form = within(dialog).getByTestId('raffle-form');
    expect(within(form).getByLabelText('Título')).toHaveValue('Moto');
    expect(within(form).getByLabelText('Precio por número (USD)')).toBeDisabled();
    expect(within(form).getByRole('radio', { name: /^1\.000 números/ })).toBeDisabled();
    expect(
      within(dialog).getByText(
        'El precio, la cantidad de números y la lotería ya no se pueden cambiar porque hay tickets vendidos.',
      ),
    ).toBeInTheDocument();
  });
});
