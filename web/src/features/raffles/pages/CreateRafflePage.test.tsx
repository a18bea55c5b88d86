import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayjs } from '../../../lib/dayjs';
import type { Permissions } from '../../plans';
import {
  fill,
  jsonResponse,
  renderRoute,
  requestPath,
  setupUser,
  signedIn,
  requestMethod,
  requestJson,
  sentRequest,
} from '../../../test/render';

import { freePlan } from '../../../test/plan-fixtures';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const FREE = freePlan();

const NEW_ID = '5b5b5b5b-2222-4333-8444-555566667777';

const fetchMock = vi.fn<(input: unknown) => Promise<Response>>();
let permissions: Permissions;
let createAnswer: () => Response;
/** The caller's active payment methods (`GET /payment-methods`). */
let methods: unknown[];

const PAGO_MOVIL = {
  id: '7c7c7c7c-2222-4333-8444-555566667777',
  user_id: '1a1a1a1a-2222-4333-8444-555566667777',
  type: 'pago_movil',
  name: 'Mi pago móvil',
  details: { bank: 'Banesco', phone: '04141234567', id_number: 'V-12345678' },
  is_default: true,
  is_active: true,
  created_at: '2026-11-01T12:00:00Z',
  updated_at: '2026-11-01T12:00:00Z',
};

