import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  mockGlobalFetch,
  PHONE,
  renderRoute,
  requestJson,
  requestMethod,
  requestPath,
  setupUser,
  signedIn,
} from '../../../test/render';
import { freePlan } from '../../../test/plan-fixtures';
import type { MobilePayment, Subscription, SubscriptionPayment } from '../subscription';
import { mobilePayment, NEGOCIO, subscription, SUBSCRIPTION } from '../test-data';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const METHOD = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const fetchMock = mockGlobalFetch();
let current: Subscription | null;
let reports: MobilePayment[];
let payments: SubscriptionPayment[];
/** Other own subscriptions listed before the current one (e.g. a pending renewal). */
let others: Subscription[];

beforeEach(() => {
  others = [];
  current = subscription({
    status: 'active',
    last_payment_date: '2026-11-22T12:00:00Z',
    end_date: '2026-12-22T12:00:00Z',
  });
  reports = [
    mobilePayment({ id: 'a0000000-0000-4000-8000-000000000002', status: 'approved' }),
    mobilePayment({
      id: 'a0000000-0000-4000-8000-000000000001',
      status: 'rejected',
      reference_number: '99999999',
      admin_notes: 'La referencia no coincide con ningún pago.',
      created_at: '2026-11-21T11:00:00Z',
    }),
  ];
  payments = [
    {
      id: 'b0000000-0000-4000-8000-000000000001',
      subscription_id: SUBSCRIPTION,
      amount: 40,
      payment_method_id: null,
      status: 'completed',
      reference: '00123456',
      payment_date: '2026-11-22T12:00:00Z',
      created_at: '2026-11-22T12:00:00Z',
    },
  ];
  fetchMock.mockImplementation(async (input) => {
    const path = requestPath(input);
    const method = requestMethod(input);
    if (path === '/api/v1/subscriptions/current') {
      return current
        ? jsonResponse(current)
        : jsonResponse(
            {
              error: {
                code: 'no_active_subscription',
                message: 'No tienes una suscripción activa',
              },
            },
            404,
          );
    }
    if (path === `/api/v1/subscriptions/${SUBSCRIPTION}` && method === 'PATCH') {
      current = { ...current!, ...((await requestJson(input)) as Partial<Subscription>) };
      return jsonResponse(current);
    }
    if (path === `/api/v1/subscriptions/${SUBSCRIPTION}/cancel`) {
      current = null;
      return jsonResponse(subscription({ status: 'cancelled', auto_renew: false }));
    }
    if (path === `/api/v1/subscriptions/${SUBSCRIPTION}/payments`) {
      return jsonResponse({ data: payments, count: payments.length });
    }
    if (path === '/api/v1/subscriptions') {
      const list = current ? [...others, current] : others;
      return jsonResponse({ data: list, count: list.length });
    }
    if (path === '/api/v1/subscription-mobile-payments') {
      return jsonResponse({ data: reports, count: reports.length });
    }
    if (path === '/api/v1/payment-methods') {
      const details = { bank: 'Banesco', phone: '0414-1234567', id_number: 'V-12345678' };
      return jsonResponse({
        data: [
          {
            id: METHOD,
            user_id: subscription().user_id,
            type: 'pago_movil',
            name: 'Mi Banesco',
            details,
            is_default: true,
            is_active: true,
            created_at: '2026-11-01T00:00:00Z',
            updated_at: '2026-11-01T00:00:00Z',
          },
        ],
        count: 1,
      });
    }
    if (path === '/api/v1/me/permissions') {
      return jsonResponse({
        can_create_public_raffle: true,
        can_create_private_raffle: current !== null,
        has_admin_panel_access: current !== null,
        active_raffles: 0,
        max_active_raffles: current === null ? 1 : null,
      });
    }
    if (path === '/api/v1/me/plan') {
      return jsonResponse(
        current
          ? { plan: NEGOCIO, subscription: current }
          : { plan: freePlan(), subscription: null },
      );
    }
    return jsonResponse({ data: [], count: 0 });
  });
});

function calls(method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input]) => requestMethod(input) === method && requestPath(input) === path,
  );
}

