import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, requestPath } from '../../../test/render';
import type { Receipt } from '../api/receipt';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const CODE = '0123456789abcdef0123456789abcdef';
const RECEIPT: Receipt = {
  code: CODE,
  ticket_id: 'bbbbbbbb-0000-4000-8000-0000000000aa',
  numbers: [7, 42],
  status: 'paid',
  price: 5,
  purchase_date: '2026-11-20T15:30:00.000Z',
  buyer_name: 'Gabriel P.',
  is_winner: true,
  in_seal: 'paid',
  payment: { channel: 'counter', method: 'efectivo_bs', exchange_rate: 36.5, amount_ves: 182.5 },
  raffle: {
    id: 'aaaaaaaa-0000-4000-8000-000000000001',
    title: 'Moto Bera SBR 150',
    image_url: null,
    total_tickets: 1000,
    lottery: 'zulia',
    end_date: '2026-12-24T20:00:00.000Z',
    draw_at: '2026-12-24T20:00:00.000Z',
    unsold_rule: 'next_draw',
    status: 'completed',
    winner_number: 42,
    seal_sha256: 'ab'.repeat(32),
    creator_name: 'Carla Organizadora',
  },
};

const fetchMock = vi.fn<(input: unknown) => Promise<Response>>();
beforeEach(() => {
  fetchMock.mockImplementation((input) =>
    Promise.resolve(
      requestPath(input) === `/api/v1/receipts/${CODE}`
        ? jsonResponse(RECEIPT)
        : jsonResponse(
            {
              error: {
                code: 'receipt_not_found',
                message: 'Este recibo no existe. Revisa el enlace o el código.',
              },
            },
            404,
          ),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

it('shows the receipt without signing in: win, padded numbers, status, masked buyer, seal', async () => {
  renderRoute(`/t/${CODE}`);
  const receipt = await screen.findByTestId('receipt');
  expect(screen.getByTestId('receipt-title')).toHaveTextContent('Moto Bera SBR 150');
  expect(screen.getByTestId('receipt-winner')).toHaveTextContent('¡Ticket ganador!');
  expect(screen.getByTestId('receipt-numbers')).toHaveTextContent('007 · 042');
  expect(screen.getByTestId('receipt-status')).toHaveTextContent('Pagado');
  expect(receipt).toHaveTextContent('Gabriel P.');
  // How it was paid: the method and, in bolívares, the amount at the rate used.
  expect(receipt).toHaveTextContent('Forma de pagoEfectivo (Bs) · En taquilla');
  expect(receipt).toHaveTextContent('En bolívaresBs 182,50 a la tasa de 36,50 Bs por dólar');
  expect(receipt).toHaveTextContent('Número ganador042');
  expect(screen.getByTestId('receipt-seal')).toHaveTextContent('ab'.repeat(32));
  expect(screen.getByTestId('receipt-in-seal')).toHaveTextContent(
    'En la lista sellada como pagado',
  );
  expect(screen.getByTestId('receipt-raffle-link')).toHaveAttribute(
    'href',
    `/app/raffle/${RECEIPT.raffle.id}`,
  );
  // The printed slip carries a QR code of its own address.
  expect(await screen.findByRole('img', { name: 'Código QR del recibo' })).toBeInTheDocument();
});

it('says an unknown code does not exist, as an empty state', async () => {
  renderRoute('/t/desconocido');
  expect(await screen.findByTestId('receipt-not-found')).toHaveTextContent(
    'Este recibo no existe. Revisa el enlace o el código.',
  );
});
