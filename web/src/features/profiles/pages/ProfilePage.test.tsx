import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../lib/profile';
import {
  fill,
  jsonResponse,
  renderRoute,
  requestPath,
  setupUser,
  signedIn,
  requestMethod,
  requestJson,
} from '../../../test/render';

import { freePlan } from '../../../test/plan-fixtures';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const PROFILE: Profile = {
  id: '7d6f1c1e-2f0a-4b9e-9a51-3c1f4f6f0a11',
  name: 'Ana Pérez',
  email: 'ana.perez@negocio.com',
  phone: null,
  whatsapp: null,
  avatar_url: null,
  avatar_thumb_url: null,
  rating: 4.5,
  rating_count: 2,
  is_verified: false,
  bio: null,
  joined_date: '2026-01-15',
  type: 'user',
  membership_active: false,
  is_super_admin: false,
  email_notifications: false,
  exchange_rate: null,
  exchange_rate_at: null,
  created_at: '2026-01-15T00:00:00Z',
  updated_at: '2026-01-15T00:00:00Z',
};

const fetchMock = vi.fn<(input: unknown) => Promise<Response>>();

const PLANS = [
  freePlan(),
  freePlan({
    id: '44444444-4444-4444-8444-444444444444',
    name: 'Negocio',
    slug: 'negocio',
    price: 40,
    can_create_private: true,
    has_admin_panel: true,
    max_active_raffles: null,
    max_tickets_per_raffle: 10000,
    max_cashiers: 10,
  }),
];

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const path = requestPath(input);
    if (path === '/api/v1/me/plan') {
      return Promise.resolve(jsonResponse({ plan: freePlan(), subscription: null }));
    }
    if (path === '/api/v1/payment-methods') {
      return Promise.resolve(jsonResponse({ data: [], count: 0 }));
    }
    if (path === '/api/v1/plans') {
      return Promise.resolve(jsonResponse({ data: PLANS, count: PLANS.length }));
    }
    if (path === '/api/v1/profiles/me' && requestMethod(input) === 'PATCH') {
      return Promise.resolve(
        jsonResponse(
          {
            error: {
              code: 'validation_failed',
              message: 'Datos inválidos',
              details: { phone: 'El teléfono no es válido (servidor)' },
            },
          },
          422,
        ),
      );
    }
    return Promise.resolve(jsonResponse(PROFILE));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('/app/profile', () => {
  it("links someone who sells others' raffles to their sales; nobody else sees it", async () => {
    const first = renderRoute('/app/profile', { auth: { ...signedIn(), profile: PROFILE } });
    await screen.findByTestId('profile-plan');
    expect(screen.queryByTestId('selling-card')).not.toBeInTheDocument();
    first.unmount();

    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input) =>
      requestPath(input) === '/api/v1/me/sellers'
        ? Promise.resolve(
            jsonResponse({ data: [{ status: 'active' }, { status: 'removed' }], count: 2 }),
          )
        : base(input),
    );
    renderRoute('/app/profile', { auth: { ...signedIn(), profile: PROFILE } });
    const card = await screen.findByTestId('selling-card');
    expect(card).toHaveTextContent('Vendes 1 rifa de otro organizador.');
    expect(within(card).getByRole('link', { name: /Mis ventas como vendedor/ })).toHaveAttribute(
      'href',
      '/app/selling',
    );
  });

  it('shows the profile, sends only name, phone and bio, and puts 422 details on the fields', async () => {
    const user = setupUser();
    renderRoute('/app/profile', { auth: { ...signedIn(), profile: PROFILE } });
    await screen.findByRole('heading', { level: 1, name: 'Perfil' });
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Ana Pérez');
    expect(screen.getByText('Miembro desde 15 de enero de 2026')).toBeInTheDocument();
    expect(await screen.findByText('Aún no tienes métodos de pago.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Editar perfil/ }));
    const form = screen.getByTestId('profile-form');
    await fill(user, within(form).getByLabelText('Teléfono'), '0414-1234567');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('El teléfono no es válido (servidor)')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([input]) => requestMethod(input) === 'PATCH');
    expect(await requestJson(patch?.[0])).toEqual({
      name: 'Ana Pérez',
      phone: '0414-1234567',
      bio: '',
    });
  });

  it('sends the e-mail switch alone and says what changed, or that it failed', async () => {
    const user = setupUser();
    let fail = false;
    fetchMock.mockImplementation(async (input) => {
      const path = requestPath(input);
      if (path === '/api/v1/me/plan') return jsonResponse({ plan: freePlan(), subscription: null });
      if (path === '/api/v1/payment-methods') return jsonResponse({ data: [], count: 0 });
      if (path === '/api/v1/profiles/me' && requestMethod(input) === 'PATCH') {
        if (fail) return jsonResponse({ error: { code: 'internal', message: 'Error' } }, 500);
        const patch = (await requestJson(input)) as { email_notifications: boolean };
        return jsonResponse({ ...PROFILE, ...patch });
      }
      return jsonResponse(PROFILE);
    });
    renderRoute('/app/profile', { auth: { ...signedIn(), profile: PROFILE } });
    const toggle = await screen.findByRole('switch', {
      name: 'Recibir por correo las notificaciones importantes',
    });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(
      await screen.findByText('Te enviaremos por correo las notificaciones importantes.'),
    ).toBeInTheDocument();
    const patches = fetchMock.mock.calls.filter(([input]) => requestMethod(input) === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(await requestJson(patches[0]?.[0])).toEqual({ email_notifications: true });

    fail = true;
    await user.click(toggle);
    expect(
      await screen.findByText('No pudimos guardar tu preferencia. Intenta de nuevo.'),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('turns the verification request into a request in review', async () => {
    const user = setupUser();
    renderRoute('/app/profile', { auth: { ...signedIn(), profile: PROFILE } });
    await user.click(await screen.findByRole('button', { name: 'Solicitar verificación' }));
    await waitFor(
      () => expect(screen.getByTestId('verification')).toHaveAttribute('data-status', 'pending'),
      { timeout: 3000 },
    );
    expect(screen.getByText('Solicitud registrada')).toBeInTheDocument();
    expect(screen.getByTestId('verification')).toHaveTextContent(
      'La revisión de identidad todavía no está disponible',
    );
  });

  it('remembers the verification request for this user after a reload, not for another', async () => {
    const user = setupUser();
    const first = renderRoute('/app/profile', { auth: { ...signedIn(), profile: PROFILE } });
    await user.click(await screen.findByRole('button', { name: 'Solicitar verificación' }));
    await waitFor(
      () => expect(screen.getByTestId('verification')).toHaveAttribute('data-status', 'pending'),
      { timeout: 3000 },
    );
    first.unmount();

    const again = renderRoute('/app/profile', { auth: { ...signedIn(), profile: PROFILE } });
    expect(await screen.findByTestId('verification')).toHaveAttribute('data-status', 'pending');
    again.unmount();

    const other = { ...PROFILE, id: '0e0e0e0e-2f0a-4b9e-9a51-3c1f4f6f0a22' };
    renderRoute('/app/profile', { auth: { ...signedIn(), profile: other } });
    expect(await screen.findByTestId('verification')).toHaveAttribute(
      'data-status',
      'not_requested',
    );
  });

  it('shows the plan where the create page links to, with the way to the payment history', async () => {
    renderRoute('/app/profile', { auth: { ...signedIn(), profile: PROFILE } });
    const section = await screen.findByTestId('profile-plan');
    expect(section).toHaveAttribute('id', 'plan');
    expect(await within(section).findByTestId('profile-plan-name')).toHaveTextContent('Gratis');
    expect(section).toHaveTextContent('1 rifa activa a la vez');
    expect(section).toHaveTextContent('Rifas de hasta 100 números');
    expect(within(section).getByRole('link', { name: /Historial de pagos/ })).toHaveAttribute(
      'href',
      '/app/payment-history',
    );
    expect(within(section).queryByTestId('profile-back-office')).not.toBeInTheDocument();
  });

  it('lists every active plan with what it allows, the current one marked', async () => {
    renderRoute('/app/profile', { auth: { ...signedIn(), profile: PROFILE } });
    const list = await screen.findByTestId('plans-list');
    const free = await within(list).findByTestId('plan-gratis');
    expect(free).toHaveTextContent('Tu plan');
    expect(free).toHaveTextContent('Solo rifas públicas');
    const business = within(list).getByTestId('plan-negocio');
    expect(business).not.toHaveTextContent('Tu plan');
    expect(business).toHaveTextContent('Rifas activas sin límite');
    expect(business).toHaveTextContent('Rifas públicas y privadas');
    expect(business).toHaveTextContent('Panel de negocio con hasta 10 cajeros');
    expect(within(free).queryByRole('button')).not.toBeInTheDocument();
  });

  it("subscribes to a paid plan and opens its payment, or shows the server's refusal", async () => {
    const user = setupUser();
    let answer = jsonResponse(
      {
        error: {
          code: 'mobile_payment_pending',
          message: 'Ya enviaste un pago para esta suscripción; espera su revisión',
        },
      },
      409,
    );
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input) =>
      requestPath(input) === '/api/v1/subscriptions' && requestMethod(input) === 'POST'
        ? Promise.resolve(answer)
        : base(input),
    );
    const { router } = renderRoute('/app/profile', { auth: { ...signedIn(), profile: PROFILE } });
    const choose = await screen.findByRole('button', { name: 'Elegir el plan Negocio' });
    await user.click(choose);
    expect(
      await screen.findByText('Ya enviaste un pago para esta suscripción; espera su revisión'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/profile');

    answer = jsonResponse({}, 201);
    await user.click(choose);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/mobile-payment'));
    const posts = fetchMock.mock.calls.filter(
      ([input]) =>
        requestMethod(input) === 'POST' && requestPath(input) === '/api/v1/subscriptions',
    );
    expect(await requestJson(posts[1]?.[0])).toEqual({ plan_id: PLANS[1]!.id });
  });
});
