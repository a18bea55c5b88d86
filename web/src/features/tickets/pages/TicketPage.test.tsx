import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../../lib/api/client';
import type { Raffle } from '../../../lib/raffle';
import { makeRaffle } from '../../../test/raffle-list-fixtures';
import {
  fakeUser,
  fill,
  jsonResponse,
  renderRoute,
  requestJson,
  requestMethod,
  requestPath,
  setupUser,
  signedIn,
} from '../../../test/render';
import type { TicketWithRaffle } from '../../../lib/ticket';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const TICKET_ID = 'bbbbbbbb-0000-4000-8000-0000000000aa';
const RAFFLE: Raffle = makeRaffle(1, {
  title: 'Moto Bera SBR 150',
  total_tickets: 1000,
  ticket_price: 2.5,
  creator: {
    ...makeRaffle(1).creator,
    exchange_rate: 245.5,
    exchange_rate_at: '2026-11-21T12:00:00.000Z',
  },
});
const METHOD: Schemas['PaymentMethod'] = {
  id: 'dddddddd-0000-4000-8000-000000000001',
  user_id: RAFFLE.creator_id,
  type: 'pago_movil',
  name: 'Mi pago móvil',
  details: { bank: 'Banesco', phone: '0414-1234567', id_number: 'V-12345678' },
  is_default: true,
  is_active: true,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

function ticket(overrides: Partial<TicketWithRaffle> = {}): TicketWithRaffle {
  return {
    id: TICKET_ID,
    raffle_id: RAFFLE.id,
    user_id: fakeUser().id,
    numbers: [7, 42],
    status: 'pending',
    price: 5,
    buyer_name: 'Ana Pérez',
    buyer_email: 'ana@ejemplo.com',
    buyer_phone: '',
    sold_by: null,
    expires_at: new Date(Date.now() + (2 * 3600 + 5 * 60) * 1000).toISOString(),
    expired_at: null,
    payment_status: null,
    receipt_code: '0123456789abcdef0123456789abcdef',
    rating: null,
    purchase_date: '2026-11-20T15:30:00.000Z',
    created_at: '2026-11-20T15:30:00.000Z',
    updated_at: '2026-11-20T15:30:00.000Z',
    raffle: {
      id: RAFFLE.id,
      title: RAFFLE.title,
      image_url: null,
      ticket_price: 2.5,
      total_tickets: 1000,
      end_date: RAFFLE.end_date,
      status: 'active',
      lottery: 'zulia',
      creator_id: RAFFLE.creator_id,
      is_private: false,
      winner_number: null,
      draw_at: '2026-12-24T20:00:00.000Z',
      draw_outcome: null,
      prize_confirmed_at: null,
    },
    ...overrides,
  };
}

function payment(overrides: Partial<Schemas['PaymentDetail']> = {}): Schemas['PaymentDetail'] {
  return {
    id: 'eeeeeeee-0000-4000-8000-000000000001',
    ticket_id: TICKET_ID,
    method: 'pago_movil',
    payment_method_id: METHOD.id,
    reference: '004512',
    amount: 1227.5,
    currency: 'VES',
    expected_amount: 1227.5,
    exchange_rate: 245.5,
    shortfall: 0,
    date: '2026-11-21T15:04:05.000Z',
    bank: 'Mercantil',
    account_number: null,
    phone_number: null,
    email: null,
    notes: null,
    screenshot_url: null,
    verification_status: 'pending',
    verified_by: null,
    verified_at: null,
    verification_notes: null,
    duplicate_flags: [],
    proof_check: null,
    part: { number: 1, price: 5, verified: 0, owed_after: 0, owed_after_bs: 0 },
    created_at: '2026-11-21T15:05:00.000Z',
    updated_at: '2026-11-21T15:05:00.000Z',
    ...overrides,
  };
}

const fetchMock = vi.fn<(input: unknown) => Promise<Response>>();
let current: TicketWithRaffle;
let report: Schemas['PaymentDetail'] | null;
let raffle: Raffle;

beforeEach(() => {
  current = ticket();
  report = null;
  raffle = RAFFLE;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = requestPath(input);
    const method = requestMethod(input);
    if (path === `/api/v1/tickets/${TICKET_ID}`) return jsonResponse(current);
    if (path === `/api/v1/tickets/${TICKET_ID}/payment`) {
      if (method === 'GET')
        return report
          ? jsonResponse(report)
          : jsonResponse({ error: { code: 'not_found', message: 'Pago no encontrado' } }, 404);
      const sent = (await requestJson(input)) as Schemas['PaymentDetailCreate'];
      report = payment({ ...sent, currency: sent.currency ?? 'USD' });
      current = { ...current, payment_status: 'pending', expires_at: null };
      return jsonResponse(report, method === 'POST' ? 201 : 200);
    }
    if (path === `/api/v1/raffles/${RAFFLE.id}`) return jsonResponse(raffle);
    if (path === `/api/v1/raffles/${RAFFLE.id}/payment-methods`)
      return jsonResponse({ data: [METHOD], count: 1 });
    if (path === '/api/v1/me/notifications/unread-count') return jsonResponse({ count: 0 });
    return jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/app/tickets/:id', () => {
  it("shows the hold first, then how to pay, then the ticket's status", async () => {
    renderRoute(`/app/tickets/${TICKET_ID}`, { auth: signedIn() });
    const page = await screen.findByTestId('ticket-page');
    // The running hold opens the page, before the ticket's card (as in its shell).
    const main = page.querySelector('.rifa-ticket-page__main')!;
    expect(main.firstElementChild).toContainElement(screen.getByTestId('hold'));
    // How to pay comes next, before the ticket's status (a phone shows the markup's order).
    const payTo = await screen.findByTestId('pay-to');
    const follows = (a: Element, b: Element) =>
      (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(follows(screen.getByTestId('ticket-numbers'), payTo)).toBe(true);
    expect(follows(payTo, screen.getByTestId('ticket-timeline'))).toBe(true);
  });

  it('shows the hold, how to pay in USD and Bs, and reports the payment', async () => {
    const user = setupUser();
    renderRoute(`/app/tickets/${TICKET_ID}`, { auth: signedIn() });
    const page = await screen.findByTestId('ticket-page');
    expect(within(page).getByTestId('ticket-numbers')).toHaveTextContent('007, 042');
    expect(screen.getByTestId('ticket-timeline')).toHaveAttribute('data-step', 'Reservado');
    expect(screen.getByRole('timer')).toHaveAccessibleName(
      /^Tu reserva vence en 2 horas y [45] minutos$/,
    );
    expect(await screen.findByTestId('total-bs')).toHaveTextContent('Bs 1.227,50');
    expect(screen.getByTestId('total-usd')).toHaveTextContent('$ 5,00');
    expect(screen.getByText(/Bs 245,50 por dólar \(21 nov 2026\)/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Copiar Teléfono' })).toBeInTheDocument();

    // The currency follows the method (Bs for pago móvil at the creator's rate), the amount the
    // currency.
    const form = await screen.findByTestId('payment-report-form');
    const amount = within(form).getByLabelText('Monto pagado');
    expect(amount).toHaveValue('1.227,50');
    await user.click(within(form).getByText('Dólares (USD)'));
    expect(amount).toHaveValue('5,00');
    await user.click(within(form).getByText('Bolívares (Bs)'));
    expect(amount).toHaveValue('1.227,50');
    await fill(user, within(form).getByLabelText('Número de referencia'), '004512');
    await fill(user, within(form).getByLabelText('Banco desde el que pagaste'), 'Mercantil');
    await user.click(within(form).getByRole('button', { name: 'Reportar pago' }));

    const post = await waitFor(() => {
      const call = fetchMock.mock.calls.find(([input]) => requestMethod(input) === 'POST');
      expect(call).toBeDefined();
      return call;
    });
    expect(await requestJson(post?.[0])).toMatchObject({
      payment_method_id: METHOD.id,
      method: 'pago_movil',
      amount: 1227.5,
      currency: 'VES',
      reference: '004512',
      bank: 'Mercantil',
      screenshot_path: null,
    });
    // Then the page shows the report under review and no form.
    expect(await screen.findByTestId('payment-summary')).toHaveTextContent('En revisión');
    await waitFor(() =>
      expect(screen.getByTestId('ticket-timeline')).toHaveAttribute('data-step', 'Pago reportado'),
    );
    expect(screen.queryByTestId('payment-report-form')).not.toBeInTheDocument();
  });

  it("after a rejection shows the creator's notes and corrects the report with PATCH", async () => {
    const user = setupUser();
    current = ticket({ payment_status: 'rejected' });
    report = payment({
      verification_status: 'rejected',
      verification_notes: 'No encuentro la transferencia',
    });
    renderRoute(`/app/tickets/${TICKET_ID}`, { auth: signedIn() });
    expect(await screen.findByTestId('rejection-notes')).toHaveTextContent(
      'Motivo: No encuentro la transferencia',
    );
    // The reason sits with the form that corrects it.
    expect(screen.getByTestId('report-card')).toContainElement(
      screen.getByTestId('rejection-notes'),
    );
    expect(screen.getByTestId('ticket-timeline')).toHaveAttribute('data-step', 'Rechazado');
    const form = await screen.findByTestId('payment-report-form');
    expect(within(form).getByLabelText('Número de referencia')).toHaveValue('004512');
    await fill(user, within(form).getByLabelText('Número de referencia'), '004513');
    await user.click(within(form).getByRole('button', { name: 'Enviar corrección' }));
    const patch = await waitFor(() => {
      const call = fetchMock.mock.calls.find(([input]) => requestMethod(input) === 'PATCH');
      expect(call).toBeDefined();
      return call;
    });
    const body = (await requestJson(patch?.[0])) as Record<string, unknown>;
    expect(body).toMatchObject({ reference: '004513', amount: 1227.5, currency: 'VES' });
    // The proof already sent is kept: no screenshot_path in a correction without a new one.
    expect(body).not.toHaveProperty('screenshot_path');
  });

  it("shows the raffle's thumbnail from its WebP copies once the raffle is read", async () => {
    const imageUrl = '/storage/v1/object/public/raffle-images/u/r.jpg?v=1';
    raffle = {
      ...RAFFLE,
      image_url: imageUrl,
      image_variants: [
        { width: 320, url: '/storage/v1/object/public/raffle-images/u/r-320.webp?v=2' },
        { width: 640, url: '/storage/v1/object/public/raffle-images/u/r-640.webp?v=3' },
      ],
    };
    const summary = ticket().raffle;
    current = ticket({ raffle: summary && { ...summary, image_url: imageUrl } });
    renderRoute(`/app/tickets/${TICKET_ID}`, { auth: signedIn() });
    const image = await screen.findByRole('img', { name: /Moto Bera SBR 150/ });
    expect(image).toHaveAttribute('src', imageUrl);
    expect(image).toHaveAttribute(
      'srcset',
      '/storage/v1/object/public/raffle-images/u/r-320.webp?v=2 320w, ' +
        '/storage/v1/object/public/raffle-images/u/r-640.webp?v=3 640w',
    );
    expect(image).toHaveAttribute('sizes', '72px');
    expect(image).toHaveAttribute('width', '72');
    expect(image).toHaveAttribute('height', '72');
  });

  it('says when the hold has ended and offers no form', async () => {
    current = ticket({ expires_at: new Date(Date.now() - 60_000).toISOString() });
    renderRoute(`/app/tickets/${TICKET_ID}`, { auth: signedIn() });
    expect(await screen.findByTestId('hold-ended')).toHaveTextContent('Reserva vencida');
    expect(screen.queryByTestId('payment-report-form')).not.toBeInTheDocument();
  });
});

describe('/app/tickets/:id after the draw', () => {
  const completed = (winner: number) => ({
    ...ticket().raffle,
    status: 'completed' as const,
    winner_number: winner,
    draw_outcome: 'winner' as const,
  });

  /** The ticket page's answers plus the rating and the prize's confirmation. */
  function serveAfterDraw(rating: (body: unknown) => Response) {
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input) => {
      const path = requestPath(input);
      if (path === `/api/v1/tickets/${TICKET_ID}/rating`) {
        const answer = rating(await requestJson(input));
        if (answer.status === 201) current = { ...current, rating: 5 };
        return answer;
      }
      if (path === `/api/v1/tickets/${TICKET_ID}/prize-received`) {
        current = {
          ...current,
          raffle: { ...current.raffle, prize_confirmed_at: '2026-12-26T14:00:00.000Z' },
        };
        return jsonResponse(current);
      }
      return base(input);
    });
  }

  it('the winner sees the win, rates the organiser and confirms the prize', async () => {
    const user = setupUser();
    current = ticket({ status: 'paid', expires_at: null, raffle: completed(42) });
    serveAfterDraw(() =>
      jsonResponse(
        {
          id: 'ffffffff-0000-4000-8000-000000000001',
          ticket_id: TICKET_ID,
          raffle_id: RAFFLE.id,
          rating: 5,
          comment: 'Excelente',
          created_at: '2026-12-26T13:00:00.000Z',
        },
        201,
      ),
    );
    renderRoute(`/app/tickets/${TICKET_ID}`, { auth: signedIn() });
    const result = await screen.findByTestId('ticket-result');
    expect(result).toHaveAttribute('data-outcome', 'won');
    expect(result).toHaveTextContent('¡Ganaste!');
    expect(result).toHaveTextContent('Tu número 042 es el ganador de la rifa.');
    expect(screen.getByTestId('ticket-timeline')).toHaveTextContent(
      'El organizador confirmó tu pago y tu ticket participó en el sorteo.',
    );
    const link = await screen.findByTestId('receipt-link');
    expect(link).toHaveAttribute('href', '/t/0123456789abcdef0123456789abcdef');
    expect(link).toHaveTextContent(`${window.location.origin}/t/0123456789abcdef0123456789abcdef`);

    const rateCard = await screen.findByTestId('rate-card');
    await user.click(await within(rateCard).findByRole('button', { name: 'Enviar calificación' }));
    expect(await within(rateCard).findByText('Elige de 1 a 5 estrellas')).toBeInTheDocument();
    const stars = within(rateCard).getAllByRole('radio');
    await user.click(stars[4]!);
    await fill(user, within(rateCard).getByLabelText('Comentario (opcional)'), ' Excelente ');
    await user.click(within(rateCard).getByRole('button', { name: 'Enviar calificación' }));
    const post = await waitFor(() => {
      const call = fetchMock.mock.calls.find(([input]) => requestPath(input).endsWith('/rating'));
      expect(call).toBeDefined();
      return call;
    });
    expect(await requestJson(post?.[0])).toEqual({ rating: 5, comment: 'Excelente' });
    expect(await screen.findByTestId('rating-given')).toHaveAttribute('data-rating', '5');

    await user.click(screen.getByTestId('confirm-prize'));
    await user.click(await screen.findByRole('button', { name: 'Sí, lo recibí' }));
    expect(await screen.findByTestId('prize-confirmed')).toHaveTextContent(
      /^Premio recibido el 26 dic 2026/,
    );
  });

  it("another buyer reads the winning number, and the server's refusal to rate", async () => {
    const user = setupUser();
    current = ticket({ status: 'paid', expires_at: null, raffle: completed(500) });
    serveAfterDraw(() =>
      jsonResponse(
        {
          error: {
            code: 'already_rated',
            message: 'Ya calificaste al organizador por este ticket',
          },
        },
        409,
      ),
    );
    renderRoute(`/app/tickets/${TICKET_ID}`, { auth: signedIn() });
    const result = await screen.findByTestId('ticket-result');
    expect(result).toHaveAttribute('data-outcome', 'lost');
    expect(result).toHaveTextContent('No ganaste esta vez');
    expect(result).toHaveTextContent('El número ganador fue 500.');
    expect(screen.queryByTestId('confirm-prize')).not.toBeInTheDocument();
    const rateCard = await screen.findByTestId('rate-card');
    await user.click((await within(rateCard).findAllByRole('radio'))[3]!);
    await user.click(within(rateCard).getByRole('button', { name: 'Enviar calificación' }));
    expect(await within(rateCard).findByTestId('rate-error')).toHaveTextContent(
      'Ya calificaste al organizador por este ticket',
    );
  });
});
