import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '../../lib/auth-client';
import {
  fakeUser,
  jsonResponse,
  renderRoute,
  requestPath,
  setupUser,
  signedIn,
  signedOut,
} from '../../test/render';

const NOT_ALLOWED =
  'Solo usuarios business con membresía activa o cajeros autorizados pueden acceder.';

function stubBusinessMe(response: () => Response) {
  const fetchMock = vi.fn((input: unknown) =>
    Promise.resolve(
      requestPath(input) === '/api/v1/business/me'
        ? response()
        : jsonResponse({ error: { code: 'not_found', message: 'No encontrado' } }, 404),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('business area', () => {
  it('sends visitors without a user to /business/login', async () => {
    const { router } = renderRoute('/business/raffles', { auth: signedOut });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acceso Negocios' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/business/login');
  });

  it('shows the server message of a 403 with the way back to the business login', async () => {
    stubBusinessMe(() => jsonResponse({ error: { code: 'forbidden', message: NOT_ALLOWED } }, 403));
    renderRoute('/business/raffles', { auth: signedIn() });
    expect(await screen.findByText(NOT_ALLOWED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Acceso Negocios' })).toHaveAttribute(
      'href',
      '/business/login',
    );
    expect(screen.queryByTestId('business-sider')).not.toBeInTheDocument();
  });

  it('opens the back-office for a business user, /business → /business/raffles', async () => {
    stubBusinessMe(() => jsonResponse({ role: 'business', label: 'Administrador' }));
    const { router } = renderRoute('/business', { auth: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rifas' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/business/raffles');

    const sider = screen.getByTestId('business-sider');
    expect(sider).toHaveStyle({ width: '280px' });
    expect(within(sider).getByText('Rifa Backoffice')).toBeInTheDocument();
    expect(within(sider).getByText('Panel Administrativo')).toBeInTheDocument();
    for (const [name, href] of [
      ['Rifas', '/business/raffles'],
      ['Tickets Vendidos', '/business/tickets'],
      ['Cajeros', '/business/cashiers'],
      ['Configuración', '/business/settings'],
      ['Estado de cuenta', '/business/statements'],
    ]) {
      expect(within(sider).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(sider).getByRole('menuitem', { name: /Rifas/ })).toHaveClass(
      'ant-menu-item-selected',
    );

    const userButton = screen.getByTestId('business-user-menu');
    expect(userButton).toHaveTextContent('ana.perez');
    expect(userButton).toHaveTextContent('Administrador');
  });

  it("says 'Error al cargar el perfil de usuario.' while the identity stays missing (spec §9: 3 s)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderRoute('/business/raffles', { auth: signedIn() });
    expect(await screen.findByText('Verificando acceso…')).toBeInTheDocument();
    expect(
      await screen.findByTestId('business-access-error', {}, { timeout: 8000 }),
    ).toHaveTextContent('Error al cargar el perfil de usuario.');
  }, 15_000);

  it("gives a cashier 'Mis ventas' instead of the owner's Cajeros and Configuración", async () => {
    stubBusinessMe(() =>
      jsonResponse({ role: 'cashier', label: 'Cajero', business: { id: 'b', name: 'Negocio' } }),
    );
    const user = fakeUser({ email: 'caja1@negocio.com' });
    renderRoute(`/business/cashier/${user.id}/tickets`, { auth: signedIn(user) });
    const sider = await screen.findByTestId('business-sider');
    expect(within(sider).getByRole('link', { name: 'Rifas' })).toBeInTheDocument();
    expect(within(sider).getByRole('link', { name: 'Tickets Vendidos' })).toBeInTheDocument();
    // The business's statements are reconciled by its cashiers too.
    expect(within(sider).getByRole('link', { name: 'Estado de cuenta' })).toHaveAttribute(
      'href',
      '/business/statements',
    );
    expect(within(sider).getByRole('link', { name: 'Mis ventas' })).toHaveAttribute(
      'href',
      `/business/cashier/${user.id}/tickets`,
    );
    expect(within(sider).getByRole('menuitem', { name: /Mis ventas/ })).toHaveClass(
      'ant-menu-item-selected',
    );
    expect(within(sider).queryByRole('link', { name: 'Cajeros' })).not.toBeInTheDocument();
    expect(within(sider).queryByRole('link', { name: 'Configuración' })).not.toBeInTheDocument();
    const userButton = screen.getByTestId('business-user-menu');
    expect(userButton).toHaveTextContent('caja1');
    expect(userButton).toHaveTextContent('Cajero');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mis ventas' }),
    ).toBeInTheDocument();
  });

  it('signs out from the user menu and returns to /business/login', async () => {
    const user = setupUser();
    stubBusinessMe(() => jsonResponse({ role: 'cashier', label: 'Cajero' }));
    const signOut = vi.spyOn(authClient, 'signOut').mockResolvedValue({ error: null });
    const { router } = renderRoute('/business/tickets', { auth: signedIn() });
    await screen.findByRole('heading', { level: 1, name: 'Tickets Vendidos' });
    expect(screen.getByTestId('business-user-menu')).toHaveTextContent('Cajero');

    await user.click(screen.getByTestId('business-user-menu'));
    // A cashier's menu stays inside the back-office: no profile or settings of the app.
    const signOutItem = await screen.findByRole('menuitem', { name: /Cerrar Sesión/ });
    const userMenu = signOutItem.closest('ul')!;
    expect(within(userMenu).queryByRole('menuitem', { name: /Mi Perfil/ })).not.toBeInTheDocument();
    expect(
      within(userMenu).queryByRole('menuitem', { name: /Configuración/ }),
    ).not.toBeInTheDocument();
    await user.click(signOutItem);

    await waitFor(() => expect(router.state.location.pathname).toBe('/business/login'));
    expect(signOut).toHaveBeenCalled();
  });
});
