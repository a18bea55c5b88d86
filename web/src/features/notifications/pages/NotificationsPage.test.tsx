import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime, type FakeRealtimeServer } from '../../../test/fake-realtime';
import {
  jsonResponse,
  mockGlobalFetch,
  PHONE,
  renderRoute,
  requestMethod,
  requestPath,
  sentRequest,
  setupUser,
  signedIn,
  signedOut,
} from '../../../test/render';
import type { Notification } from '../api/notifications';
// Only to name the other features' queries that a subscription's news must refresh.
import { planKeys } from '../../plans';
import { profileKeys } from '../../../lib/profile';
import { subscriptionKeys } from '../../subscriptions';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const USER = '7d6f1c1e-2f0a-4b9e-9a51-3c1f4f6f0a11';
const RAFFLE = '4a1b8d6e-0f3c-4c2a-9b7e-1d2c3e4f5a6b';
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function note(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    user_id: USER,
    type: 'new_purchase',
    title: `Nueva compra en Moto ${n}`,
    message: `Ana compró los números 0${n} y 1${n}.`,
    priority: 'medium',
    data: { raffle_id: RAFFLE, raffle_title: 'Moto', numbers: [n] },
    is_read: false,
    created_at: minutesAgo(n * 5),
    ...overrides,
  };
}

const fetchMock = mockGlobalFetch();
/** The server's notifications, changed by the requests as the real server would. */
let stored: Notification[];
let failList: boolean;

beforeEach(() => {
  stored = [
    note(1),
    note(2, { type: 'ticket_paid', title: 'Pago confirmado', is_read: true }),
    note(3, { type: 'raffle_cancelled', data: {} }),
  ];
  failList = false;
  fetchMock.mockImplementation((input) => Promise.resolve(respond(input)));
});

function respond(input: unknown): Response {
  const path = requestPath(input);
  const method = requestMethod(input);
  if (path === '/api/v1/me/notifications' && method === 'GET') {
    if (failList) return jsonResponse({ error: { code: 'internal', message: 'Error' } }, 500);
    return jsonResponse({ data: stored, count: stored.length });
  }
  if (path === '/api/v1/me/notifications' && method === 'DELETE') {
    stored = [];
    return new Response(null, { status: 204 });
  }
  if (path === '/api/v1/me/notifications/unread-count') {
    return jsonResponse({ count: stored.filter((n) => !n.is_read).length });
  }
  if (path === '/api/v1/me/notifications/read-all') {
    const updated = stored.filter((n) => !n.is_read).length;
    stored = stored.map((n) => ({ ...n, is_read: true }));
    return jsonResponse({ updated });
  }
  const one = /^\/api\/v1\/me\/notifications\/([^/]+)(\/read)?$/.exec(path);
  if (one) {
    const [, id, read] = one;
    const found = stored.find((n) => n.id === id);
    if (!found) return jsonResponse({ error: { code: 'not_found', message: 'No' } }, 404);
    if (read) {
      stored = stored.map((n) => (n.id === id ? { ...n, is_read: true } : n));
      return jsonResponse({ ...found, is_read: true });
    }
    stored = stored.filter((n) => n.id !== id);
    return new Response(null, { status: 204 });
  }
  return jsonResponse({ data: [], count: 0 });
}

function calls(method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input]) => requestMethod(input) === method && requestPath(input) === path,
  );
}

/** The server sends `notification` once the page's socket listens to `user`. */
async function arrives(server: FakeRealtimeServer, notification: Notification) {
  const event = 'notification.created';
  await waitFor(() =>
    expect(server.push({ type: 'event', topic: 'user', event, payload: notification })).toBe(1),
  );
}

async function items() {
  return within(await screen.findByTestId('notifications')).findAllByTestId('notification');
}

