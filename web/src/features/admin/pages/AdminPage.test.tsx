import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
import type {
  AdminMobilePayment,
  AdminPlan,
  AuditEntry,
  Dashboard,
  PaymentConfig,
  PlatformRate,
} from '../admin';
import { adminPlan } from '../admin-fixtures';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const PAYMENT = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const EARLIER = '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b';
const NEGOCIO = '0b9c1a2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const GRATIS = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const ACCOUNT = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const PROOF = '/storage/v1/object/sign/verification-documents/u/p.png?token=t';
const NOW = '2026-11-21T15:00:00.000Z';

function days(): Dashboard['daily'] {
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 23 + i)).toISOString().slice(0, 10);
    return {
      date,
      new_users: i % 3,
      tickets_sold: i === 29 ? 12 : i === 10 ? 40 : i % 5,
      amount_sold: i === 10 ? 100 : i % 5,
    };
  });
}

function period(tickets: number, amount: number) {
  return {
    new_users: 3,
    raffles_created: 2,
    tickets_sold: tickets,
    numbers_sold: tickets * 2,
    amount_sold: amount,
    amount_paid: amount / 2,
    amount_reported: amount - 1,
    subscription_revenue: 20,
  };
}

const dashboard: Dashboard = {
  generated_at: NOW,
  users: { total: 1520, business: 4, super_admins: 1 },
  raffles: { active: 37, waiting: 2, completed: 90, cancelled: 3 },
  periods: {
    today: period(12, 30),
    last_7_days: period(85, 212.5),
    last_30_days: period(400, 1234.56),
  },
  subscriptions: [
    { plan_id: GRATIS, name: 'Gratis', active: 0 },
    { plan_id: NEGOCIO, name: 'Negocio', active: 4 },
  ],
  pending: { mobile_payments: 1, subscriptions: 3 },
  daily: days(),
};

function payment(overrides: Partial<AdminMobilePayment> = {}): AdminMobilePayment {
  return {
    id: PAYMENT,
    user_id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
    subscription_id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
    plan: { id: NEGOCIO, name: 'Negocio', price: 20 },
    amount: 20,
    amount_ves: 4910,
    exchange_rate: 245.5,
    reported_amount: 4900,
    reported_currency: 'VES',
    shortfall: true,
    mobile_number: '0414-1234567',
    payment_method: 'pago_movil',
    reference_number: '00123456',
    screenshot_url: PROOF,
    status: 'pending',
    admin_id: null,
    admin_notes: null,
    reviewed_at: null,
    created_at: NOW,
    updated_at: NOW,
    user: {
      id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
      name: 'Luisa Ríos',
      email: 'luisa@ejemplo.com',
    },
    proof_check: { status: 'none', receipt: null, fields: [], flags: [] },
    duplicate_flags: [
      {
        kind: 'reference',
        source: 'subscription',
        reported_at: '2026-11-20T10:00:00.000Z',
        payment_id: EARLIER,
        user_name: 'Pedro Gil',
        screenshot_url: '/storage/v1/object/sign/verification-documents/o/e.png?token=u',
        distance: null,
      },
      {
        kind: 'similar_image',
        source: 'ticket',
        reported_at: '2026-11-19T10:00:00.000Z',
        payment_id: null,
        user_name: null,
        screenshot_url: null,
        distance: 3,
      },
    ],
    ...overrides,
  };
}

const plan = adminPlan;

const account: PaymentConfig = {
  id: ACCOUNT,
  payment_method: 'pago_movil',
  bank: 'Banesco',
  phone: '0414-7654321',
  id_number: 'J-123456789',
  holder: 'Rifa C.A.',
  instructions: null,
  is_active: true,
  created_at: NOW,
  updated_at: NOW,
};

const audit: AuditEntry[] = [
  {
    id: '9f8e7d6c-5b4a-4392-8d1c-0b9a8f7e6d5c',
    actor: { id: '1a1a1a1a-2b2b-4c3c-8d4d-5e5e5e5e5e5e', name: 'Admin', email: 'admin@rifa.com' },
    action: 'mobile_payment.rejected',
    entity: 'subscription_mobile_payment',
    entity_id: PAYMENT,
    data: { notes: 'Referencia no encontrada' } as unknown as AuditEntry['data'],
    created_at: NOW,
  },
];

const fetchMock = mockGlobalFetch();
let payments: AdminMobilePayment[];
let rate: PlatformRate;
let plans: AdminPlan[];
/** The answer of the next review, when the server is to refuse it. */
let reviewRefusal: Response | null;

