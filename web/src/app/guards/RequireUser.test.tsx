import { useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthState } from '../../lib/auth-context';
import { renderRoute, signedIn, signedOut } from '../../test/render';
import { AppProviders } from '../providers/AppProviders';
import { routes } from '../routes';

const LANDING_HEADING = { level: 1, name: 'Rifas claras, números seguros' } as const;

describe('routes that need a signed-in user', () => {
  it.each(['/app/create-raffle', '/app/profile', '/app/mobile-payment', '/app/payment-history'])(
    'redirect %s to / without a user (real AuthProvider, nothing stored)',
    async (path) => {
      const { router } = renderRoute(path);
      expect(await screen.findByRole('heading', LANDING_HEADING)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('render for a signed-in user', async () => {
    const { router } = renderRoute('/app/profile', { auth: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/profile');
  });

  it('leave when the user signs out (e.g. in another tab)', async () => {
    let setAuth: (state: AuthState) => void = () => {};
    function SwitchableAuth({ children }: { children: ReactNode }) {
      const [state, set] = useState<AuthState>(signedIn());
      setAuth = set;
      return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
    }
    const router = createMemoryRouter(routes, { initialEntries: ['/app/profile'] });
    render(
      <AppProviders
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        auth={(children) => <SwitchableAuth>{children}</SwitchableAuth>}
      >
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Perfil' });

    act(() => setAuth(signedOut));
    expect(await screen.findByRole('heading', LANDING_HEADING)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('do not guard the public parts of /app', async () => {
    renderRoute('/app/timeline', { auth: signedOut });
    expect(await screen.findByRole('heading', { level: 1, name: 'Timeline' })).toBeInTheDocument();
  });
});
