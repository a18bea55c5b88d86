import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, fill, renderRoute, setupUser, signedIn, signedOut } from '../../../test/render';

const auth = vi.hoisted(() => ({
  signUp: vi.fn(),
  signInWithPassword: vi.fn(),
  resetPasswordForEmail: vi.fn(),
  updateUser: vi.fn(),
}));

vi.mock('../../../lib/auth-client', () => ({
  AUTH_STORAGE_KEY: 'rifa-auth',
  authClient: {
    ...auth,
    getSession: () => Promise.resolve({ data: { session: null }, error: null }),
    signOut: () => Promise.resolve({ error: null }),
  },
}));

beforeEach(() => {
  for (const fn of Object.values(auth)) fn.mockReset();
});

function authError(code: string, message: string, status = 400, reasons?: string[]) {
  return Object.assign(new Error(message), { name: 'AuthApiError', code, status, reasons });
}

describe('/register', () => {
  it('asks for every field in Spanish', async () => {
    const user = setupUser();
    renderRoute('/register', { auth: signedOut });
    await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' });

    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    // antd validates the fields one by one: each message may appear a moment after the first.
    for (const message of [
      'Ingresa tu nombre',
      'Ingresa tu correo electrónico',
      'Ingresa tu contraseña',
      'Confirma tu contraseña',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('checks email, password length and confirmation, then signs up and lands in /app', async () => {
    auth.signUp.mockResolvedValue({
      data: { session: signedIn().session, user: fakeUser() },
      error: null,
    });
    const user = setupUser();
    const { router } = renderRoute('/register', { auth: signedOut });
    await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' });

    await fill(user, screen.getByLabelText('Nombre'), 'Ana Pérez');
    await fill(user, screen.getByLabelText('Correo electrónico'), 'ana@');
    await fill(user, screen.getByLabelText('Teléfono (opcional)'), '0414-12');
    await fill(user, screen.getByLabelText('Contraseña'), 'corta');
    await fill(user, screen.getByLabelText('Confirmar contraseña'), 'distinta');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Ingresa un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(
      screen.getByText('Usa un número como 0414-1234567 o +58 414 1234567'),
    ).toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();

    await fill(user, screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.com');
    await fill(user, screen.getByLabelText('Teléfono (opcional)'), ' 0414-1234567 ');
    await fill(user, screen.getByLabelText('Contraseña'), 'una clave larga');
    await fill(user, screen.getByLabelText('Confirmar contraseña'), 'una clave larga');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'ana@ejemplo.com',
      password: 'una clave larga',
      options: { data: { name: 'Ana Pérez', phone: '0414-1234567' } },
    });
  });

  it('returns to the raffle it was opened from after signing up', async () => {
    auth.signUp.mockResolvedValue({
      data: { session: signedIn().session, user: fakeUser() },
      error: null,
    });
    const user = setupUser();
    const { router } = renderRoute('/register?next=%2Fapp%2Fraffle%2Fr-1', { auth: signedOut });
    await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' });
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute(
      'href',
      '/login?next=%2Fapp%2Fraffle%2Fr-1',
    );
    await fill(user, screen.getByLabelText('Nombre'), 'Ana Pérez');
    await fill(user, screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.com');
    await fill(user, screen.getByLabelText('Contraseña'), 'una clave larga');
    await fill(user, screen.getByLabelText('Confirmar contraseña'), 'una clave larga');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/raffle/r-1'));
  });

  it('says in Spanish that the email is taken', async () => {
    auth.signUp.mockResolvedValue({
      data: { session: null, user: null },
      error: authError('user_already_exists', 'User already registered', 422),
    });
    const user = setupUser();
    renderRoute('/register', { auth: signedOut });
    await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' });
    await fill(user, screen.getByLabelText('Nombre'), 'Ana Pérez');
    await fill(user, screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.com');
    await fill(user, screen.getByLabelText('Contraseña'), 'una clave larga');
    await fill(user, screen.getByLabelText('Confirmar contraseña'), 'una clave larga');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Ya existe una cuenta con este correo.')).toBeInTheDocument();
  });

  it('links to sign-in and password recovery', async () => {
    renderRoute('/register', { auth: signedOut });
    await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' });
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });
});

/** auth-js accepts the next sign-in; the user-event session to fill the form with. */
function acceptSignIn() {
  auth.signInWithPassword.mockResolvedValue({
    data: { session: signedIn().session, user: fakeUser() },
    error: null,
  });
  return setupUser();
}

async function signInWithForm(user: ReturnType<typeof setupUser>) {
  await fill(user, screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.com');
  await fill(user, screen.getByLabelText('Contraseña'), 'una clave larga');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('/login', () => {
  it('requires email and password, then reports wrong credentials in Spanish', async () => {
    auth.signInWithPassword.mockResolvedValue({
      data: { session: null, user: null },
      error: authError('invalid_credentials', 'Invalid login credentials'),
    });
    const user = setupUser();
    renderRoute('/login', { auth: signedOut });
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Ingresa tu correo electrónico')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu contraseña')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.com');
    await fill(user, screen.getByLabelText('Contraseña'), 'cualquier');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Correo o contraseña incorrectos.')).toBeInTheDocument();
    expect(auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'ana@ejemplo.com',
      password: 'cualquier',
    });
  });

  it('lands in /app after signing in', async () => {
    const user = acceptSignIn();
    const { router } = renderRoute('/login', { auth: signedOut });
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    await signInWithForm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it('returns to the raffle it was opened from, and says why', async () => {
    const user = acceptSignIn();
    const { router } = renderRoute(`/login?next=${encodeURIComponent('/app/raffle/r-1')}`, {
      auth: signedOut,
    });
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(screen.getByTestId('sign-in-reason')).toHaveTextContent('volverás a esta rifa');
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute(
      'href',
      '/register?next=%2Fapp%2Fraffle%2Fr-1',
    );
    await signInWithForm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/raffle/r-1'));
  });

  it('goes on to create after signing in from the Crear button', async () => {
    const user = acceptSignIn();
    const { router } = renderRoute('/login?next=%2Fapp%2Fcreate-raffle', { auth: signedOut });
    expect(await screen.findByTestId('sign-in-reason')).toHaveTextContent(
      'Inicia sesión para crear una rifa',
    );
    await signInWithForm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/create-raffle'));
  });

  it('never returns to another site', async () => {
    const user = acceptSignIn();
    const { router } = renderRoute('/login?next=%2F%2Fevil.example%2Fx', { auth: signedOut });
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(screen.queryByTestId('sign-in-reason')).not.toBeInTheDocument();
    await signInWithForm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });
});

describe('signed in already', () => {
  it.each(['/login', '/register'])('%s sends the visitor on to /app', async (path) => {
    const { router } = renderRoute(path, { auth: signedIn() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it('/register?next= sends the visitor on to that page', async () => {
    const { router } = renderRoute('/register?next=%2Fapp%2Fraffle%2Fr-2', { auth: signedIn() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/raffle/r-2'));
  });
});

describe('/reset-password', () => {
  it('asks for the email and confirms honestly', async () => {
    auth.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    const user = setupUser();
    renderRoute('/reset-password', { auth: signedOut });
    await screen.findByRole('heading', { level: 1, name: 'Recuperar contraseña' });
    await fill(user, screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(
      await screen.findByText(/Si existe una cuenta con ese correo, te enviamos un enlace/),
    ).toBeInTheDocument();
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('ana@ejemplo.com', {
      redirectTo: `${window.location.origin}/reset-password`,
    });
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

describe('/reset-password when the link comes back', () => {
  it('says an expired link is expired and lets the user ask again', async () => {
    renderRoute('/reset-password?error=access_denied&error_code=otp_expired', { auth: signedOut });
    expect(
      await screen.findByText('El enlace expiró o ya fue usado. Pide uno nuevo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeInTheDocument();
  });

  it('asks for the new password after PASSWORD_RECOVERY and lands in /app', async () => {
    auth.updateUser.mockResolvedValue({ data: { user: fakeUser() }, error: null });
    const user = setupUser();
    const { router } = renderRoute('/reset-password', {
      auth: { ...signedIn(), passwordRecovery: true },
    });
    await screen.findByRole('heading', { level: 1, name: 'Nueva contraseña' });
    await fill(user, screen.getByLabelText('Nueva contraseña'), 'otra clave larga');
    await fill(user, screen.getByLabelText('Confirmar contraseña'), 'otra clave larga');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'otra clave larga' });
  });
});
