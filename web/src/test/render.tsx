import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import type { Session, User } from '@supabase/auth-js';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers/AppProviders';
import { routes } from '../app/routes';
import { AuthContext, type AuthState } from '../lib/auth-context';
import type { RealtimeClient } from '../lib/realtime';
import { afterEach, beforeEach, vi } from 'vitest';
import { setViewportWidth } from './media';

export const DESKTOP = 1280;
export const PHONE = 390;

export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    id: '7d6f1c1e-2f0a-4b9e-9a51-3c1f4f6f0a11',
    aud: 'authenticated',
    email: 'ana.perez@negocio.com',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { name: 'Ana Pérez' },
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function signedIn(user: User = fakeUser()): AuthState {
  const session = {
    access_token: 'test-access-token',
    refresh_token: 'test-refresh-token',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user,
  } as Session;
  return { session, user, profile: null, loading: false };
}

export const signedOut: AuthState = { session: null, user: null, profile: null, loading: false };

interface RenderRouteOptions {
  /** A fixed auth state; omit to use the real AuthProvider (auth-js on jsdom's localStorage). */
  auth?: AuthState;
  /** Viewport width in px (the layout switches at 992). */
  width?: number;
  /** A realtime client over a fake server (test/fake-realtime.ts); none by default. */
  realtime?: RealtimeClient;
}

/** Mounts the app's real route table in a memory router at `path`, with the app's providers. */
export function renderRoute(
  path: string,
  { auth, width = DESKTOP, realtime }: RenderRouteOptions = {},
) {
  setViewportWidth(width);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const withAuth = auth
    ? (children: ReactNode) => <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
    : undefined;
  const result = render(
    <AppProviders queryClient={queryClient} auth={withAuth} realtime={realtime ?? null}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** A JSON response for a mocked fetch. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The path of the URL a mocked fetch was called with. */
export function requestPath(input: unknown): string {
  const url = input instanceof Request ? input.url : String(input);
  return new URL(url, 'http://localhost').pathname;
}

/** A mock installed as the global fetch before each test of the calling file, removed after each. */
export function mockGlobalFetch() {
  const fetchMock = vi.fn<(input: unknown) => Promise<Response>>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** The request a mocked fetch got: the API client (openapi-fetch) calls fetch with one Request. */
export function sentRequest(input: unknown): Request {
  if (!(input instanceof Request)) throw new Error(`fetch was called with ${String(input)}`);
  return input;
}

/** The HTTP method of a mocked fetch's request. */
export function requestMethod(input: unknown): string {
  return sentRequest(input).method;
}

/** The JSON body of a mocked fetch's request (read from a copy, so the request stays unread). */
export function requestJson(input: unknown): Promise<unknown> {
  return sentRequest(input).clone().json();
}

/** A userEvent session without per-keystroke delays (typing char by char is slow on busy CI). */
export function setupUser() {
  return userEvent.setup({ delay: null });
}

/** Replaces the value of a text field in one paste, as a user would with autofill. */
export async function fill(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