beforeEach(() => {
  payments = [payment()];
  rate = { exchange_rate: 245.5, exchange_rate_at: '2026-11-20T12:00:00.000Z' };
  plans = [
    plan({ id: GRATIS, name: 'Gratis', slug: 'gratis', price: 0, has_admin_panel: false }),
    plan({}),
  ];
  reviewRefusal = null;
  fetchMock.mockImplementation(async (input) => respond(input));
});

async function respond(input: unknown): Promise<Response> {
  const path = requestPath(input);
  const method = requestMethod(input);
  const query = new URL(sentRequest(input).url).searchParams;
  if (path === '/api/v1/business/me') {
    return jsonResponse({ role: 'super_admin', label: 'Super Administrador', business: null });
  }
  if (path === '/api/v1/admin/dashboard') return jsonResponse(dashboard);
  if (path === '/api/v1/admin/mobile-payments') {
    const status = query.get('status');
    const listed = payments.filter((p) => status === 'all' || p.status === status);
    return jsonResponse({ data: listed, count: listed.length });
  }
  const review = /^\/api\/v1\/admin\/mobile-payments\/([^/]+)\/(approve|reject)$/.exec(path);
  if (review && method === 'POST') {
    if (reviewRefusal) return reviewRefusal;
    const notes = ((await requestJson(input)) as { notes: string | null }).notes;
    const status = review[2] === 'approve' ? 'approved' : 'rejected';
    payments = payments.map((p) =>
      p.id === review[1] ? { ...p, status, admin_notes: notes, reviewed_at: NOW } : p,
    );
    return jsonResponse(payments.find((p) => p.id === review[1]));
  }
  if (path === '/api/v1/exchange-rate') return jsonResponse(rate);
  if (path === '/api/v1/admin/exchange-rate' && method === 'PUT') {
    const body = (await requestJson(input)) as { exchange_rate: number };
    rate = { exchange_rate: body.exchange_rate, exchange_rate_at: NOW };
    return jsonResponse(rate);
  }
  if (path === '/api/v1/admin/mobile-payment-config' && method === 'POST') {
    const created = {
      ...account,
      id: ACCOUNT.replace('2c', '3d'),
      ...((await requestJson(input)) as object),
    };
    return jsonResponse(created, 201);
  }
  if (path === '/api/v1/admin/mobile-payment-config') {
    return jsonResponse({ data: [account], count: 1 });
  }
  if (path === `/api/v1/admin/mobile-payment-config/${ACCOUNT}` && method === 'PATCH') {
    return jsonResponse({ ...account, ...((await requestJson(input)) as object) });
  }
  if (path === '/api/v1/admin/plans' && method === 'POST') {
    const created = plan({
      id: GRATIS.replace('6a', '7b'),
      ...((await requestJson(input)) as object),
    });
    plans = [...plans, created];
    return jsonResponse(created, 201);
  }
  if (path === '/api/v1/admin/plans') return jsonResponse({ data: plans, count: plans.length });
  const planPath = /^\/api\/v1\/admin\/plans\/([^/]+)$/.exec(path);
  if (planPath && method === 'PATCH') {
    const changes = (await requestJson(input)) as Partial<AdminPlan>;
    plans = plans.map((p) => (p.id === planPath[1] ? { ...p, ...changes } : p));
    return jsonResponse(plans.find((p) => p.id === planPath[1]));
  }
  if (planPath && method === 'DELETE') {
    return jsonResponse(
      {
        error: {
          code: 'plan_in_use',
          message: 'Este plan tiene suscripciones; desactívalo en lugar de borrarlo',
        },
      },
      409,
    );
  }
  if (path === '/api/v1/admin/audit-log') {
    const entity = query.get('entity');
    const listed = audit.filter((entry) => !entity || entry.entity === entity);
    return jsonResponse({ data: listed, count: listed.length });
  }
  return jsonResponse({ error: { code: 'not_found', message: 'Recurso no encontrado' } }, 404);
}

function calls(method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input]) => requestMethod(input) === method && requestPath(input) === path,
  );
}

