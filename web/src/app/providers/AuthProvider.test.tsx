import { act, render, screen, waitFor } from '@testing-library/react';
import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth-context';
import { signedIn } from '../../test/render';
import { AuthProvider } from './AuthProvider';

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
  const { user, loading } = useAuth();
  return <p>{loading ? 'loading' : (user?.email ?? 'signed out')}</p>;
}

beforeEach(() => {
  fake.listeners.clear();
  fake.stored = null;
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
});
