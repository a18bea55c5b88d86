import type { ReactNode } from 'react';
import { act, render as rtlRender, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth-context';
import { jsonResponse, requestPath, signedIn, sentRequest } from '../../test/render';
import { AuthProvider } from './AuthProvider';

function render(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return rtlRender(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const PROFILE = {
  id: '7d6f1c1e-2f0a-4b9e-9a51-3c1f4f6f0a11',
  name: 'Ana Pérez',
  email: 'ana.perez@negocio.com',
  phone: null,
  avatar_url: null,
  rating: 0,
  rating_count: 0,
  is_verified: false,
  bio: null,
  joined_date: '2026-01-01',
  type: 'user',
  membership_active: false,
  is_super_admin: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

interface FakeAuth {
  listeners: Set<(event: string, session: unknown) => void>;
  stored: unknown;
}

const fake = vi.hoisted((): FakeAuth => ({ listeners: new Set(), stored: null }));

vi.mock('../../lib/auth-client', () => ({
  AUTH_STORAGE_KEY: 'rifa-auth',
  authClient: {
    getSession: () => Promise.resolve({ data: { session: fake.stored }, error: null }),
    onAuthStateChange: (listener: Listener) => {
      fake.listeners.add(listener as (event: string, session: unknown) => void);
      return {
        data: { subscription: { unsubscribe: () => fake.listeners.delete(listener as never) } },
      };
    },
  },
}));

function emit(event: AuthChangeEvent, session: Session | null) {
  act(() => fake.listeners.forEach((listener) => listener(event, session)));
}

function Probe() {
  const { user, loading, profile, passwordRecovery } = useAuth();
  return (
    <>
      <p>{loading ? 'loading' : (user?.email ?? 'signed out')}</p>
      <p>{profile ? `perfil: ${profile.name}` : 'sin perfil'}</p>
      <p>{passwordRecovery ? 'recuperando' : 'normal'}</p>
    </>
  );
}

const fetchMock = vi.fn((input: unknown) =>
  Promise.resolve(
    requestPath(input) === '/api/v1/profiles/me'
      ? jsonResponse(PROFILE)
      : jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404),
  ),
);

beforeEach(() => {
  fake.listeners.clear();
  fake.stored = null;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuthProvider', () => {
  it('starts loading, then exposes the stored session', async () => {
    fake.stored = signedIn().session;
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('ana.perez@negocio.com')).toBeInTheDocument();
  });

  it('follows sign-in and sign-out events (including those relayed from other tabs)', async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    await waitFor(() => expect(fake.listeners.size).toBe(1));

    emit('SIGNED_IN', signedIn().session);
    expect(screen.getByText('ana.perez@negocio.com')).toBeInTheDocument();

    emit('SIGNED_OUT', null);
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('signs out when another tab removes the stored session', async () => {
    fake.stored = signedIn().session;
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('ana.perez@negocio.com');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'rifa-auth', newValue: null }));
    });
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('loads the profile while signed in and drops it on sign-out', async () => {
    fake.stored = signedIn().session;
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('perfil: Ana Pérez')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(
      ([input]) => requestPath(input) === '/api/v1/profiles/me',
    );
    expect(sentRequest(call?.[0]).headers.get('Authorization')).toBe('Bearer test-access-token');

    emit('SIGNED_OUT', null);
    expect(screen.getByText('sin perfil')).toBeInTheDocument();
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('marks a password recovery (PASSWORD_RECOVERY) and follows token refreshes', async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('signed out');
    await waitFor(() => expect(fake.listeners.size).toBe(1));

    emit('PASSWORD_RECOVERY', signedIn().session);
    expect(screen.getByText('recuperando')).toBeInTheDocument();
    expect(screen.getByText('ana.perez@negocio.com')).toBeInTheDocument();

    emit('TOKEN_REFRESHED', signedIn().session);
    expect(screen.getByText('ana.perez@negocio.com')).toBeInTheDocument();

    emit('SIGNED_OUT', null);
    expect(screen.getByText('normal')).toBeInTheDocument();
  });
});
