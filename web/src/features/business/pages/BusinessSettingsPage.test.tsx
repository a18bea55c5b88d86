import { screen } from '@testing-library/react';
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
} from '../../../test/render';
import { businessSettings } from '../business-fixtures';

const owner = fakeUser();
const settings = businessSettings(owner.id, {
  exchange_rate: 245.5,
  exchange_rate_at: '2026-11-20T10:00:00Z',
  plan: { id: 'p', name: 'Negocio', price: 30 },
  membership_end_date: '2026-12-20T10:00:00Z',
  cashier_count: 2,
  max_cashiers: 5,
});
const fetchMock = mockGlobalFetch();

function serve(role: 'business' | 'cashier', patch?: () => Response) {
  fetchMock.mockImplementation((input: unknown) => {
    const path = requestPath(input);
    if (path === '/api/v1/business/me')
      return Promise.resolve(jsonResponse({ role, label: 'x', business: null }));
    if (path === '/api/v1/business/settings' && requestMethod(input) === 'PATCH' && patch)
      return Promise.resolve(patch());
    if (path === '/api/v1/business/settings') return Promise.resolve(jsonResponse(settings));
    if (path === '/api/v1/payment-methods')
      return Promise.resolve(jsonResponse({ data: [], count: 0 }));
    return Promise.resolve(jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404));
  });
}

describe('/business/settings', () => {
  it("shows the plan, the cashiers used and the rate's date; the server's 422 lands on its field", async () => {
    const message = 'Número de WhatsApp inválido';
    serve('business', () =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'Revisa los datos enviados',
            details: { whatsapp: message },
          },
        },
        422,
      ),
    );
    renderRoute('/business/settings', { auth: signedIn(owner) });
    expect(await screen.findByTestId('settings-plan')).toHaveTextContent('Negocio');
    expect(screen.getByTestId('settings-plan')).toHaveTextContent('2 de 5');
    expect(screen.getByTestId('settings-rate-date')).toHaveTextContent('Tasa fijada el');
    expect(screen.getByLabelText(/Tasa del dólar/)).toHaveValue('245,50');

    const ue = setupUser();
    await fill(ue, screen.getByLabelText('WhatsApp'), '0414-1234567');
    await ue.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([input]) => requestMethod(input) === 'PATCH');
    expect(await requestJson(sent![0])).toEqual({
      name: 'Rifas El Lago',
      phone: '',
      whatsapp: '0414-1234567',
      bio: '',
    });
  });

  it('tells a cashier the settings are the owner’s, without asking for them', async () => {
    serve('cashier');
    renderRoute('/business/settings', { auth: signedIn(owner) });
    expect(await screen.findByTestId('business-owner-only')).toHaveTextContent(
      'Solo el administrador del negocio puede cambiar la configuración',
    );
    expect(
      fetchMock.mock.calls.some(([input]) => requestPath(input) === '/api/v1/business/settings'),
    ).toBe(false);
  });
});
