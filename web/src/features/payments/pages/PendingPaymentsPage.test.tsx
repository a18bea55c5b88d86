import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../../../test/fake-realtime';
import {
  fill,
  jsonResponse,
  mockGlobalFetch,
  PHONE,
  renderRoute,
  requestJson,
  requestMethod,
  requestPath,
  sentRequest,
  setupUser,
  signedIn,
} from '../../../test/render';
import type { PendingPayment } from '../pending-payment';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const USER = '7d6f1c1e-2f0a-4b9e-9a51-3c1f4f6f0a11';
const RAFFLE = '4a1b8d6e-0f3c-4c2a-9b7e-1d2c3e4f5a6b';
const TICKET = '9c2d7e1f-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const EARLIER = '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b';
const PROOF = '/storage/v1/object/sign/verification-documents/b/p.png?token=t';

/** An earlier report of the same creator that this one matches. */
const earlierReport = {
  same_creator: true,
  reported_at: '2026-11-20T14:05:00.000Z',
  ticket_id: EARLIER,
  raffle_title: 'Moto Bera',
  buyer_name: 'Luis Díaz',
  screenshot_url: '/storage/v1/object/sign/verification-documents/a/e.png?token=u',
  distance: null,
} as const;

function pending(overrides: Partial<PendingPayment> = {}): PendingPayment {
  return {
    id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
    ticket_id: TICKET,
    method: 'pago_movil',
    payment_method_id: null,
    reference: '0045-12',
    amount: 2,
    currency: 'USD',
    expected_amount: 2.5,
    exchange_rate: null,
    shortfall: 0.5,
    date: '2026-11-21T15:04:05.123Z',
    bank: 'Banesco',
    account_number: null,
    phone_number: '0414-1234567',
    email: null,
    notes: null,
    screenshot_url: PROOF,
    verification_status: 'pending',
    verified_by: null,
    verified_at: null,
    verification_notes: null,
    proof_check: null,
    part: { number: 1, price: 2.5, verified: 0, owed_after: 0.5, owed_after_bs: null },
    duplicate_flags: [
      { ...earlierReport, kind: 'reference' },
      { ...earlierReport, kind: 'same_image' },
      {
        kind: 'similar_image',
        same_creator: false,
        reported_at: '2026-11-19T10:00:00.000Z',
        ticket_id: null,
        raffle_title: null,
        buyer_name: null,
        screenshot_url: null,
        distance: 3,
      },
    ],
    created_at: '2026-11-21T15:10:00.000Z',
    updated_at: '2026-11-21T15:10:00.000Z',
    ticket: {
      id: TICKET,
      raffle_id: RAFFLE,
      user_id: '2b3c4d5e-6f70-4819-8a2b-3c4d5e6f7a8c',
      numbers: [9],
      status: 'pending',
      price: 2.5,
      buyer_name: 'Carlos Comprador',
      buyer_email: 'carlos@ejemplo.com',
      buyer_phone: '0414-1234567',
      sold_by: null,
      expires_at: null,
      expired_at: null,
      payment_status: 'pending',
      receipt_code: '0123456789abcdef0123456789abcdef',
      rating: null,
      purchase_date: '2026-11-21T15:00:00.000Z',
      created_at: '2026-11-21T15:00:00.000Z',
      updated_at: '2026-11-21T15:10:00.000Z',
    },
    raffle: {
      id: RAFFLE,
      title: 'Moto Bera',
      image_url: null,
      ticket_price: 2.5,
      total_tickets: 100,
      end_date: '2026-12-20T23:00:00.000Z',
      status: 'active',
      lottery: 'zulia',
      creator_id: USER,
      is_private: false,
      winner_number: null,
      draw_at: '2026-12-24T20:00:00.000Z',
      draw_outcome: null,
      prize_confirmed_at: null,
    },
    ...overrides,
  };
}

const fetchMock = mockGlobalFetch();
/** The reports waiting, changed by verify and reject as the server would. */
let stored: PendingPayment[];