beforeEach(() => {
  permissions = {
    can_create_public_raffle: true,
    can_create_private_raffle: false,
    has_admin_panel_access: false,
    active_raffles: 0,
    max_active_raffles: 1,
  };
  createAnswer = () => jsonResponse({ id: NEW_ID }, 201);
  methods = [PAGO_MOVIL];
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const path = requestPath(input);
    if (path === '/api/v1/me/plan')
      return Promise.resolve(jsonResponse({ plan: FREE, subscription: null }));
    if (path === '/api/v1/me/permissions') return Promise.resolve(jsonResponse(permissions));
    if (path === '/api/v1/payment-methods')
      return Promise.resolve(jsonResponse({ data: methods, count: methods.length }));
    if (path === '/api/v1/raffles' && requestMethod(input) === 'POST')
      return Promise.resolve(createAnswer());
    if (path === '/api/v1/me/notifications/unread-count')
      return Promise.resolve(jsonResponse({ count: 0 }));
    return Promise.resolve(
      jsonResponse({ error: { code: 'not_found', message: 'Rifa no encontrada' } }, 404),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillValidForm(user: ReturnType<typeof setupUser>) {
  const form = await screen.findByTestId('raffle-form');
  await fill(user, within(form).getByLabelText('Título'), 'Moto Bera SBR 150');
  await fill(user, within(form).getByLabelText('Precio por número (USD)'), '2,5');
  await user.click(within(form).getByRole('combobox', { name: 'Lotería que decide' }));
  const option = await waitFor(() => {
    const el = document.querySelector<HTMLElement>(
      '.ant-select-item-option[title="Lotería del Zulia"]',
    );
    if (!el) throw new Error('no option yet');
    return el;
  });
  await user.click(option);
  fireEvent.change(within(form).getByLabelText('Cierre de ventas'), {
    target: { value: dayjs().add(10, 'day').format('YYYY-MM-DDTHH:mm') },
  });
  return form;
}

function createCalls() {
  return fetchMock.mock.calls.filter(
    ([input]) => requestPath(input) === '/api/v1/raffles' && requestMethod(input) === 'POST',
  );
}

describe('/app/create-raffle', () => {
  it('shows the plan and disables what it does not allow, with the reason', async () => {
    renderRoute('/app/create-raffle', { auth: signedIn() });
    // The limits show when the page opens, before anything is typed, with the way to the plans.
    expect(await screen.findByTestId('plan-summary')).toHaveTextContent(
      'Tu plan Gratis permite 1 rifa activa de hasta 100 números.',
    );
    expect(screen.getByTestId('plan-link')).toHaveAttribute('href', '/app/profile#plan');

    expect(screen.getByRole('radio', { name: /^100 números/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /^1\.000 números/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^10\.000 números/ })).toBeDisabled();
    expect(screen.getByTestId('total-reason')).toHaveTextContent(
      'Tu plan permite rifas de hasta 100 números',
    );
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(screen.getByTestId('private-reason')).toHaveTextContent(
      'Tu plan no incluye rifas privadas',
    );
  });

  it('says the active-raffle limit is reached instead of showing the form', async () => {
    permissions = { ...permissions, can_create_public_raffle: false, active_raffles: 1 };
    renderRoute('/app/create-raffle', { auth: signedIn() });
    const blocked = await screen.findByTestId('plan-blocked');
    expect(blocked).toHaveTextContent('Alcanzaste el límite de rifas activas de tu plan');
    expect(blocked).toHaveTextContent('Tienes 1 de 1 rifa activa.');
    expect(within(blocked).getByRole('link', { name: 'Ver planes' })).toHaveAttribute(
      'href',
      '/app/profile#plan',
    );
    expect(screen.queryByTestId('raffle-form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear rifa' })).not.toBeInTheDocument();
  });

  it('validates on the client before sending', async () => {
    const user = setupUser();
    renderRoute('/app/create-raffle', { auth: signedIn() });
    const form = await screen.findByTestId('raffle-form');
    await fill(user, within(form).getByLabelText('Título'), 'ab');
    await user.click(within(form).getByRole('button', { name: 'Crear rifa' }));
    expect(
      await screen.findByText('El título debe tener entre 3 y 120 caracteres'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ingresa el precio por número')).toBeInTheDocument();
    expect(screen.getByText('Elige la lotería')).toBeInTheDocument();
    expect(screen.getByText('Elige cuándo cierran las ventas')).toBeInTheDocument();
    expect(createCalls()).toHaveLength(0);
  });

  it('refuses an image of the wrong type or size with the server messages', async () => {
    renderRoute('/app/create-raffle', { auth: signedIn() });
    const input = await screen.findByTestId('raffle-image-input');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByTestId('raffle-image-error')).toHaveTextContent(
      'Tipo de archivo no permitido. Solo se permiten imágenes (JPEG, PNG, WebP)',
    );
    const big = new File(['x'], 'a.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByTestId('raffle-image-error')).toHaveTextContent(
      'El archivo es demasiado grande. Máximo 5MB permitido',
    );
  });

  it('puts the server 422 details on the fields', async () => {
    const user = setupUser();
    createAnswer = () =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'Revisa los datos enviados',
            details: { title: 'El título ya existe (servidor)' },
          },
        },
        422,
      );
    renderRoute('/app/create-raffle', { auth: signedIn() });
    const form = await fillValidForm(user);
    await user.click(within(form).getByRole('button', { name: 'Crear rifa' }));
    expect(await screen.findByText('El título ya existe (servidor)')).toBeInTheDocument();
    const body = (await requestJson(createCalls()[0]?.[0])) as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Moto Bera SBR 150',
      ticket_price: 2.5,
      total_tickets: 100,
      lottery: 'zulia',
      is_private: false,
      tags: [],
    });
  });

  it('shows a 403 plan message above the form, with the way to the plans', async () => {
    const user = setupUser();
    createAnswer = () =>
      jsonResponse(
        {
          error: {
            code: 'plan_ticket_limit',
            message: 'Tu plan permite rifas de hasta 100 números',
            details: { max_tickets_per_raffle: 100 },
          },
        },
        403,
      );
    renderRoute('/app/create-raffle', { auth: signedIn() });
    const form = await fillValidForm(user);
    await user.click(within(form).getByRole('button', { name: 'Crear rifa' }));
    expect(await screen.findByTestId('raffle-form-error')).toHaveTextContent(
      'Tu plan permite rifas de hasta 100 números',
    );
    const refusal = screen.getByTestId('plan-refusal');
    expect(refusal).toHaveTextContent('Otro plan te lo permite');
    expect(within(refusal).getByRole('link', { name: 'Ver planes' })).toHaveAttribute(
      'href',
      '/app/profile#plan',
    );
  });

  it('says a payment method is needed before anything is sent, with the way to add one', async () => {
    methods = [];
    renderRoute('/app/create-raffle', { auth: signedIn() });
    const notice = await screen.findByTestId('no-payment-method');
    expect(notice).toHaveTextContent('Agrega un método de pago activo antes de publicar tu rifa');
    expect(within(notice).getByRole('link', { name: 'Agregar método de pago' })).toHaveAttribute(
      'href',
      '/app/profile#payment-methods',
    );
    expect(createCalls()).toHaveLength(0);
  });

  it('has no payment-method notice when the creator has an active method', async () => {
    renderRoute('/app/create-raffle', { auth: signedIn() });
    await screen.findByTestId('raffle-form');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => requestPath(input) === '/api/v1/payment-methods'),
      ).toBe(true),
    );
    expect(screen.queryByTestId('no-payment-method')).not.toBeInTheDocument();
  });

  it("shows the server's no_payment_method refusal with the way to add one", async () => {
    const user = setupUser();
    createAnswer = () =>
      jsonResponse(
        {
          error: {
            code: 'no_payment_method',
            message:
              'Agrega un método de pago activo antes de publicar tu rifa: tus compradores lo necesitan para pagarte',
          },
        },
        422,
      );
    renderRoute('/app/create-raffle', { auth: signedIn() });
    const form = await fillValidForm(user);
    await user.click(within(form).getByRole('button', { name: 'Crear rifa' }));
    expect(await screen.findByTestId('raffle-form-error')).toHaveTextContent(
      'tus compradores lo necesitan para pagarte',
    );
    expect(
      within(screen.getByTestId('no-payment-method')).getByRole('link', {
        name: 'Agregar método de pago',
      }),
    ).toHaveAttribute('href', '/app/profile#payment-methods');
  });

  it('creates the raffle, uploads the image and opens the raffle', async () => {
    const user = setupUser();
    const { router } = renderRoute('/app/create-raffle', { auth: signedIn() });
    const input = await screen.findByTestId('raffle-image-input');
    const image = new File(['png'], 'premio.png', { type: 'image/png' });
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    fireEvent.change(input, { target: { files: [image] } });
    expect(await screen.findByTestId('raffle-image-preview')).toHaveAttribute(
      'src',
      'blob:preview',
    );
    const form = await fillValidForm(user);
    await user.click(within(form).getByRole('button', { name: 'Crear rifa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/raffle/${NEW_ID}`));
    const put = fetchMock.mock.calls.find(
      ([input]) =>
        requestPath(input) === `/api/v1/raffles/${NEW_ID}/image` && requestMethod(input) === 'PUT',
    );
    // The image itself is the body, sent with its own type (lib/api/client.test.ts reads the bytes).
    expect(sentRequest(put?.[0]).headers.get('Content-Type')).toBe('image/png');
  });
});
