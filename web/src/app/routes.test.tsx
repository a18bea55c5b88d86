import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findSampleRaffle } from '../samples/sample-raffles';
import { PHONE, renderRoute, signedIn, signedOut } from '../test/render';

describe('routes', () => {
  it('shows a Spanish not-found page with a link home', async () => {
    renderRoute('/no-existe', { auth: signedOut });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('renders the landing page with its calls to action', async () => {
    renderRoute('/', { auth: signedOut, width: PHONE });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rifas claras, números seguros' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Crear cuenta gratis' })[0]).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: /Ver rifas activas/ })).toHaveAttribute(
      'href',
      '/app/timeline',
    );
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
    for (const lottery of [
      'Lotería Nacional',
      'Lotería del Zulia',
      'Lotería de Caracas',
      'Lotería del Táchira',
      'Lotería de Oriente',
    ]) {
      expect(screen.getByText(lottery)).toBeInTheDocument();
    }
  });

  it.each([
    ['/app', 'Inicio'],
    ['/app/timeline', 'Timeline'],
    ['/app/my-raffles', 'Mis Rifas'],
    // A built-in sample raffle opens without the API.
    ['/app/raffle/sample-moto', findSampleRaffle('sample-moto')?.title ?? 'sample-moto'],
    ['/app/tickets', 'Tickets'],
    ['/app/create-raffle', 'Crear Rifa'],
    ['/app/profile', 'Perfil'],
    ['/app/mobile-payment', 'Pago móvil'],
    ['/app/payment-history', 'Historial de pagos'],
    ['/notifications', 'Notificaciones'],
    ['/search-raffles', 'Buscar rifas'],
  ])('%s has the heading "%s"', async (path, heading) => {
    renderRoute(path, { auth: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('renders the component test page', async () => {
    renderRoute('/test-antd', { auth: signedOut });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prueba de componentes' }),
    ).toBeInTheDocument();
  });
});