describe('/notifications', () => {
  it('lists the newest 50 with unread ones apart, their type and age', async () => {
    renderRoute('/notifications', { auth: signedIn() });
    const [first, second, third] = await items();
    const listCall = calls('GET', '/api/v1/me/notifications')[0];
    expect(new URL(sentRequest(listCall?.[0]).url).searchParams.get('limit')).toBe('50');

    expect(first).toHaveAttribute('data-read', 'false');
    expect(first).toHaveClass('rifa-notification--unread');
    expect(within(first!).getByRole('img', { name: 'Nueva compra' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Nueva compra en Moto 1');
    expect(first).toHaveTextContent('Ana compró los números 01 y 11.');
    expect(first).toHaveTextContent('hace 5 minutos');
    expect(first).toHaveTextContent('Sin leer');
    expect(second).toHaveAttribute('data-read', 'true');
    expect(second).not.toHaveTextContent('Sin leer');
    expect(within(second!).getByRole('img', { name: 'Pago confirmado' })).toBeInTheDocument();
    expect(within(third!).getByRole('img', { name: 'Rifa cancelada' })).toBeInTheDocument();
    expect(await screen.findByTestId('notifications-unread')).toHaveTextContent('2 sin leer');
    expect(screen.getByTestId('sider-notifications-badge')).toHaveTextContent('2');
  });

  it('opening one marks it read and goes to its raffle', async () => {
    const user = setupUser();
    const { router } = renderRoute('/notifications', { auth: signedIn() });
    const [first] = await items();
    await user.click(within(first!).getByRole('link', { name: /Nueva compra en Moto 1/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/raffle/${RAFFLE}`));
    expect(calls('POST', `/api/v1/me/notifications/${note(1).id}/read`)).toHaveLength(1);
  });

  it('one without a subject is marked read where it is', async () => {
    const user = setupUser();
    renderRoute('/notifications', { auth: signedIn() });
    const third = (await items())[2]!;
    await user.click(within(third).getByRole('button', { name: /Nueva compra en Moto 3/ }));
    await waitFor(() => expect(third).toHaveAttribute('data-read', 'true'));
    expect(calls('POST', `/api/v1/me/notifications/${note(3).id}/read`)).toHaveLength(1);
    expect(await screen.findByTestId('notifications-unread')).toHaveTextContent('1 sin leer');
  });

  it('marks all read and the badge empties', async () => {
    const user = setupUser();
    renderRoute('/notifications', { auth: signedIn() });
    await items();
    await waitFor(() =>
      expect(screen.getByTestId('sider-notifications-badge')).toHaveTextContent('2'),
    );
    await user.click(screen.getByRole('button', { name: /Marcar todas como leídas/ }));
    await waitFor(() => expect(screen.queryByTestId('sider-notifications-badge')).toBeNull());
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('Todas leídas');
    for (const item of await items()) expect(item).toHaveAttribute('data-read', 'true');
    expect(calls('POST', '/api/v1/me/notifications/read-all')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Marcar todas como leídas/ })).toBeDisabled();
  });

  it('deletes one, and clears all only after confirming', async () => {
    const user = setupUser();
    renderRoute('/notifications', { auth: signedIn() });
    const [first] = await items();
    await user.click(within(first!).getByRole('button', { name: 'Eliminar notificación' }));
    await waitFor(async () => expect(await items()).toHaveLength(2));
    expect(calls('DELETE', `/api/v1/me/notifications/${note(1).id}`)).toHaveLength(1);
    expect(await screen.findByText('Notificación eliminada.')).toBeInTheDocument();

    const toolbar = screen.getByTestId('notifications-toolbar');
    await user.click(within(toolbar).getByRole('button', { name: /Borrar todas/ }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('¿Borrar todas tus notificaciones?');
    expect(calls('DELETE', '/api/v1/me/notifications')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Borrar todas' }));
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent(
      'No tienes notificaciones',
    );
    expect(calls('DELETE', '/api/v1/me/notifications')).toHaveLength(1);
    expect(within(toolbar).getByRole('button', { name: /Borrar todas/ })).toBeDisabled();
  });

  it('shows an empty state', async () => {
    stored = [];
    renderRoute('/notifications', { auth: signedIn(), width: PHONE });
    const empty = await screen.findByTestId('notifications-empty');
    expect(empty).toHaveTextContent('No tienes notificaciones');
    expect(within(empty).getByRole('link', { name: 'Ver rifas' })).toHaveAttribute(
      'href',
      '/app/timeline',
    );
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const user = setupUser();
    failList = true;
    renderRoute('/notifications', { auth: signedIn() });
    const error = await screen.findByTestId('notifications-error');
    expect(error).toHaveTextContent('No pudimos cargar tus notificaciones.');
    failList = false;
    await user.click(within(error).getByRole('button', { name: 'Reintentar' }));
    expect(await items()).toHaveLength(3);
  });

  it('asks a visitor to sign in', async () => {
    renderRoute('/notifications', { auth: signedOut });
    expect(
      await screen.findByText('Inicia sesión para ver tus notificaciones.'),
    ).toBeInTheDocument();
    expect(calls('GET', '/api/v1/me/notifications')).toHaveLength(0);
  });

  it('puts a new one first as it arrives, counts it on the badge and toasts a high one', async () => {
    const { server, client } = fakeRealtime(USER);
    const { queryClient } = renderRoute('/notifications', {
      auth: signedIn(),
      realtime: client,
      width: PHONE,
    });
    const myTickets = ['tickets', 'mine', USER, 0];
    queryClient.setQueryData(myTickets, { data: [], count: 0 });
    await items();
    await waitFor(() =>
      expect(screen.getByTestId('topbar-notifications-badge')).toHaveTextContent('2'),
    );
    expect(server.socket.sent[0]).toEqual({ type: 'auth', access_token: 'test-access-token' });

    const arrived = note(4, {
      type: 'raffle_cancelled',
      priority: 'high',
      title: 'Rifa cancelada: Moto 4',
      message: 'El creador canceló la rifa. Te deben el reembolso de los números 04.',
      created_at: new Date().toISOString(),
    });
    await arrives(server, arrived);

    await waitFor(async () =>
      expect((await items())[0]).toHaveTextContent('Rifa cancelada: Moto 4'),
    );
    expect(await items()).toHaveLength(4);
    expect(screen.getByTestId('topbar-notifications-badge')).toHaveTextContent('3');
    // The buyer's tickets changed with it: a tickets screen would read them again.
    expect(queryClient.getQueryState(myTickets)?.isInvalidated).toBe(true);
    const toast = await screen.findByTestId('notification-toast');
    expect(toast).toHaveTextContent('Rifa cancelada: Moto 4');
    expect(toast).toHaveTextContent('Te deben el reembolso');
    expect(within(toast).getByRole('link', { name: 'Ver' })).toHaveAttribute(
      'href',
      `/app/raffle/${RAFFLE}`,
    );
  });

  it("refreshes plan, permissions, profile, back-office identity and subscriptions on a subscription's news", async () => {
    const { server, client } = fakeRealtime(USER);
    const { queryClient } = renderRoute('/notifications', { auth: signedIn(), realtime: client });
    const keys = [
      planKeys.mine(USER),
      planKeys.permissions(USER),
      profileKeys.me(USER),
      // features/business's businessKeys.me (that feature has no index to import it from).
      ['business', 'me', USER],
      subscriptionKeys.mine(USER),
    ];
    for (const key of keys) queryClient.setQueryData(key, { cached: true });
    await items();

    // A raffle's news leaves them alone.
    await arrives(server, note(5));
    await waitFor(async () => expect(await items()).toHaveLength(4));
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);

    await arrives(
      server,
      note(6, {
        type: 'verification_approved',
        priority: 'high',
        title: 'Pago aprobado: plan Negocio activo',
        message: 'Tu plan Negocio está activo hasta el 22 dic 2026.',
        data: { subscription_id: '5c1d8e2a-9b3f-4c7d-8a6e-2f1b0c9d8e7a' },
      }),
    );
    await waitFor(() => {
      for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    });
  });

  it('does not toast a medium one, and shows 9+ past nine', async () => {
    stored = Array.from({ length: 9 }, (_, i) => note(i + 1));
    const { server, client } = fakeRealtime(USER);
    renderRoute('/notifications', { auth: signedIn(), realtime: client });
    await waitFor(() =>
      expect(screen.getByTestId('sider-notifications-badge')).toHaveTextContent('9'),
    );
    await arrives(server, note(10));
    await waitFor(() =>
      expect(screen.getByTestId('sider-notifications-badge')).toHaveTextContent('9+'),
    );
    expect(screen.queryByTestId('notification-toast')).not.toBeInTheDocument();
  });

  it('reads the list again after the connection came back', async () => {
    const { server, client } = fakeRealtime(USER);
    renderRoute('/notifications', { auth: signedIn(), realtime: client });
    await items();
    await waitFor(() => expect(server.open()[0]?.topics.has('user')).toBe(true));
    const before = calls('GET', '/api/v1/me/notifications').length;
    stored = [note(7), ...stored];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.socket.drop();
      vi.advanceTimersByTime(1_000);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(async () => expect(await items()).toHaveLength(4));
    expect(calls('GET', '/api/v1/me/notifications').length).toBe(before + 1);
  });
});
