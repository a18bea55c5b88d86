/**
 * Helpers for the Accounts specs: an auth-js client with in-memory storage, sign-up, and a small
 * JSON client for /api/v1 and /auth/v1.
 */
import { randomBytes } from 'node:crypto';
import { AuthClient } from '@supabase/auth-js';
import { expect, test as baseTest } from './fixtures';
import { startServer, type RunningServer } from './server';

export const PASSWORD = 'correct horse battery staple';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}@example.com`;
}

export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

export function authClient(
  server: RunningServer,
  storage = new MemoryStorage(),
): InstanceType<typeof AuthClient> {
  return new AuthClient({
    url: `${server.url}/auth/v1`,
    storageKey: 'rifa-e2e',
    storage,
    flowType: 'pkce',
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
  });
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: { id: string; email: string; user_metadata: Record<string, unknown> } & Record<
    string,
    unknown
  >;
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export async function request(
  server: RunningServer,
  path: string,
  init: {
    method?: string;
    token?: string;
    json?: unknown;
    headers?: Record<string, string>;
    body?: BodyInit;
  } = {},
): Promise<JsonResponse> {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : (init.body ?? null),
    redirect: 'manual',
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body };
}

export async function signUp(
  server: RunningServer,
  options: { email?: string; password?: string; name?: string } = {},
): Promise<TokenResponse & { email: string; password: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const res = await request(server, '/auth/v1/signup', {
    json: { email, password, data: { name: options.name ?? 'Usuario Prueba' } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...(res.body as TokenResponse), email, password };
}

export async function signIn(
  server: RunningServer,
  email: string,
  password: string,
): Promise<JsonResponse> {
  return request(server, '/auth/v1/token?grant_type=password', { json: { email, password } });
}

export async function refresh(server: RunningServer, refreshToken: string): Promise<JsonResponse> {
  return request(server, '/auth/v1/token?grant_type=refresh_token', {
    json: { refresh_token: refreshToken },
  });
}

/** Asserts the GoTrue error shape. */
export function expectAuthError(res: JsonResponse, status: number, code: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  expect(res.body).toEqual(
    expect.objectContaining({
      code,
      error_code: code,
      message: expect.any(String),
      msg: expect.any(String),
    }),
  );
}

/** Asserts the /api/v1 error envelope. */
export function expectApiError(res: JsonResponse, status: number, code?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({
    error: expect.objectContaining({
      code: code ?? expect.any(String),
      message: expect.any(String),
    }),
  });
}

/**
 * `test` with one more worker-scoped server, `accounts`: the project's database with
 * RATE_LIMIT_MULTIPLIER=100, so the Accounts specs can create many users without meeting the
 * sign-up budget of the shared `server` (which runs with the default multiplier).
 */

export const test = baseTest.extend<
  { accounts: RunningServer },
  { _accountsServer: { get(): Promise<RunningServer> } }
>({
  _accountsServer: [
    async ({ database }, use) => {
      let starting: Promise<RunningServer> | undefined;
      await use({
        get: () => {
          starting ??= startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
          return starting;
        },
      });
      if (starting) {
        const s = await starting.catch(() => undefined);
        await s?.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  accounts: async ({ _accountsServer }, use, testInfo) => {
    const s = await _accountsServer.get();
    await use(s);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('rifa-server (accounts) output', {
        body: s.logs(),
        contentType: 'text/plain',
      });
    }
  },
});
