import { screen, waitFor } from '@testing-library/react';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/auth-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '../../../lib/auth-client';
import {
  fakeUser,
  jsonResponse,
  fill,
  renderRoute,
  requestPath,
  setupUser,
  signedIn,
  signedOut,
} from '../../../test/render';

type SignInResult = Awaited<ReturnType<typeof authClient.signInWithPassword>>;

const user = fakeUser();

function signInOk(): SignInResult {
  const { session } = signedIn(user);
  return { data: { user, session: session! }, error: null };
}

function signInError(error: Error): SignInResult {
  return { data: { user: null, session: null }, error } as unknown as SignInResult;
}

async function fillAndSubmit() {
  const ue = setupUser();
  await screen.findByRole('heading', { level: 1, name: 'Acceso Negocios' });
  await fill(ue, screen.getByLabelText('Correo electrónico'), 'ana.perez@negocio.com');
  await fill(ue, screen.getByLabelText('Contraseña'), 'una clave larga');
  await ue.click(screen.getByRole('button', { name: 'Ingresar' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/business/login', () => {
  it('shows the title, subtitle and Spanish required-field errors', async () => {
    const ue = setupUser();
    const signIn = vi.spyOn(authClient, 'signInWithPassword');
    renderRoute('/business/login', { auth: signedOut });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acceso Negocios' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Panel exclusivo para empresas')).toBeInTheDocument();

    await ue.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Ingresa tu correo electrónico')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu contraseña')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says "Credenciales incorrectas." when the sign-in is refused', async () => {
    vi.spyOn(authClient, 'signInWithPassword').mockResolvedValue(
      signInError(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')),
    );
    renderRoute('/business/login', { auth: signedOut });
    await fillAndSubmit();
    expect(await screen.findByTestId('business-login-error')).toHaveTextContent(
      'Credenciales incorrectas.',
    );
  });

  it('reports an unexpected failure separately', async () => {
    vi.spyOn(authClient, 'signInWithPassword').mockResolvedValue(
      signInError(new AuthRetryableFetchError('Failed to fetch', 0)),
    );
    renderRoute('/business/login', { auth: signedOut });
    await fillAndSubmit();
    expect(await screen.findByTestId('business-login-error')).toHaveTextContent(
      'Error durante el inicio de sesión. Intenta nuevamente.',
    );
  });

  it('shows "Ingresando..." while busy and the envelope message of a 403', async () => {
    let finish: (value: SignInResult) => void = () => {};
    vi.spyOn(authClient, 'signInWithPassword').mockReturnValue(
      new Promise<SignInResult>((resolve) => {
        finish = resolve;
      }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          jsonResponse(
            {
              error: {
                code: 'membership_inactive',
                message: 'El negocio asociado no tiene membresía activa.',
              },
            },
            403,
          ),
        ),
      ),
    );
    renderRoute('/business/login', { auth: signedOut });
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: /Ingresando\.\.\./ })).toBeInTheDocument();

    finish(signInOk());
    expect(await screen.findByTestId('business-login-error')).toHaveTextContent(
      'El negocio asociado no tiene membresía activa.',
    );
    // (jsdom never finishes the loading icon's leave animation, hence the pattern.)
    expect(await screen.findByRole('button', { name: /Ingresar$/ })).toBeEnabled();
  });

  it.each([
    ['super_admin', '/business/admin', 'Panel de administración'],
    ['business', '/business/raffles', 'Rifas'],
  ])('sends a %s to %s', async (role, path, heading) => {
    vi.spyOn(authClient, 'signInWithPassword').mockResolvedValue(signInOk());
    const fetchMock = vi.fn((input: unknown) =>
      Promise.resolve(
        requestPath(input) === '/api/v1/business/me'
          ? jsonResponse({ role, label: 'x' })
          : jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    // The auth state as it is once the sign-in event has reached the provider.
    const { router } = renderRoute('/business/login', { auth: signedIn(user) });
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    // One access check (the page landed on then reads its own data).
    expect(
      fetchMock.mock.calls.filter(([input]) => requestPath(input) === '/api/v1/business/me'),
    ).toHaveLength(1);
  });
});
