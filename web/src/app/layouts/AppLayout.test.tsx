import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '../../features/notifications/api/unread-count';
import {
  DESKTOP,
  PHONE,
  fakeUser,
  jsonResponse,
  renderRoute,
  requestPath,
  setupUser,
  signedIn,
  signedOut,
} from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubUnreadCount(count: number) {
  const fetchMock = vi.fn((input: unknown) =>
    Promise.resolve(
      requestPath(input) === '/api/v1/me/notifications/unread-count'
        ? jsonResponse({ count })
        : jsonResponse({ error: { code: 'not_found', message: 'No encontrado' } }, 404),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('AppLayout on desktop', () => {
  it('shows the sider with the current route selected and no mobile bars', async () => {
    renderRoute('/app/tickets', { auth: signedOut, width: DESKTOP });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();

    const sider = screen.getByTestId('app-sider');
    expect(within(sider).getByRole('menuitem', { name: /Tickets/ })).toHaveClass(
      'ant-menu-item-selected',
    );
    expect(within(sider).getByRole('menuitem', { name: /Timeline/ })).not.toHaveClass(
      'ant-menu-item-selected',
    );
    for (const name of [
      'Timeline',
      'Mis Rifas',
      'Crear Rifa',
      'Tickets',
      'Perfil',
      'Notificaciones',
    ]) {
      expect(within(sider).getByRole('menuitem', { name: new RegExp(name) })).toBeInTheDocument();
    }
    // Signing in comes back to the page it was opened from.
    expect(within(sider).getByRole('link', { name: /Iniciar sesión/ })).toHaveAttribute(
      'href',
      '/login?next=%2Fapp%2Ftickets',
    );
    expect(screen.queryByTestId('bottom-nav')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mobile-topbar')).not.toBeInTheDocument();
  });

  it('navigates from the sider and collapses it to 64 px', async () => {
    const user = setupUser();
    renderRoute('/app/tickets', { auth: signedOut, width: DESKTOP });
    const sider = await screen.findByTestId('app-sider');
    expect(sider).toHaveStyle({ width: '256px' });

    await user.click(within(sider).getByRole('link', { name: 'Timeline' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Timeline' })).toBeInTheDocument();
    expect(within(sider).getByRole('menuitem', { name: /Timeline/ })).toHaveClass(
      'ant-menu-item-selected',
    );

    await user.click(screen.getByTestId('sider-toggle'));
    expect(sider).toHaveStyle({ width: '64px' });
    expect(screen.getByTestId('sider-toggle')).toHaveAccessibleName('Expandir menú');
  });
});

describe('AppLayout on a phone', () => {
  it('shows the top bar and the bottom navigation with the current entry highlighted', async () => {
    renderRoute('/app/tickets', { auth: signedOut, width: PHONE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    expect(screen.queryByTestId('app-sider')).not.toBeInTheDocument();

    const topbar = screen.getByTestId('mobile-topbar');
    expect(within(topbar).getByRole('link', { name: 'Buscar rifas' })).toHaveAttribute(
      'href',
      '/search-raffles',
    );
    expect(within(topbar).getByRole('link', { name: 'Notificaciones' })).toHaveAttribute(
      'href',
      '/notifications',
    );

    const nav = screen.getByTestId('bottom-nav');
    expect(within(nav).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByTestId('bottom-nav-tickets')).toHaveAttribute('aria-current', 'page');
    for (const id of ['timeline', 'my-raffles', 'create', 'profile']) {
      expect(screen.getByTestId(`bottom-nav-${id}`)).not.toHaveAttribute('aria-current');
    }
    const create = screen.getByTestId('bottom-nav-create');
    expect(create).toHaveAccessibleName('Crear rifa');
    // Signed out, Crear opens the sign-in page, which goes on to the form afterwards.
    expect(create).toHaveAttribute('href', '/login?next=%2Fapp%2Fcreate-raffle');
    expect(create.textContent).toBe('');
  });

  it('signed out, the round Crear button says why it asks to sign in', async () => {
    const user = setupUser();
    const { router } = renderRoute('/app/tickets', { auth: signedOut, width: PHONE });
    await screen.findByRole('heading', { level: 1, name: 'Tickets' });
    await user.click(screen.getByTestId('bottom-nav-create'));
    expect(await screen.findByTestId('sign-in-reason')).toHaveTextContent(
      'Inicia sesión para crear una rifa',
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('signed in, Crear opens the form', async () => {
    stubUnreadCount(0);
    renderRoute('/app/tickets', { auth: signedIn(), width: PHONE });
    await screen.findByTestId('bottom-nav');
    expect(screen.getByTestId('bottom-nav-create')).toHaveAttribute('href', '/app/create-raffle');
  });

  it('navigates when a bottom-nav entry is tapped', async () => {
    const user = setupUser();
    const { router } = renderRoute('/app/tickets', { auth: signedOut, width: PHONE });
    await screen.findByRole('heading', { level: 1, name: 'Tickets' });

    await user.click(screen.getByTestId('bottom-nav-my-raffles'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Rifas' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/my-raffles');
    expect(screen.getByTestId('bottom-nav-my-raffles')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('bottom-nav-tickets')).not.toHaveAttribute('aria-current');

    await user.click(screen.getByTestId('bottom-nav-timeline'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Timeline' })).toBeInTheDocument();
  });

  it('keeps the layout on /notifications and /search-raffles', async () => {
    renderRoute('/search-raffles', { auth: signedOut, width: PHONE });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buscar rifas' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('bottom-nav')).toBeInTheDocument();
  });
});

describe('unread notifications badge', () => {
  it.each([
    [10, '9+'],
    [25, '9+'],
    [9, '9'],
    [1, '1'],
  ])('shows %i unread as "%s" in the sider and the top bar', async (count, text) => {
    stubUnreadCount(count);
    const desktop = renderRoute('/app/timeline', { auth: signedIn(), width: DESKTOP });
    await waitFor(() =>
      expect(screen.getByTestId('sider-notifications-badge')).toHaveTextContent(text),
    );
    expect(screen.getByTestId('sider-notifications-badge')).toHaveTextContent(
      new RegExp(`^${text.replace('+', '\\+')}$`),
    );
    desktop.unmount();

    renderRoute('/app/timeline', { auth: signedIn(), width: PHONE });
    await waitFor(() =>
      expect(screen.getByTestId('topbar-notifications-badge')).toHaveTextContent(text),
    );
    expect(
      within(screen.getByTestId('mobile-topbar')).getByRole('link', {
        name: `Notificaciones (${text} sin leer)`,
      }),
    ).toBeInTheDocument();
  });

  it('shows nothing at 0', async () => {
    const fetchMock = stubUnreadCount(0);
    const user = fakeUser();
    const { queryClient } = renderRoute('/app/timeline', { auth: signedIn(user), width: PHONE });
    await waitFor(() =>
      expect(queryClient.getQueryState(notificationKeys.unreadCount(user.id))?.status).toBe(
        'success',
      ),
    );
    expect(fetchMock).toHaveBeenCalled();
    // No badge at all at 0 (components/CountBadge.tsx).
    expect(screen.queryByTestId('topbar-notifications-badge')).toBeNull();
    expect(
      within(screen.getByTestId('mobile-topbar')).getByRole('link', { name: 'Notificaciones' }),
    ).toBeInTheDocument();
  });

  it('does not ask the server without a signed-in user', async () => {
    const fetchMock = stubUnreadCount(5);
    renderRoute('/app/timeline', { auth: signedOut, width: DESKTOP });
    await screen.findByRole('heading', { level: 1, name: 'Timeline' });
    // The timeline itself lists public raffles; only the badge's endpoint must stay silent.
    const paths = fetchMock.mock.calls.map(([input]) => requestPath(input));
    expect(paths).not.toContain('/api/v1/me/notifications/unread-count');
    expect(screen.queryByTestId('sider-notifications-badge')).toBeNull();
  });

  it('treats a failing endpoint as 0', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = fakeUser();
    const { queryClient } = renderRoute('/app/timeline', { auth: signedIn(user), width: DESKTOP });
    await waitFor(() =>
      expect(queryClient.getQueryState(notificationKeys.unreadCount(user.id))?.status).toBe(
        'error',
      ),
    );
    expect(screen.queryByTestId('sider-notifications-badge')).toBeNull();
  });
});
