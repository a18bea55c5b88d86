import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeRaffle } from '../../../test/raffle-list-fixtures';
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

const owner = fakeUser();
const raffle = makeRaffle(1, {
  title: 'Parrillera',
  creator_id: owner.id,
  creator: {
    ...makeRaffle(1).creator,
    id: owner.id,
    exchange_rate: 40,
    exchange_rate_at: '2026-11-20T12:00:00Z',
  },
});
const SALE_PATH = `/api/v1/business/raffles/${raffle.id}/tickets`;

const fetchMock = mockGlobalFetch();

function soldTicket(numbers: number[]) {
  return {
    id: 'e0000000-0000-4000-8000-000000000001',
    raffle_id: raffle.id,
    user_id: null,
    numbers,
    status: 'paid',
    price: numbers.length * 2,
    buyer_name: 'José Rodríguez',
    buyer_email: '',
    buyer_phone: '',
    sold_by: owner.id,
    expires_at: null,
    payment_status: null,
    receipt_code: 'b'.repeat(32),
    rating: null,
    purchase_date: '2026-11-21T15:04:05Z',
    created_at: '2026-11-21T15:04:05Z',
    updated_at: '2026-11-21T15:04:05Z',
  };
}

/** The server: 08 is sold online before the first attempt reaches it; the second attempt sells. */
function serve() {
  const sales: Request[] = [];
  let taken = [1];
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
    if (path === `/api/v1/raffles/${raffle.id}`) return Promise.resolve(jsonResponse(raffle));
    if (path === `/api/v1/raffles/${raffle.id}/numbers`)
      return Promise.resolve(
        jsonResponse({ total_tickets: 100, numbers_version: taken.length, taken }),
      );
    if (path === SALE_PATH && requestMethod(input) === 'POST') {
      sales.push(sentRequest(input));
      if (sales.length === 1) {
        taken = [1, 8];
        return Promise.resolve(
          jsonResponse(
            {
              error: {
                code: 'numbers_unavailable',
                message: 'Algunos números ya no están disponibles',
                details: { numbers: [8] },
              },
            },
            409,
          ),
        );
      }
      return Promise.resolve(jsonResponse(soldTicket([5, 6, 7]), 201));
    }
    return Promise.resolve(jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404));
  });
  return sales;
}

function cell(label: string) {
  return screen
    .getByRole('group', { name: /^Números / })
    .querySelector(`[data-number="${Number(label)}"]`)!;
}

describe('/business/raffles/:id/sell', () => {
  it('refuses a number sold meanwhile, keeps the rest chosen, then sells with a new key', async () => {
    const sales = serve();
    const ue = setupUser();
    renderRoute(`/business/raffles/${raffle.id}/sell`, { auth: signedIn(owner) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Venta en taquilla' }),
    ).toBeInTheDocument();
    await screen.findByRole('group', { name: /^Números / });
    expect(cell('01')).toBeDisabled();
    for (const n of ['05', '06', '07', '08']) await ue.click(cell(n));
    expect(screen.getByTestId('sale-count')).toHaveTextContent('4 números');
    expect(screen.getByTestId('total-usd')).toHaveTextContent('$ 8,00');
    expect(screen.getByTestId('total-bs')).toHaveTextContent('Bs 320,00');

    // The buyer's name is required.
    await ue.click(screen.getByTestId('sale-submit'));
    expect(await screen.findByText('Ingresa el nombre del comprador')).toBeInTheDocument();
    expect(sales).toHaveLength(0);

    await fill(ue, screen.getByLabelText('Nombre del comprador'), ' José Rodríguez ');
    // (antd's radio button is its label: the input itself takes no pointer events.)
    await ue.click(screen.getByRole('radio', { name: 'Pendiente' }).closest('label')!);
    await ue.click(screen.getByTestId('sale-submit'));
    const refusal = await screen.findByTestId('sale-error');
    expect(refusal).toHaveTextContent('Algunos números ya no están disponibles');
    expect(refusal).toHaveTextContent('Ya vendidos: 08.');
    expect(screen.getByTestId('sale-numbers')).toHaveTextContent('05, 06, 07');
    expect(await requestJson(sales[0])).toEqual({
      numbers: [5, 6, 7, 8],
      buyer_name: 'José Rodríguez',
      status: 'pending',
      payment_method: 'efectivo_usd',
    });

    await ue.click(screen.getByTestId('sale-submit'));
    const done = await screen.findByTestId('sale-done');
    expect(done).toHaveTextContent('Números 05, 06, 07 para José Rodríguez.');
    expect(
      await within(done).findByRole('img', { name: 'Código QR del recibo' }),
    ).toBeInTheDocument();
    expect(within(done).getByTestId('receipt-link')).toHaveAttribute(
      'href',
      `/t/${'b'.repeat(32)}`,
    );
    const [first, second] = sales.map((r) => r.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);

    // 'Nueva venta': an empty form for the next buyer.
    await ue.click(screen.getByTestId('sale-new'));
    expect(await screen.findByTestId('sale-count')).toHaveTextContent('Ningún número elegido');
    expect(screen.getByLabelText('Nombre del comprador')).toHaveValue('');
  });
});