describe('/app/payment-history', () => {
  it('shows the subscription, the reports with their status and notes, and the completed payments', async () => {
    renderRoute('/app/payment-history', { auth: signedIn(), width: PHONE });
    const card = await screen.findByTestId('current-subscription');
    expect(await within(card).findByTestId('subscription-plan')).toHaveTextContent('Negocio');
    expect(within(card).getByTestId('subscription-status')).toHaveTextContent('Activa');
    expect(within(card).getByTestId('subscription-end')).toHaveTextContent('22 dic 2026');
    expect(await within(card).findByTestId('back-office-link')).toHaveAttribute(
      'href',
      '/business',
    );

    const list = screen.getByTestId('mobile-payments');
    const [approved, rejected] = await within(list).findAllByTestId('mobile-payment');
    expect(approved).toHaveTextContent('Aprobado');
    expect(approved).toHaveTextContent('Bs 9.820,00');
    expect(within(approved!).queryByTestId('mobile-payment-notes')).not.toBeInTheDocument();
    expect(rejected).toHaveTextContent('Rechazado');
    expect(within(rejected!).getByTestId('mobile-payment-notes')).toHaveTextContent(
      'La referencia no coincide con ningún pago.',
    );
    expect(within(list).getByRole('link', { name: 'Enviar otro pago' })).toHaveAttribute(
      'href',
      '/app/mobile-payment',
    );

    const completed = await screen.findByTestId('completed-payment');
    expect(completed).toHaveTextContent('Negocio · $ 40,00');
    expect(completed).toHaveTextContent('Referencia 00123456');
  });

  it('shows the grace period after an auto-renewing term and the prepared renewal to pay', async () => {
    current = subscription({
      status: 'active',
      start_date: '2026-10-22T12:00:00Z',
      end_date: '2026-11-22T12:00:00Z',
      grace_until: '2026-11-25T12:00:00Z',
    });
    others = [
      subscription({
        id: 'c0000000-0000-4000-8000-000000000001',
        status: 'pending',
        start_date: '2026-11-22T12:00:00Z',
        end_date: '2026-12-22T12:00:00Z',
        renewal_of: SUBSCRIPTION,
      }),
    ];
    renderRoute('/app/payment-history', { auth: signedIn(), width: PHONE });
    const card = await screen.findByTestId('current-subscription');
    const grace = await within(card).findByTestId('grace-note');
    expect(grace).toHaveTextContent('Tu plan venció el 22 nov 2026: estás en el período de gracia');
    expect(grace).toHaveTextContent('Mantienes sus beneficios hasta el 25 nov 2026');
    expect(within(card).getByTestId('subscription-grace')).toHaveTextContent('25 nov 2026');
    const renewal = await within(card).findByTestId('pending-note');
    expect(renewal).toHaveTextContent(
      'Preparamos la renovación de tu plan Negocio: págala con Pago móvil antes del 25 nov 2026',
    );
    expect(within(renewal).getByRole('link', { name: 'Completar el pago' })).toHaveAttribute(
      'href',
      '/app/mobile-payment',
    );
    expect(within(card).getByTestId('auto-renew-hint')).toHaveTextContent(
      'tienes 3 días para pagarla',
    );
  });

  it('shows no grace period while the term runs', async () => {
    renderRoute('/app/payment-history', { auth: signedIn(), width: PHONE });
    const card = await screen.findByTestId('current-subscription');
    await within(card).findByTestId('subscription-end');
    expect(within(card).queryByTestId('grace-note')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('subscription-grace')).not.toBeInTheDocument();
  });

  it('switches auto-renew, sets the payment method, and cancels after a confirmation', async () => {
    const user = setupUser();
    renderRoute('/app/payment-history', { auth: signedIn() });
    const card = await screen.findByTestId('current-subscription');
    const autoRenew = await within(card).findByRole('switch', { name: 'Renovación automática' });
    expect(autoRenew).toBeChecked();
    await user.click(autoRenew);
    await waitFor(() => expect(autoRenew).not.toBeChecked());
    const patches = calls('PATCH', `/api/v1/subscriptions/${SUBSCRIPTION}`);
    expect(await requestJson(patches[0]?.[0])).toEqual({ auto_renew: false });

    await user.click(within(card).getByRole('combobox', { name: 'Método de pago' }));
    await user.click(await screen.findByTitle('Mi Banesco · Pago móvil'));
    await waitFor(() =>
      expect(calls('PATCH', `/api/v1/subscriptions/${SUBSCRIPTION}`)).toHaveLength(2),
    );
    expect(
      await requestJson(calls('PATCH', `/api/v1/subscriptions/${SUBSCRIPTION}`)[1]?.[0]),
    ).toEqual({ payment_method_id: METHOD });

    await user.click(within(card).getByRole('button', { name: 'Cancelar suscripción' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('pasas al plan Gratis');
    expect(confirm).toHaveTextContent('También pierdes el panel de negocio');
    expect(calls('POST', `/api/v1/subscriptions/${SUBSCRIPTION}/cancel`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Sí, cancelar' }));

    expect(await within(card).findByTestId('no-subscription')).toHaveTextContent(
      'No tienes una suscripción activa: usas el plan Gratis.',
    );
    expect(calls('POST', `/api/v1/subscriptions/${SUBSCRIPTION}/cancel`)).toHaveLength(1);
    await waitFor(() =>
      expect(within(card).queryByTestId('back-office-link')).not.toBeInTheDocument(),
    );
  });

  it('says so in Spanish when there is nothing yet', async () => {
    current = null;
    reports = [];
    renderRoute('/app/payment-history', { auth: signedIn() });
    expect(await screen.findByTestId('no-subscription')).toBeInTheDocument();
    expect(
      await within(screen.getByTestId('mobile-payments')).findByText(
        'Todavía no has enviado pagos.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByTestId('completed-payments')).findByText(
        'Aún no tienes pagos completados.',
      ),
    ).toBeInTheDocument();
  });
});