beforeEach(() => {
  stored = [pending()];
  fetchMock.mockImplementation((input) => Promise.resolve(respond(input)));
});

function respond(input: unknown): Response {
  const path = requestPath(input);
  if (path === '/api/v1/me/pending-payments') {
    const limit = Number(new URL(sentRequest(input).url).searchParams.get('limit'));
    return jsonResponse({ data: stored.slice(0, limit), count: stored.length, has_raffles: true });
  }
  const review = /^\/api\/v1\/tickets\/([^/]+)\/payment\/(verify|reject)$/.exec(path);
  if (review && requestMethod(input) === 'POST') {
    const found = stored.find((p) => p.ticket_id === review[1]);
    if (!found) {
      return jsonResponse(
        { error: { code: 'already_reviewed', message: 'Este pago ya fue revisado' } },
        409,
      );
    }
    stored = stored.filter((p) => p !== found);
    const status = review[2] === 'verify' ? 'verified' : 'rejected';
    return jsonResponse({ ...found, verification_status: status });
  }
  return jsonResponse({ data: [], count: 0 });
}

function calls(method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input]) => requestMethod(input) === method && requestPath(input) === path,
  );
}

describe('/app/payments', () => {
  it('shows the report: buyer, numbers, proof, the missing amount and the duplicate signs', async () => {
    renderRoute('/app/payments', { auth: signedIn(), width: PHONE });
    const card = await screen.findByTestId('pending-payment');
    expect(card).toHaveTextContent('Moto Bera');
    expect(card).toHaveTextContent('Carlos Comprador');
    expect(within(card).getByRole('link', { name: 'carlos@ejemplo.com' })).toHaveAttribute(
      'href',
      'mailto:carlos@ejemplo.com',
    );
    expect(within(card).getByTestId('payment-numbers')).toHaveTextContent('09');
    expect(within(card).getByTestId('payment-short')).toHaveTextContent('Faltan $ 0,50');
    expect(within(card).getByTestId('payment-amounts')).toHaveTextContent('$ 2,50');
    expect(within(card).getByTestId('payment-reference')).toHaveTextContent('0045-12');
    const proof = within(within(card).getByTestId('payment-proof')).getByRole('img', {
      name: 'Comprobante de pago de Carlos Comprador',
    });
    expect(proof).toHaveAttribute('src', PROOF);

    const [reference, image, other] = within(card).getAllByTestId('duplicate-flag');
    // Same creator: the earlier ticket named, both proofs side by side once, and a link to it.
    expect(reference).toHaveTextContent(
      'Referencia ya usada en el ticket de Luis Díaz (Moto Bera)',
    );
    expect(image).toHaveTextContent(
      'La misma imagen ya se usó en otro pago: el ticket de Luis Díaz',
    );
    const earlier = reference!.closest('li')!;
    expect(image!.closest('li')).toBe(earlier);
    expect(within(earlier).getAllByRole('img', { name: /^Comprobante de pago de/ })).toHaveLength(
      2,
    );
    expect(within(earlier).getByRole('link', { name: 'Ver el ticket anterior' })).toHaveAttribute(
      'href',
      `/app/tickets/${EARLIER}`,
    );
    // Another creator: only that it was seen there, and when; no proof, no link.
    expect(other).toHaveTextContent(
      'Una imagen casi idéntica ya se usó en otro pago, en otra rifa, el 19 nov 2026.',
    );
    const elsewhere = other!.closest('li')!;
    expect(elsewhere).not.toBe(earlier);
    expect(within(elsewhere).queryByRole('img', { name: /^Comprobante/ })).toBeNull();
    expect(within(elsewhere).queryByRole('link')).toBeNull();
  });

  it('verifies after the confirmation; the report and the badge go away', async () => {
    const user = setupUser();
    renderRoute('/app/payments', { auth: signedIn(), width: PHONE });
    const card = await screen.findByTestId('pending-payment');
    await waitFor(() => expect(screen.getByTestId('topbar-payments-badge')).toHaveTextContent('1'));
    await user.click(within(card).getByRole('button', { name: /Verificar/ }));
    expect(calls('POST', `/api/v1/tickets/${TICKET}/payment/verify`)).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Sí, verificar' }));

    // $ 2,00 of $ 2,50: an abono; the ticket still owes (the card said what it would leave).
    expect(
      await screen.findByText(
        'Abono verificado. La boleta sigue pendiente hasta completar el pago.',
      ),
    ).toBeInTheDocument();
    expect(calls('POST', `/api/v1/tickets/${TICKET}/payment/verify`)).toHaveLength(1);
    expect(await screen.findByTestId('pending-payments-empty')).toHaveTextContent(
      'No tienes pagos por verificar',
    );
    await waitFor(() => expect(screen.queryByTestId('topbar-payments-badge')).toBeNull());
  });

  it('rejects only with notes for the buyer, and says when it could not', async () => {
    const user = setupUser();
    renderRoute(`/app/payments?raffle=${RAFFLE}`, { auth: signedIn() });
    const card = await screen.findByTestId('pending-payment');
    const listCall = calls('GET', '/api/v1/me/pending-payments').find(
      ([input]) => new URL(sentRequest(input).url).searchParams.get('limit') === '10',
    );
    expect(new URL(sentRequest(listCall?.[0]).url).searchParams.get('raffle_id')).toBe(RAFFLE);
    expect(screen.getByTestId('pending-payments-filter')).toHaveTextContent(
      'Solo la rifa «Moto Bera»',
    );

    await user.click(within(card).getByRole('button', { name: /Rechazar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar pago' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar pago' }));
    expect(
      await within(dialog).findByText('Escribe al comprador qué debe corregir.'),
    ).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Notas para el comprador'), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar pago' }));
    expect(
      await within(dialog).findByText('Las notas deben tener entre 3 y 500 caracteres.'),
    ).toBeInTheDocument();
    const reject = `/api/v1/tickets/${TICKET}/payment/reject`;
    expect(calls('POST', reject)).toHaveLength(0);

    // Someone else decided meanwhile: the server's answer is shown and the report leaves.
    stored = [];
    await fill(
      user,
      within(dialog).getByLabelText('Notas para el comprador'),
      'No encuentro la transferencia.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar pago' }));
    expect(
      await screen.findByText('Error al validar el pago: Este pago ya fue revisado'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('pending-payments-empty')).toHaveTextContent(
      'Esta rifa no tiene pagos por verificar.',
    );
    expect(await requestJson(calls('POST', reject)[0]?.[0])).toEqual({
      notes: 'No encuentro la transferencia.',
    });
  });

  it('reads the count again when a payment_received notification arrives', async () => {
    stored = [];
    const { server, client } = fakeRealtime(USER);
    renderRoute('/app/tickets', { auth: signedIn(), realtime: client, width: PHONE });
    await within(await screen.findByTestId('mobile-topbar')).findByRole('link', {
      name: 'Pagos por verificar',
    });
    await waitFor(() => expect(calls('GET', '/api/v1/me/pending-payments')).toHaveLength(1));
    expect(screen.queryByTestId('topbar-payments-badge')).toBeNull();

    stored = [pending()];
    const payload = {
      id: '00000000-0000-4000-8000-000000000001',
      user_id: USER,
      type: 'payment_received' as const,
      title: 'Pago reportado: posible duplicado',
      message: 'Carlos Comprador reportó el pago del número 09 en «Moto Bera» por $ 2,00.',
      priority: 'medium' as const,
      data: { raffle_id: RAFFLE, ticket_id: TICKET, numbers: [9] },
      is_read: false,
      created_at: new Date().toISOString(),
    };
    await waitFor(() =>
      expect(
        server.push({ type: 'event', topic: 'user', event: 'notification.created', payload }),
      ).toBe(1),
    );
    await waitFor(() => expect(screen.getByTestId('topbar-payments-badge')).toHaveTextContent('1'));
  });
});
