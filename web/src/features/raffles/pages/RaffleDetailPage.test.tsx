import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../lib/profile';
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

const RAFFLE_ID = '4a1b8d6e-0f3c-4c2a-9b7e-1d2c3e4f5a6b';
const CREATOR_ID = '9c9c9c9c-1111-4222-8333-444455556666';

function raffle(overrides: Partial<Raffle> = {}): Raffle {
  return {
    id: RAFFLE_ID,
    title: 'Moto Bera SBR 150',
    description: 'Nueva, con papeles.',
    image_url: null,
    image_variants: [],
    ticket_price: 2.5,
    total_tickets: 100,
    sold_tickets: 3,
    end_date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    status: 'active',
    lottery: 'zulia',
    creator_id: CREATOR_ID,
    is_private: false,
    tags: ['motos'],
    winner_id: null,
    winner_number: null,
    reservation_minutes: 1440,
    draw_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    unsold_rule: 'next_draw',
    sales_closed_at: null,
    seal_sha256: null,
    result: null,
    prize_confirmed_at: null,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    creator: {
      id: CREATOR_ID,
      name: 'Rifas El Trébol',
      rating: 4.5,
      rating_count: 12,
      raffles_completed: 0,
      prizes_delivered: 0,
      is_verified: true,
      avatar_url: null,
      avatar_thumb_url: null,
      exchange_rate: null,
      exchange_rate_at: null,
      contact: null,
    },
    ...overrides,
  };
}

function ticket(numbers: number[]): Ticket {
  return {
    id: 'tttttttt-1111-4222-8333-444455556666',
    raffle_id: RAFFLE_ID,
    user_id: fakeUser().id,
    numbers,
    status: 'pending',
    price: numbers.length * 2.5,
    buyer_name: 'Ana Pérez',
    buyer_email: 'ana.perez@negocio.com',
    buyer_phone: '',
    sold_by: null,
    expires_at: '2026-11-22T10:00:00.000Z',
    expired_at: null,
    payment_status: null,
    receipt_code: '0123456789abcdef0123456789abcdef',
    rating: null,
    purchase_date: '2026-11-21T10:00:00.000Z',
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
  };
}

type Handler = (request: Request) => Response | Promise<Response>;

const fetchMock = vi.fn<(input: unknown) => Promise<Response>>();
let routes: Record<string, Handler>;

