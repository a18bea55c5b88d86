import { screen, waitFor, within } from '@testing-library/react';
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
  setupUser,
  signedIn,
  PHONE,
} from '../../../test/render';
import { businessSettings } from '../business-fixtures';

const owner = fakeUser();
const cashierUser = fakeUser({ id: 'c0a80101-0000-4000-8000-000000000001', email: 'caja@x.com' });

const sales = {
  tickets: 3,
  numbers: 5,
  amount: 1234.5,
  paid_amount: 1000,
  pending_amount: 234.5,
  cancelled: 0,
};
const ana = {
  id: 'c0a80101-0000-4000-8000-000000000002',
  business_id: owner.id,
  email: 'ana@x.com',
  name: 'Ana Cajera',
  is_active: true,
  sales,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};
const settings = (count: number, max: number | null) =>
  businessSettings(owner.id, { cashier_count: count, max_cashiers: max });

const fetchMock = mockGlobalFetch();

/** The back-office as the server answers it; `create` answers POST /business/cashiers. */
function serve(role: 'business' | 'cashier', create?: () => Response, max: number | null = 3) {
  fetchMock.mockImplementation((input: unknown) => {
    const path = requestPath(input);
    const method = requestMethod(input);
    if (path === '/api/v1/business/me')
      return Promise.resolve(
        jsonResponse({
          role,
          label: role === 'cashier' ? 'Cajero' : 'Administrador',
          business: null,
        }),
      );
    if (path === '/api/v1/business/cashiers' && method === 'POST' && create)
      return Promise.resolve(create());
    if (path === '/api/v1/business/cashiers')
      return Promise.resolve(jsonResponse({ data: [ana], count: 1 }));
    if (path === '/api/v1/business/settings')
      return Promise.resolve(jsonResponse(settings(1, max)));
    return Promise.resolve(jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404));
  });
}

async function openAdd() {
  const ue = setupUser();
  await screen.findByText('Ana Cajera');
  await waitFor(() => expect(screen.getByTestId('cashier-add')).toBeEnabled());
  await ue.click(screen.getByTestId('cashier-add'));
  const dialog = await screen.findByRole('dialog');
  await fill(ue, within(dialog).getByLabelText('Correo electrónico'), 'nadie@x.com');
  await ue.click(within(dialog).getByRole('button', { name: 'Agregar' }));
  return dialog;
}

describe('/business/cashiers', () => {
  it("lists the cashiers with their sales, the plan's count, the password note", async () => {
    serve('business');
    renderRoute('/business/cashiers', { auth: signedIn(owner) });
    expect(await screen.findByText('Ana Cajera')).toBeInTheDocument();
    expect(screen.getByText('ana@x.com')).toBeInTheDocument();
    expect(screen.getByTestId('cashier-amount')).toHaveTextContent('$ 1.234,50');
    expect(screen.getByText('3 tickets · 5 números')).toBeInTheDocument();
    expect(screen.getByTestId('cashier-tickets-link')).toHaveAttribute(
      'href',
      `/business/cashier/${ana.id}/tickets`,
    );
    expect(await screen.findByTestId('cashier-allowance')).toHaveTextContent(
      '1 de 3 cajeros de tu plan',
    );
    expect(screen.getByTestId('cashier-password-note')).toHaveTextContent(
      '¿Olvidaste tu contraseña?',
    );
  });

  it('shows cards on a phone', async () => {
    serve('business');
    renderRoute('/business/cashiers', { auth: signedIn(owner), width: PHONE });
    expect(await screen.findByText('Ana Cajera')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('cashier-row')).toHaveLength(1);
  });

  it('disables adding at the plan limit and points to the plans', async () => {
    serve('business', undefined, 1);
    renderRoute('/business/cashiers', { auth: signedIn(owner) });
    expect(await screen.findByTestId('cashier-limit')).toHaveTextContent(
      'Alcanzaste el límite de cajeros de tu plan.',
    );
    expect(screen.getByRole('link', { name: 'Ver planes' })).toHaveAttribute(
      'href',
      '/app/profile#plan',
    );
    expect(screen.getByTestId('cashier-add')).toBeDisabled();
  });

  it('puts "El usuario debe estar registrado en {host}" on the e-mail field', async () => {
    const message = 'El usuario debe estar registrado en rifa.example.com';
    serve('business', () =>
      jsonResponse(
        { error: { code: 'user_not_registered', message, details: { email: message } } },
        422,
      ),
    );
    renderRoute('/business/cashiers', { auth: signedIn(owner) });
    const dialog = await openAdd();
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([input]) => requestMethod(input) === 'POST');
    expect(await requestJson(post![0])).toEqual({ email: 'nadie@x.com' });
  });

  it.each([
    [
      409,
      'cashier_exists',
      'El cajero ya existe en este negocio',
      'El cajero ya existe en este negocio',
    ],
    [
      409,
      'cashier_of_other_business',
      'Este usuario ya es cajero en otro negocio',
      'Este usuario ya es cajero en otro negocio',
    ],
    [500, 'internal', 'Error interno', 'Error al crear el registro del cajero: Error interno'],
  ])('a %i %s reads "%s"', async (status, code, message, shown) => {
    serve('business', () => jsonResponse({ error: { code, message } }, status));
    renderRoute('/business/cashiers', { auth: signedIn(owner) });
    const dialog = await openAdd();
    expect(await within(dialog).findByTestId('cashier-form-error')).toHaveTextContent(shown);
  });

  it('tells a cashier only the owner manages cashiers, without asking for them', async () => {
    serve('cashier');
    renderRoute('/business/cashiers', { auth: signedIn(cashierUser) });
    expect(await screen.findByTestId('business-owner-only')).toHaveTextContent(
      'Solo el administrador del negocio puede gestionar cajeros',
    );
    expect(screen.getByRole('link', { name: 'Ver mis ventas' })).toHaveAttribute(
      'href',
      `/business/cashier/${cashierUser.id}/tickets`,
    );
    expect(
      fetchMock.mock.calls.some(([input]) => requestPath(input) === '/api/v1/business/cashiers'),
    ).toBe(false);
  });
});
