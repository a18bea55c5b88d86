import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, renderRoute, setupUser, signedOut } from '../../../test/render';

const NOT_YET = 'El registro y el inicio de sesión estarán disponibles pronto.';

describe('/register', () => {
  it('asks for every field in Spanish', async () => {
    const user = setupUser();
    renderRoute('/register', { auth: signedOut });
    await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' });

    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Ingresa tu nombre')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu correo electrónico')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu contraseña')).toBeInTheDocument();
    expect(screen.getByText('Confirma tu contraseña')).toBeInTheDocument();
  });

  it('checks email, password length and confirmation, then says honestly that accounts are not enabled yet', async () => {
    const user = setupUser();
    renderRoute('/register', { auth: signedOut });
    await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' });

    await fill(user, screen.getByLabelText('Nombre'), 'Ana Pérez');
    await fill(user, screen.getByLabelText('Correo electrónico'), 'ana@');
    await fill(user, screen.getByLabelText('Contraseña'), 'corta');
    await fill(user, screen.getByLabelText('Confirmar contraseña'), 'distinta');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Ingresa un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(screen.queryByText(NOT_YET)).not.toBeInTheDocument();

    await fill(user, screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.com');
    await fill(user, screen.getByLabelText('Contraseña'), 'una clave larga');
    await fill(user, screen.getByLabelText('Confirmar contraseña'), 'una clave larga');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(NOT_YET)).toBeInTheDocument();
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

describe('/login', () => {
  it('requires email and password, then shows the honest note', async () => {
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
    expect(await screen.findByText(NOT_YET)).toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  it('asks for the email and shows the honest note', async () => {
    const user = setupUser();
    renderRoute('/reset-password', { auth: signedOut });
    await screen.findByRole('heading', { level: 1, name: 'Recuperar contraseña' });
    await fill(user, screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(NOT_YET)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