beforeEach(() => {
  routes = {
    [`/api/v1/raffles/${RAFFLE_ID}`]: () => jsonResponse(raffle()),
    [`/api/v1/raffles/${RAFFLE_ID}/numbers`]: () =>
      jsonResponse({ total_tickets: 100, taken: [3, 17, 50] }),
    [`/api/v1/raffles/${RAFFLE_ID}/payment-methods`]: () =>
      jsonResponse({
        data: [
          {
            id: 'pm-1',
            user_id: CREATOR_ID,
            type: 'pago_movil',
            name: 'Pago móvil Banesco',
            details: { bank: 'Banesco', phone: '0414-1234567', id_number: 'V-12345678' },
            is_default: true,
            is_active: true,
            created_at: '2026-11-01T00:00:00.000Z',
            updated_at: '2026-11-01T00:00:00.000Z',
          },
        ],
        count: 1,
      }),
    '/api/v1/me/favorites': () => jsonResponse({ data: [], count: 0 }),
    '/api/v1/me/notifications/unread-count': () => jsonResponse({ count: 0 }),
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const handler = routes[requestPath(input)];
    if (handler) return handler(sentRequest(input));
    return jsonResponse({ error: { code: 'not_found', message: 'No encontrado' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function purchaseCalls() {
  return fetchMock.mock.calls.filter(
    ([input]) =>
      requestPath(input) === `/api/v1/raffles/${RAFFLE_ID}/tickets` &&
      requestMethod(input) === 'POST',
  );
}

function numbersCalls() {
  return fetchMock.mock.calls.filter(
    ([input]) => requestPath(input) === `/api/v1/raffles/${RAFFLE_ID}/numbers`,
  ).length;
}

function idempotencyKey(call: [unknown] | undefined): string | null {
  return sentRequest(call?.[0]).headers.get('Idempotency-Key');
}

/** 'Comprar', then 'Sí, comprar' in the confirmation. */
async function buy(user: ReturnType<typeof setupUser>) {
  await user.click(await screen.findByRole('button', { name: 'Comprar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirmar compra' });
  await user.click(within(dialog).getByRole('button', { name: 'Sí, comprar' }));
}

describe('/app/raffle/:id', () => {
  it('asks to confirm the numbers and the total before buying', async () => {
    const user = setupUser();
    routes[`/api/v1/raffles/${RAFFLE_ID}/tickets`] = () => jsonResponse(ticket([7, 21]), 201);
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn() });
    await user.click(await screen.findByRole('button', { name: /^21,/ }));
    await user.click(screen.getByRole('button', { name: /^07,/ }));
    await user.click(await screen.findByRole('button', { name: 'Comprar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar compra' });
    expect(dialog).toHaveTextContent('Vas a comprar 2 números de «Moto Bera SBR 150»');
    expect(dialog).toHaveTextContent('07, 21');
    expect(dialog).toHaveTextContent('Total: $ 5,00');
    expect(dialog).toHaveTextContent('tus números quedan reservados por 24 horas');
    // The creator has no rate: dollars only.
    expect(within(dialog).queryByTestId('purchase-confirm-bs')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByTestId('purchase-confirm')).not.toBeInTheDocument());
    expect(purchaseCalls()).toHaveLength(0);
    expect(screen.getByTestId('selection-count')).toHaveTextContent('2 números seleccionados');

    await buy(user);
    const success = await screen.findByTestId('purchase-success');
    expect(purchaseCalls()).toHaveLength(1);
    // The live region says the bought numbers as held, not as taken out of the selection.
    expect(screen.getByTestId('selection-announcement')).toHaveTextContent(
      /^Apartaste .* a tu nombre\.$/,
    );
    // The confirmation says how long the numbers are held and leads to the ticket to pay it.
    expect(within(success).getByTestId('purchase-hold')).toHaveTextContent(
      'Tus números quedan reservados por 24 horas',
    );
    expect(within(success).getByRole('link', { name: 'Ver mi ticket y pagar' })).toHaveAttribute(
      'href',
      '/app/tickets/tttttttt-1111-4222-8333-444455556666',
    );
  });

  it('shares the raffle: copy link with a confirmation, and a WhatsApp link', async () => {
    const user = setupUser();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedOut });
    await user.click(await screen.findByTestId('share-raffle'));
    const panel = await screen.findByTestId('share-panel');
    const url = `${window.location.origin}/app/raffle/${RAFFLE_ID}`;
    const whatsapp = within(panel).getByRole('link', { name: /Enviar por WhatsApp/ });
    const href = whatsapp.getAttribute('href') ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
    // The price, the lottery and the draw date, then the address.
    expect(new URL(href).searchParams.get('text')).toMatch(
      new RegExp(
        `^Participa en la rifa «Moto Bera SBR 150»: cada número cuesta \\$ [\\d.,]+ y se sortea con Lotería [^.]+ el \\d+ \\w+ \\d{4}, \\d\\d:\\d\\d\\. ${url.replace(/[.]/g, '\\.')}$`,
      ),
    );
    await user.click(within(panel).getByRole('button', { name: /Copiar enlace/ }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(
      await screen.findByText('Enlace copiado. Pégalo donde quieras compartirlo.'),
    ).toBeInTheDocument();
  });

  it('uses the system share sheet where there is one (phones)', async () => {
    const user = setupUser();
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedOut });
      await user.click(await screen.findByTestId('share-raffle'));
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Moto Bera SBR 150',
          url: `${window.location.origin}/app/raffle/${RAFFLE_ID}`,
        }),
      );
      expect(screen.queryByTestId('share-panel')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('shows the raffle and lets a visitor choose, but asks to sign in to buy', async () => {
    const user = setupUser();
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedOut });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Moto Bera SBR 150' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Lotería del Zulia')).toBeInTheDocument();
    expect(screen.getByTestId('raffle-sold')).toHaveTextContent('3 de 100 números vendidos');
    expect(screen.getByText('Rifas El Trébol')).toBeInTheDocument();
    expect(screen.getByTestId('raffle-image-placeholder')).toBeInTheDocument();
    expect(screen.getByTestId('countdown')).toHaveTextContent(/d/);

    expect(await screen.findByRole('button', { name: /^17,/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^07,/ }));
    await user.click(screen.getByRole('button', { name: /^21,/ }));
    expect(screen.getByRole('button', { name: /^07,/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('selection-count')).toHaveTextContent('2 números seleccionados');
    expect(screen.getByTestId('selection-total').textContent).toMatch(/5,00/);

    expect(screen.getByText('Debes iniciar sesión para comprar tickets.')).toBeInTheDocument();
    // Signing in comes back to this raffle.
    const signIn = within(screen.getByTestId('purchase-sign-in'));
    expect(signIn.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/app/raffle/${RAFFLE_ID}`)}`,
    );
    expect(screen.queryByRole('button', { name: 'Comprar' })).not.toBeInTheDocument();
  });

  it('on 409 shows which numbers were taken, drops them and re-reads the grid; then buys', async () => {
    const user = setupUser();
    let attempt = 0;
    routes[`/api/v1/raffles/${RAFFLE_ID}/tickets`] = () => {
      attempt++;
      if (attempt === 1) {
        return jsonResponse(
          {
            error: {
              code: 'numbers_unavailable',
              message: 'Algunos números ya no están disponibles',
              details: { numbers: [21, 42] },
            },
          },
          409,
        );
      }
      return jsonResponse(ticket([7]), 201);
    };
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn() });
    for (const n of ['07', '21', '42'])
      await user.click(await screen.findByRole('button', { name: `${n}, libre` }));
    expect(screen.getByTestId('selection-total').textContent).toMatch(/7,50/);
    const before = numbersCalls();

    await buy(user);
    const error = await screen.findByTestId('purchase-error');
    expect(error).toHaveTextContent('Algunos números ya no están disponibles');
    expect(error).toHaveTextContent('No disponibles: 21, 42.');
    expect(screen.getByRole('button', { name: /^21,/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /^42,/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /^07,/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('selection-count')).toHaveTextContent('1 número seleccionado');
    await waitFor(() => expect(numbersCalls()).toBeGreaterThan(before));

    const [first] = purchaseCalls();
    expect(await requestJson(first?.[0])).toEqual({ numbers: [7, 21, 42] });

    await buy(user);
    const success = await screen.findByTestId('purchase-success');
    expect(within(success).getByTestId('ticket-numbers')).toHaveTextContent('07');
    expect(within(success).getByTestId('ticket-total').textContent).toMatch(/2,50/);
    expect(within(success).getByTestId('ticket-status')).toHaveTextContent('Pendiente');
    expect(await within(success).findByText('Pago móvil Banesco')).toBeInTheDocument();
    expect(within(success).getByText('0414-1234567')).toBeInTheDocument();

    const calls = purchaseCalls();
    expect(calls).toHaveLength(2);
    expect(await requestJson(calls[1]?.[0])).toEqual({ numbers: [7] });
    // A definite answer (409) ends an attempt: the next one has its own key.
    expect(idempotencyKey(calls[0])).toBeTruthy();
    expect(idempotencyKey(calls[1])).not.toBe(idempotencyKey(calls[0]));
  });

  it('retries a purchase that failed on the network with the same Idempotency-Key', async () => {
    const user = setupUser();
    let attempt = 0;
    routes[`/api/v1/raffles/${RAFFLE_ID}/tickets`] = () => {
      attempt++;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return jsonResponse(ticket([8]), 200);
    };
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn() });
    await user.click(await screen.findByRole('button', { name: /^08,/ }));
    await buy(user);
    expect(await screen.findByTestId('purchase-error')).toHaveTextContent(
      'No se pudo conectar con el servidor',
    );
    expect(screen.getByRole('button', { name: /^08,/ })).toHaveAttribute('aria-pressed', 'true');
    await buy(user);
    await screen.findByTestId('purchase-success');
    const calls = purchaseCalls();
    expect(calls).toHaveLength(2);
    expect(idempotencyKey(calls[1])).toBe(idempotencyKey(calls[0]));
  });

  it('drops a chosen number that someone else bought meanwhile and says so', async () => {
    const user = setupUser();
    const { queryClient } = renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn() });
    await user.click(await screen.findByRole('button', { name: /^11,/ }));
    await user.click(screen.getByRole('button', { name: /^12,/ }));
    routes[`/api/v1/raffles/${RAFFLE_ID}/numbers`] = () =>
      jsonResponse({ total_tickets: 100, taken: [3, 11, 17, 50] });
    await queryClient.invalidateQueries({ queryKey: ['raffles', 'numbers', RAFFLE_ID] });
    expect(await screen.findByTestId('selection-lost')).toHaveTextContent('No disponibles: 11.');
    expect(screen.getByRole('button', { name: /^11,/ })).toBeDisabled();
    expect(screen.getByTestId('selection-count')).toHaveTextContent('1 número seleccionado');
    expect(screen.getByTestId('selection-numbers')).toHaveTextContent('12');
  });

  it('shows the server message when the raffle no longer sells', async () => {
    const user = setupUser();
    routes[`/api/v1/raffles/${RAFFLE_ID}/tickets`] = () =>
      jsonResponse(
        { error: { code: 'raffle_not_active', message: 'Esta rifa ya no acepta compras' } },
        409,
      );
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn() });
    await user.click(await screen.findByRole('button', { name: /^09,/ }));
    await buy(user);
    expect(await screen.findByTestId('purchase-error')).toHaveTextContent(
      'Esta rifa ya no acepta compras',
    );
  });

  it('says how many unpaid holds are allowed and leads to the tickets to pay them', async () => {
    const user = setupUser();
    const message =
      'Ya tienes 3 reservas sin pagar en esta rifa. Reporta su pago o cancélalas antes de reservar más.';
    routes[`/api/v1/raffles/${RAFFLE_ID}/tickets`] = () =>
      jsonResponse({ error: { code: 'too_many_holds', message } }, 409);
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn() });
    expect(await screen.findByTestId('raffle-reservation')).toHaveTextContent(
      'Al comprar, tus números quedan reservados por 24 horas mientras reportas tu pago.',
    );
    await user.click(await screen.findByRole('button', { name: /^09,/ }));
    await buy(user);
    const error = await screen.findByTestId('purchase-error');
    expect(error).toHaveTextContent(message);
    expect(within(error).getByRole('link', { name: 'Tickets' })).toHaveAttribute(
      'href',
      '/app/tickets',
    );
  });

  it('picks random free numbers and clears the selection', async () => {
    const user = setupUser();
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn() });
    await screen.findByRole('button', { name: /^00,/ });
    const input = screen.getByRole('spinbutton', { name: 'Cantidad de números al azar' });
    await user.clear(input);
    await user.type(input, '5');
    await user.click(screen.getByRole('button', { name: /Al azar/ }));
    expect(screen.getByTestId('selection-count')).toHaveTextContent('5 números seleccionados');
    const pressed = screen
      .getAllByRole('button', { pressed: true })
      .map((b) => Number(b.textContent));
    expect(pressed).toHaveLength(5);
    for (const n of pressed) expect([3, 17, 50]).not.toContain(n);
    await user.click(screen.getByRole('button', { name: /Limpiar selección/ }));
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it("marks the buyer's own numbers apart from numbers sold to others, with a legend", async () => {
    let asked: string | null = null;
    routes['/api/v1/me/tickets'] = (request) => {
      asked = new URL(request.url).searchParams.get('raffle_id');
      return jsonResponse({
        data: [
          { ...ticket([3, 50]), raffle: raffle() },
          { ...ticket([60]), status: 'cancelled', raffle: raffle() },
        ],
        count: 2,
      });
    };
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn() });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^03,/ })).toHaveClass('rifa-number--mine'),
    );
    expect(asked).toBe(RAFFLE_ID);
    expect(screen.getByRole('button', { name: /^50,/ })).toHaveClass('rifa-number--mine');
    expect(screen.getByRole('button', { name: /^17,/ })).toHaveClass('rifa-number--taken');
    // A cancelled ticket's numbers are not the buyer's any more.
    expect(screen.getByRole('button', { name: /^60,/ })).toHaveClass('rifa-number--free');
    expect(screen.getByText('Tuyo')).toBeInTheDocument();
  });

  it("adds the total in bolívares at the creator's rate to the confirmation", async () => {
    const user = setupUser();
    routes[`/api/v1/raffles/${RAFFLE_ID}`] = () =>
      jsonResponse(
        raffle({
          creator: {
            ...raffle().creator,
            exchange_rate: 245.5,
            exchange_rate_at: '2026-11-21T12:00:00.000Z',
          },
        }),
      );
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn() });
    await user.click(await screen.findByRole('button', { name: /^21,/ }));
    await user.click(screen.getByRole('button', { name: /^07,/ }));
    await user.click(await screen.findByRole('button', { name: 'Comprar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar compra' });
    expect(dialog).toHaveTextContent('Total: $ 5,00');
    // 2 × $ 2,50 at Bs 245,50, as the server fixes the expected amount.
    expect(within(dialog).getByTestId('purchase-confirm-bs')).toHaveTextContent(
      'En bolívares: Bs 1.227,50',
    );
    expect(within(dialog).getByTestId('purchase-confirm-bs')).toHaveTextContent(
      'Tasa del organizador: Bs 245,50 por dólar (21 nov 2026)',
    );
  });

  it('announces each change of the selection, its total, and a number someone else took', async () => {
    const user = setupUser();
    const { queryClient } = renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn() });
    const live = screen.getByTestId.bind(screen, 'selection-announcement');
    await user.click(await screen.findByRole('button', { name: '11, libre' }));
    expect(live()).toHaveAttribute('aria-live', 'polite');
    expect(live().textContent).toMatch(/^11 seleccionado\. 1 número, total .*2,50/);
    await user.click(screen.getByRole('button', { name: '12, libre' }));
    expect(screen.getByRole('button', { name: '12, seleccionado' })).toBeInTheDocument();
    expect(live().textContent).toMatch(/^12 seleccionado\. 2 números, total .*5,00/);
    routes[`/api/v1/raffles/${RAFFLE_ID}/numbers`] = () =>
      jsonResponse({ total_tickets: 100, taken: [3, 11, 17, 50] });
    await queryClient.invalidateQueries({ queryKey: ['raffles', 'numbers', RAFFLE_ID] });
    await waitFor(() =>
      expect(live().textContent).toMatch(/^Otra persona compró el 11: salió de tu selección\./),
    );
    expect(screen.getByRole('button', { name: '11, vendido' })).toBeDisabled();
  });

  it('keeps the chosen numbers across a sign-in (sessionStorage)', async () => {
    const user = setupUser();
    const first = renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedOut });
    await user.click(await screen.findByRole('button', { name: '07, libre' }));
    await user.click(screen.getByRole('button', { name: '21, libre' }));
    first.unmount();
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn() });
    expect(await screen.findByRole('button', { name: '07, seleccionado' })).toBeInTheDocument();
    expect(screen.getByTestId('selection-count')).toHaveTextContent('2 números seleccionados');
  });

  it('tells a buyer how many numbers they have in the raffle, with a link to them', async () => {
    routes['/api/v1/me/tickets'] = () =>
      jsonResponse({ data: [{ ...ticket([3, 50]), raffle: raffle() }], count: 1 });
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn() });
    const notice = await screen.findByTestId('raffle-your-numbers');
    expect(notice).toHaveTextContent('Tienes 2 números en esta rifa');
    expect(within(notice).getByRole('link', { name: 'Ver mis tickets' })).toHaveAttribute(
      'href',
      `/app/tickets?rifa=${RAFFLE_ID}`,
    );
  });

  it("shows the selection's total in bolívares beside dollars at the creator's rate", async () => {
    const user = setupUser();
    routes[`/api/v1/raffles/${RAFFLE_ID}`] = () =>
      jsonResponse(
        raffle({
          creator: {
            ...raffle().creator,
            exchange_rate: 245.5,
            exchange_rate_at: '2026-11-21T12:00:00.000Z',
          },
        }),
      );
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn() });
    await user.click(await screen.findByRole('button', { name: '21, libre' }));
    expect(screen.getByTestId('selection-total-bs')).toHaveTextContent('≈ Bs 613,75');
  });

  it('pins the count, the total and Comprar to the bottom of a phone while numbers are chosen', async () => {
    const user = setupUser();
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn(), width: 390 });
    await user.click(await screen.findByRole('button', { name: '21, libre' }));
    const bar = await screen.findByRole('region', { name: 'Tu selección' });
    expect(bar).toHaveTextContent('1 número');
    expect(bar).toHaveTextContent('2,50');
    expect(screen.getAllByRole('button', { name: 'Comprar' })).toHaveLength(1);
    await user.click(within(bar).getByRole('button', { name: 'Comprar' }));
    expect(await screen.findByRole('dialog', { name: 'Confirmar compra' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '21, seleccionado' }));
    expect(screen.queryByRole('region', { name: 'Tu selección' })).not.toBeInTheDocument();
  });

  it("shows the raffle's image from its WebP copies, the original for wider screens", async () => {
    routes[`/api/v1/raffles/${RAFFLE_ID}`] = () =>
      jsonResponse(
        raffle({
          image_url: '/storage/v1/object/public/raffle-images/u/r.jpg?v=1',
          image_variants: [
            { width: 320, url: '/storage/v1/object/public/raffle-images/u/r-320.webp?v=2' },
            { width: 640, url: '/storage/v1/object/public/raffle-images/u/r-640.webp?v=3' },
          ],
        }),
      );
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn() });
    const image = await screen.findByTestId('raffle-image');
    expect(image).toHaveAttribute('src', '/storage/v1/object/public/raffle-images/u/r.jpg?v=1');
    expect(image).toHaveAttribute(
      'srcset',
      '/storage/v1/object/public/raffle-images/u/r-320.webp?v=2 320w, ' +
        '/storage/v1/object/public/raffle-images/u/r-640.webp?v=3 640w, ' +
        '/storage/v1/object/public/raffle-images/u/r.jpg?v=1 2048w',
    );
    expect(image).toHaveAttribute('sizes', '(max-width: 767px) 100vw, 430px');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
  });

  it('shows the creator their raffle without buying controls', async () => {
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn(fakeUser({ id: CREATOR_ID })) });
    expect(await screen.findByTestId('owner-notice')).toHaveTextContent(
      'Esta es tu rifa. Aquí tus compradores eligen sus números.',
    );
    expect(screen.getByRole('button', { name: /Cerrar ventas/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Administrar en Mis Rifas' })).toHaveAttribute(
      'href',
      '/app/my-raffles',
    );
    expect(await screen.findByRole('button', { name: /^05,/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Comprar' })).not.toBeInTheDocument();
  });

  it("shows the organiser's photo (a business's logo) on the organiser card", async () => {
    routes[`/api/v1/raffles/${RAFFLE_ID}`] = () =>
      jsonResponse(
        raffle({
          creator: {
            ...raffle().creator,
            avatar_url: '/storage/v1/object/public/avatars/c/avatar.png?v=1',
            avatar_thumb_url: '/storage/v1/object/public/avatars/c/avatar-64.webp?v=2',
          },
        }),
      );
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedOut });
    const card = await screen.findByTestId('raffle-creator');
    expect(within(card).getByTestId('raffle-creator-photo')).toHaveAttribute(
      'src',
      '/storage/v1/object/public/avatars/c/avatar-64.webp?v=2',
    );
  });

  it("tells the creator what the raffle is now, not 'buyers choose' once sales closed", async () => {
    routes[`/api/v1/raffles/${RAFFLE_ID}`] = () =>
      jsonResponse(raffle({ status: 'waiting', sales_closed_at: '2026-11-21T12:00:00.000Z' }));
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn(fakeUser({ id: CREATOR_ID })) });
    const notice = await screen.findByTestId('owner-notice');
    expect(notice).toHaveTextContent('Las ventas están cerradas');
    expect(notice).not.toHaveTextContent('Aquí tus compradores eligen sus números.');
    expect(screen.queryByRole('button', { name: /Cerrar ventas/ })).not.toBeInTheDocument();
  });

  it('tells the creator of a completed raffle that the draw is recorded', async () => {
    routes[`/api/v1/raffles/${RAFFLE_ID}`] = () =>
      jsonResponse(raffle({ status: 'completed', winner_number: 7 }));
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn(fakeUser({ id: CREATOR_ID })) });
    expect(await screen.findByTestId('owner-notice')).toHaveTextContent(
      'Esta es tu rifa. El sorteo ya está registrado.',
    );
  });

  it('shows the winner of a completed raffle and no buying', async () => {
    routes[`/api/v1/raffles/${RAFFLE_ID}`] = () =>
      jsonResponse(raffle({ status: 'completed', winner_number: 7 }));
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn() });
    expect(await screen.findByTestId('raffle-winner')).toHaveTextContent('Número ganador: 07');
    expect(screen.getByTestId('raffle-status')).toHaveTextContent('Finalizada');
    expect(screen.queryByRole('button', { name: 'Comprar' })).not.toBeInTheDocument();
  });

  it('says how the winner is chosen before the grid, prominently when it may be void', async () => {
    routes[`/api/v1/raffles/${RAFFLE_ID}`] = () => jsonResponse(raffle({ unsold_rule: 'void' }));
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedOut });
    const rule = await screen.findByTestId('draw-rule');
    expect(rule).toHaveTextContent('Cómo se elige el ganador');
    expect(rule).toHaveTextContent('Lotería del Zulia');
    expect(rule).toHaveTextContent('últimas 2 cifras');
    expect(within(rule).getByTestId('draw-rule-void')).toHaveTextContent(
      'Si el número que salga no está vendido y pagado, la rifa queda sin ganador.',
    );
  });

  it('shows the seal and the result of a drawn raffle, with the winner marked on the grid', async () => {
    const hash = 'ab'.repeat(32);
    routes[`/api/v1/raffles/${RAFFLE_ID}`] = () =>
      jsonResponse(
        raffle({
          status: 'completed',
          unsold_rule: 'nearest_sold',
          winner_number: 50,
          sales_closed_at: '2026-11-20T10:00:00.000Z',
          seal_sha256: hash,
          result: {
            lottery_result: '4817',
            drawn_number: 17,
            outcome: 'nearest_sold',
            winner_number: 50,
            winner_name: 'María G.',
            result_url: 'https://www.loteriadelzulia.com/resultados',
            result_image_url: null,
            drawn_at: '2026-11-20T20:05:00.000Z',
            correction_reason: null,
            corrected_at: null,
          },
        }),
      );
    routes[`/api/v1/raffles/${RAFFLE_ID}/seal`] = () =>
      jsonResponse({
        raffle_id: RAFFLE_ID,
        sha256: hash,
        sealed_at: '2026-11-20T10:00:00.000Z',
        line_count: 3,
        paid_count: 2,
        pending_count: 1,
        digits: 2,
        paid_after_seal: [
          { ticket_id: 'tk-1', numbers: [17], paid_at: '2026-11-20T12:00:00.000Z' },
        ],
      });
    // A first attempt waited for the next draw; the second decided.
    const attempt = {
      id: 'd-1',
      lottery_result: '5533',
      drawn_number: 33,
      outcome: 'next_draw',
      winner_number: null,
      winner_name: null,
      result_url: null,
      result_image_url: null,
      correction_reason: null,
      created_at: '2026-11-19T20:05:00.000Z',
    };
    routes[`/api/v1/raffles/${RAFFLE_ID}/draws`] = () =>
      jsonResponse({
        data: [
          attempt,
          {
            ...attempt,
            id: 'd-2',
            lottery_result: '4817',
            drawn_number: 17,
            outcome: 'nearest_sold',
            winner_number: 50,
            winner_name: 'María G.',
            created_at: '2026-11-20T20:05:00.000Z',
          },
        ],
      });
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedOut });
    const result = await screen.findByTestId('draw-result');
    const history = await within(result).findByTestId('draw-history');
    expect(history).toHaveTextContent('resultado 5533 · decide el próximo sorteo');
    expect(history).toHaveTextContent('resultado 4817 · número pagado más cercano 50');
    // 17 is sold (on the grid, once the numbers are read) but was not paid: the nearest paid
    // number above won.
    const outcome = await within(result).findByTestId('draw-outcome');
    await waitFor(() =>
      expect(outcome).toHaveTextContent(
        'El 17 no estaba pagado; ganó el número pagado más cercano: 50.',
      ),
    );
    expect(within(result).getByTestId('draw-winner-name')).toHaveTextContent('María G.');
    expect(within(result).getByRole('link', { name: 'Ver el resultado oficial' })).toHaveAttribute(
      'href',
      'https://www.loteriadelzulia.com/resultados',
    );
    const seal = screen.getByTestId('seal-panel');
    expect(within(seal).getByTestId('seal-hash')).toHaveTextContent(hash);
    expect(await within(seal).findByTestId('seal-counts')).toHaveTextContent(
      'Números vendidos: 3 · pagados: 2 · pendientes al cierre: 1',
    );
    expect(within(seal).getByTestId('seal-paid-after')).toHaveTextContent('Números 17');
    expect(within(seal).getByText(`sha256sum rifa-${RAFFLE_ID}-sellado.txt`)).toBeInTheDocument();
    expect(within(seal).getByRole('link', { name: /Descargar lista sellada/ })).toHaveAttribute(
      'href',
      `/api/v1/raffles/${RAFFLE_ID}/seal.txt`,
    );
    expect(screen.getByRole('button', { name: '50, ganador' })).toHaveClass('rifa-number--winner');
  });

  it("lets the creator enter the lottery's result once it drew, previewing the winning number", async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    routes[`/api/v1/raffles/${RAFFLE_ID}`] = () =>
      jsonResponse(raffle({ status: 'active', end_date: past, draw_at: past }));
    let sent: unknown = null;
    routes[`/api/v1/raffles/${RAFFLE_ID}/draw`] = async (request) => {
      sent = await request.json();
      return jsonResponse(
        { error: { code: 'already_drawn', message: 'El sorteo de esta rifa ya fue registrado' } },
        409,
      );
    };
    // The server's rule names the winner: 21 was not paid, the nearest paid number is 23.
    let asked: string | null = null;
    routes[`/api/v1/raffles/${RAFFLE_ID}/draw/preview`] = (request) => {
      asked = new URL(request.url).search;
      return jsonResponse({
        drawn_number: 21,
        outcome: 'nearest_sold',
        winner_number: 23,
        winner_ticket_id: '00000000-0000-4000-8000-000000000023',
        winner_name: 'Luis P.',
        unsold_rule: 'nearest_sold',
      });
    };
    const user = setupUser();
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn(fakeUser({ id: CREATOR_ID })) });
    await user.click(await screen.findByRole('button', { name: /Registrar resultado/ }));
    const modal = await screen.findByTestId('draw-modal');
    const input = within(modal).getByLabelText('Número publicado por la lotería');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    // Nothing typed: nothing (not an empty gap) before the link's field.
    expect(within(modal).queryByTestId('draw-preview')).not.toBeInTheDocument();
    await user.type(input, '4821');
    expect(within(modal).getByTestId('draw-preview')).toHaveTextContent('Número sorteado: 21');
    await user.click(within(modal).getByRole('button', { name: 'Continuar' }));
    const confirm = await within(modal).findByTestId('draw-confirm');
    expect(asked).toBe('?lottery_result=4821');
    expect(within(confirm).getByTestId('draw-confirm-outcome')).toHaveTextContent(
      'El 21 no está vendido y pagado; por la regla gana el 23, de Luis P.',
    );
    expect(confirm).toHaveTextContent('No se puede cambiar después.');
    await user.click(within(confirm).getByRole('button', { name: 'Registrar resultado' }));
    expect(await within(modal).findByTestId('draw-error')).toHaveTextContent(
      'El sorteo de esta rifa ya fue registrado',
    );
    expect(sent).toEqual({ lottery_result: '4821' });
  });

  it('lets a super admin correct a completed draw, with a reason of at least 10 characters', async () => {
    const drawn = raffle({
      status: 'completed',
      winner_number: 21,
      result: {
        lottery_result: '4821',
        drawn_number: 21,
        outcome: 'winner',
        winner_number: 21,
        winner_name: 'María G.',
        result_url: null,
        result_image_url: null,
        drawn_at: '2026-11-20T20:05:00.000Z',
        correction_reason: null,
        corrected_at: null,
      },
    });
    routes[`/api/v1/raffles/${RAFFLE_ID}`] = () => jsonResponse(drawn);
    routes[`/api/v1/raffles/${RAFFLE_ID}/draws`] = () => jsonResponse({ data: [] });
    routes[`/api/v1/raffles/${RAFFLE_ID}/draw/preview`] = () =>
      jsonResponse({
        drawn_number: 12,
        outcome: 'winner',
        winner_number: 12,
        winner_ticket_id: '00000000-0000-4000-8000-000000000012',
        winner_name: 'Ana D.',
        unsold_rule: 'next_draw',
      });
    let sent: unknown = null;
    routes[`/api/v1/raffles/${RAFFLE_ID}/draw/correction`] = async (request) => {
      sent = await request.json();
      // What the server keeps from now on: the raffle with the corrected result.
      routes[`/api/v1/raffles/${RAFFLE_ID}`] = () => jsonResponse(corrected);
      return jsonResponse(corrected);
    };
    const corrected = {
      ...drawn,
      winner_number: 12,
      result: {
        ...drawn.result!,
        lottery_result: '4812',
        drawn_number: 12,
        winner_number: 12,
        correction_reason: 'Se copió mal el resultado',
        corrected_at: '2026-11-20T21:00:00.000Z',
      },
    };
    const admin = { ...signedIn(), profile: { is_super_admin: true } as Profile };
    const user = setupUser();
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: admin });
    await user.click(await screen.findByRole('button', { name: 'Corregir sorteo' }));
    const modal = await screen.findByTestId('draw-modal');
    await user.type(within(modal).getByLabelText('Número publicado por la lotería'), '4812');
    await user.type(within(modal).getByLabelText('Motivo de la corrección'), 'Se copió');
    await user.click(within(modal).getByRole('button', { name: 'Continuar' }));
    expect(
      await within(modal).findByText('Explica el motivo (entre 10 y 500 caracteres)'),
    ).toBeInTheDocument();
    await user.type(within(modal).getByLabelText('Motivo de la corrección'), ' mal el resultado');
    await user.click(within(modal).getByRole('button', { name: 'Continuar' }));
    await user.click(
      within(await within(modal).findByTestId('draw-confirm')).getByRole('button', {
        name: 'Corregir sorteo',
      }),
    );
    expect(await screen.findByTestId('draw-correction')).toHaveTextContent(
      'Se copió mal el resultado',
    );
    expect(sent).toEqual({ lottery_result: '4812', reason: 'Se copió mal el resultado' });
    expect(screen.getByTestId('draw-outcome')).toHaveTextContent('Ganó el número 12.');
  });

  it('tells the creator when the result can be entered, before the lottery draws', async () => {
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedIn(fakeUser({ id: CREATOR_ID })) });
    expect(await screen.findByTestId('draw-not-yet')).toHaveTextContent(
      'Podrás registrar el resultado de la lotería desde el',
    );
    expect(screen.queryByRole('button', { name: /Registrar resultado/ })).not.toBeInTheDocument();
  });

  it('says "Rifa no encontrada" on 404', async () => {
    routes[`/api/v1/raffles/${RAFFLE_ID}`] = () =>
      jsonResponse({ error: { code: 'not_found', message: 'Rifa no encontrada' } }, 404);
    renderRoute(`/app/raffle/${RAFFLE_ID}`, { auth: signedOut });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rifa no encontrada' }),
    ).toBeInTheDocument();
  });

  it('opens a sample raffle read-only without calling the API', async () => {
    renderRoute('/app/raffle/sample-moto', { auth: signedOut });
    expect(await screen.findByTestId('sample-notice')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Moto');
    // The numbers come in the page's second render (below the hero).
    expect(await screen.findByRole('button', { name: /^000,/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Comprar' })).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([input]) => requestPath(input).startsWith('/api/v1/raffles')),
    ).toHaveLength(0);
  });
});