describe('/business/admin', () => {
  it('sums up the platform by period, with a labelled chart and a link to the pending payments', async () => {
    const user = setupUser();
    const { router } = renderRoute('/business/admin', { auth: signedIn(), width: PHONE });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeInTheDocument();
    // A super admin without a business: the back-office menu holds only the dashboard.
    const menu = within(screen.getByTestId('business-sider')).getAllByRole('menuitem');
    expect(menu.map((item) => item.textContent)).toEqual(['Administración']);
    const stats = await screen.findByTestId('admin-stats');
    expect(within(stats).getByTestId('stat-users')).toHaveTextContent('1.520');
    expect(within(stats).getByTestId('stat-users')).toHaveTextContent(
      '4 negocios activos · 1 administradores',
    );
    expect(within(stats).getByTestId('stat-raffles')).toHaveTextContent('37');
    expect(within(stats).getByTestId('stat-tickets')).toHaveTextContent('12');
    expect(within(stats).getByTestId('stat-amount')).toHaveTextContent('$ 30,00');

    await user.click(screen.getByText('30 días'));
    expect(within(stats).getByTestId('stat-tickets')).toHaveTextContent('400800 números');
    expect(within(stats).getByTestId('stat-amount')).toHaveTextContent('$ 1.234,56');
    expect(within(stats).getByTestId('stat-amount')).toHaveTextContent(
      'Tickets no cancelados, pagados o no',
    );
    expect(within(stats).getByTestId('stat-paid')).toHaveTextContent('$ 617,28');
    expect(within(stats).getByTestId('stat-paid')).toHaveTextContent(
      'Reportado por compradores: $ 1.233,56',
    );
    expect(screen.getByTestId('admin-subscriptions')).toHaveTextContent('Negocio4');

    const tickets = screen.getByRole('img', { name: 'Tickets vendidos por día' });
    expect(tickets).toHaveAccessibleDescription(
      /Tickets vendidos por día: .* en total; el día más alto fue 2 nov 2026, con 40\./,
    );
    expect(tickets.querySelectorAll('rect')).toHaveLength(30);
    expect(screen.getByRole('img', { name: 'Monto vendido por día' })).toBeInTheDocument();

    const pending = screen.getByTestId('admin-pending');
    expect(pending).toHaveTextContent('1 pago móvil por aprobar');
    expect(pending).toHaveTextContent('3 suscripciones sin pagar');
    await user.click(within(pending).getByRole('link', { name: 'Revisar pagos' }));
    expect(await screen.findByTestId('admin-payment')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=pagos');
  });

  it('is where /business takes a super admin', async () => {
    const { router } = renderRoute('/business', { auth: signedIn() });
    expect(await screen.findByTestId('admin-stats')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/business/admin');
  });

  it('shows a payment to review and approves it after the confirmation', async () => {
    const user = setupUser();
    renderRoute('/business/admin?tab=pagos', { auth: signedIn() });
    const card = await screen.findByTestId('admin-payment');
    expect(card).toHaveTextContent('Luisa Ríos');
    expect(within(card).getByRole('link', { name: 'luisa@ejemplo.com' })).toHaveAttribute(
      'href',
      'mailto:luisa@ejemplo.com',
    );
    const amounts = within(card).getByTestId('admin-payment-amounts');
    expect(amounts).toHaveTextContent('Esperado$ 20,00Bs 4.910,00 a Bs 245,50 por dólar');
    expect(amounts).toHaveTextContent('ReportadoBs 4.900,00');
    expect(within(card).getByTestId('admin-payment-shortfall')).toHaveTextContent(
      'Monto menor al esperado · Faltan Bs 10,00',
    );
    expect(within(card).getByTestId('admin-payment-reference')).toHaveTextContent('00123456');
    expect(card).toHaveTextContent('0414-1234567');
    expect(card).toHaveTextContent('Negocio · $ 20,00 al mes');
    expect(
      within(within(card).getByTestId('admin-payment-proof')).getByRole('img', {
        name: 'Comprobante de pago de Luisa Ríos',
      }),
    ).toHaveAttribute('src', PROOF);
    const [reference, similar] = within(card).getAllByTestId('admin-payment-flag');
    expect(reference).toHaveTextContent(
      'Referencia repetida en el pago de Pedro Gil, reportado el 20 nov 2026',
    );
    expect(similar).toHaveTextContent('Imagen parecida en el pago de un ticket, reportado el');
    expect(
      within(card).getByRole('img', { name: 'Comprobante anterior de Pedro Gil' }),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /Aprobar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar pago' });
    expect(dialog).toHaveTextContent('Se activará el plan Negocio de Luisa Ríos');
    expect(calls('POST', `/api/v1/admin/mobile-payments/${PAYMENT}/approve`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, aprobar' }));

    expect(await screen.findByText('Pago aprobado. El plan quedó activo.')).toBeInTheDocument();
    const approve = calls('POST', `/api/v1/admin/mobile-payments/${PAYMENT}/approve`);
    expect(approve).toHaveLength(1);
    expect(await requestJson(approve[0]?.[0])).toEqual({ notes: null });
    expect(await screen.findByTestId('admin-payments-empty')).toHaveTextContent(
      'No hay pagos por aprobar.',
    );
    await user.click(screen.getByText('Aprobados'));
    const approved = await screen.findByTestId('admin-payment');
    expect(within(approved).getByTestId('admin-payment-status')).toHaveTextContent('Aprobado');
    expect(within(approved).queryByRole('button', { name: /Aprobar/ })).toBeNull();
  });

  it('rejects only with a reason, and shows the server refusing a payment decided meanwhile', async () => {
    const user = setupUser();
    renderRoute('/business/admin?tab=pagos', { auth: signedIn(), width: PHONE });
    const card = await screen.findByTestId('admin-payment');
    await user.click(within(card).getByRole('button', { name: /Rechazar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar pago' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar pago' }));
    expect(await within(dialog).findByText('Escribe el motivo del rechazo')).toBeInTheDocument();
    const reject = `/api/v1/admin/mobile-payments/${PAYMENT}/reject`;
    expect(calls('POST', reject)).toHaveLength(0);

    reviewRefusal = jsonResponse(
      { error: { code: 'already_reviewed', message: 'Este pago ya fue revisado' } },
      409,
    );
    await fill(user, within(dialog).getByLabelText('Motivo del rechazo'), 'Referencia no existe');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar pago' }));
    expect(await screen.findByText('Este pago ya fue revisado')).toBeInTheDocument();
    expect(await requestJson(calls('POST', reject)[0]?.[0])).toEqual({
      notes: 'Referencia no existe',
    });
    // The list was read again after the refusal.
    await waitFor(() =>
      expect(calls('GET', '/api/v1/admin/mobile-payments').length).toBeGreaterThan(1),
    );

    reviewRefusal = null;
    await user.click(within(card).getByRole('button', { name: /Rechazar/ }));
    const again = await screen.findByRole('dialog', { name: 'Rechazar pago' });
    await fill(user, within(again).getByLabelText('Motivo del rechazo'), 'Monto incompleto');
    await user.click(within(again).getByRole('button', { name: 'Rechazar pago' }));
    expect(await screen.findByText('Pago rechazado. Se avisó al usuario.')).toBeInTheDocument();
    expect(await screen.findByTestId('admin-payments-empty')).toBeInTheDocument();
  });

  it('sets the rate typed with a comma, and switches an account off', async () => {
    const user = setupUser();
    renderRoute('/business/admin?tab=cuentas', { auth: signedIn() });
    expect(await screen.findByTestId('admin-rate-value')).toHaveTextContent('Bs 245,50 por dólar');
    await fill(user, screen.getByLabelText('Nueva tasa'), '250,5');
    await user.click(screen.getByRole('button', { name: 'Guardar tasa' }));
    expect(await screen.findByText('Tasa guardada.')).toBeInTheDocument();
    expect(await requestJson(calls('PUT', '/api/v1/admin/exchange-rate')[0]?.[0])).toEqual({
      exchange_rate: 250.5,
    });
    expect(screen.getByTestId('admin-rate-value')).toHaveTextContent('Bs 250,50 por dólar');

    const item = await screen.findByTestId('admin-account');
    expect(item).toHaveTextContent('Pago móvil · Banesco');
    expect(item).toHaveTextContent('J-123456789');
    await user.click(
      within(item).getByRole('switch', { name: 'Cuenta Pago móvil · Banesco activa' }),
    );
    expect(await screen.findByText('Cuenta desactivada.')).toBeInTheDocument();
    const patch = calls('PATCH', `/api/v1/admin/mobile-payment-config/${ACCOUNT}`);
    expect(await requestJson(patch[0]?.[0])).toEqual({ is_active: false });
  });

  it('changes a plan price (only what changed is sent) and shows why a plan cannot be deleted', async () => {
    const user = setupUser();
    renderRoute('/business/admin?tab=planes', { auth: signedIn(), width: PHONE });
    const negocio = await screen.findByRole('article', { name: 'Negocio' });
    expect(within(negocio).getByTestId('admin-plan-price')).toHaveTextContent('$ 20,00 al mes');
    expect(negocio).toHaveTextContent('4 suscripciones activas · 6 en total');
    // The free plan cannot be deleted: no button offers it.
    const gratis = screen.getByRole('article', { name: 'Gratis' });
    expect(within(gratis).getByTestId('admin-plan-price')).toHaveTextContent('Sin costo');
    expect(within(gratis).queryByRole('button', { name: /Eliminar/ })).toBeNull();
    await user.click(within(negocio).getByRole('button', { name: /Editar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar plan Negocio' });
    await fill(user, within(dialog).getByLabelText('Precio mensual (USD)'), '24,99');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Plan guardado.')).toBeInTheDocument();
    const patch = calls('PATCH', `/api/v1/admin/plans/${NEGOCIO}`);
    expect(await requestJson(patch[0]?.[0])).toEqual({ price: 24.99 });
    await waitFor(() =>
      expect(within(negocio).getByTestId('admin-plan-price')).toHaveTextContent('$ 24,99 al mes'),
    );

    await user.click(within(negocio).getByRole('button', { name: /Eliminar/ }));
    await user.click(await screen.findByRole('button', { name: 'Sí, eliminar' }));
    expect(
      await screen.findByText('Este plan tiene suscripciones; desactívalo en lugar de borrarlo'),
    ).toBeInTheDocument();
  });

  it('adds an account (empty fields sent as null) and a plan (empty limits unlimited)', async () => {
    const user = setupUser();
    renderRoute('/business/admin?tab=cuentas', { auth: signedIn(), width: PHONE });
    await user.click(await screen.findByRole('button', { name: /Agregar cuenta/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva cuenta' });
    await fill(user, within(dialog).getByLabelText('Banco'), 'Mercantil');
    await fill(user, within(dialog).getByLabelText('Teléfono'), '0412-1112233');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cuenta guardada.')).toBeInTheDocument();
    expect(await requestJson(calls('POST', '/api/v1/admin/mobile-payment-config')[0]?.[0])).toEqual(
      {
        payment_method: 'pago_movil',
        bank: 'Mercantil',
        phone: '0412-1112233',
        id_number: null,
        holder: null,
        instructions: null,
        is_active: true,
      },
    );

    await user.click(screen.getByRole('tab', { name: 'Planes' }));
    await user.click(await screen.findByRole('button', { name: /Nuevo plan/ }));
    const form = await screen.findByRole('dialog', { name: 'Nuevo plan' });
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(form).findByText('Escribe el nombre del plan (2 a 40 caracteres).'),
    ).toBeInTheDocument();
    expect(calls('POST', '/api/v1/admin/plans')).toHaveLength(0);
    await fill(user, within(form).getByLabelText('Nombre'), 'Premium');
    await fill(user, within(form).getByLabelText('Precio mensual (USD)'), '25,5');
    await fill(user, within(form).getByLabelText('Cajeros'), '3');
    await user.click(within(form).getByRole('switch', { name: 'Puede crear rifas privadas' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('article', { name: 'Premium' })).toBeInTheDocument();
    expect(await requestJson(calls('POST', '/api/v1/admin/plans')[0]?.[0])).toEqual({
      name: 'Premium',
      description: '',
      price: 25.5,
      is_active: true,
      can_create_public: true,
      can_create_private: true,
      has_admin_panel: false,
      max_active_raffles: null,
      max_tickets_per_raffle: 100,
      max_cashiers: 3,
    });
  });

  it('lists the audit log in words and filters it by kind', async () => {
    const user = setupUser();
    renderRoute('/business/admin?tab=auditoria', { auth: signedIn() });
    const entry = await screen.findByTestId('admin-audit-entry');
    expect(entry).toHaveTextContent('Rechazó un pago de suscripción');
    expect(entry).toHaveTextContent('Admin (admin@rifa.com) · Pagos de suscripción');
    expect(entry).toHaveTextContent('Notas: Referencia no encontrada');
    expect(entry).not.toHaveTextContent(PAYMENT);

    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByTitle('Planes'));
    expect(await screen.findByText('No hay registros.')).toBeInTheDocument();
    const filtered = calls('GET', '/api/v1/admin/audit-log').map(([input]) =>
      new URL(sentRequest(input).url).searchParams.get('entity'),
    );
    expect(filtered).toContain('subscription_plan');
  });
});
