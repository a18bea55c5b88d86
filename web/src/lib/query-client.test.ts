import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api/error';
import { createQueryClient, lostBusinessAccess } from './query-client';

const denied = (code: string, status = 403) =>
  new ApiError({ code, message: 'Solo usuarios business…', status });

/** Waits for a condition the query cache reaches on its own (no fixed sleeps). */
async function until(check: () => boolean) {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: 2000 });
}

describe('lostBusinessAccess', () => {
  it('is a 403 business_access_denied or business_membership_inactive', () => {
    expect(lostBusinessAccess(denied('business_access_denied'))).toBe(true);
    expect(lostBusinessAccess(denied('business_membership_inactive'))).toBe(true);
    expect(lostBusinessAccess(denied('forbidden'))).toBe(false);
    expect(lostBusinessAccess(denied('business_access_denied', 401))).toBe(false);
    expect(lostBusinessAccess(new Error('x'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('asks the back-office identity again when a business query loses access', async () => {
    const client = createQueryClient();
    const me = vi.fn().mockResolvedValue({ role: 'cashier' });
    // Watched, as the guard watches it: an invalidated identity is fetched again at once.
    const observer = new QueryObserver(client, {
      queryKey: ['business', 'me', 'u1'],
      queryFn: me,
      staleTime: 60_000,
    });
    const stop = observer.subscribe(() => {});
    await until(() => me.mock.calls.length === 1);
    await client
      .fetchQuery({
        queryKey: ['business', 'cashiers', 'list'],
        queryFn: () => Promise.reject(denied('business_access_denied')),
        retry: false,
      })
      .catch(() => undefined);
    await until(() => me.mock.calls.length === 2);
    stop();
    client.clear();
  });

  it('asks again after a mutation loses access too', async () => {
    const client = createQueryClient();
    const meKey = ['business', 'me', 'u1'];
    await client.fetchQuery({ queryKey: meKey, queryFn: () => ({ role: 'cashier' }) });
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => Promise.reject(denied('business_membership_inactive')),
      })
      .execute(undefined)
      .catch(() => undefined);
    await until(() => client.getQueryState(meKey)?.isInvalidated === true);
    client.clear();
  });

  it("does not loop on the identity's own 403", async () => {
    const client = createQueryClient();
    const meKey = ['business', 'me', 'u1'];
    const me = vi.fn().mockRejectedValue(denied('business_access_denied'));
    const observer = new QueryObserver(client, { queryKey: meKey, queryFn: me, retry: false });
    const stop = observer.subscribe(() => {});
    await until(() => client.getQueryState(meKey)?.status === 'error');
    // Another query settling gives any invalidation (and its refetch) time to have happened.
    await client.fetchQuery({ queryKey: ['other'], queryFn: () => 1 });
    // (A failed query counts as invalidated in TanStack Query: the call count is the check.)
    expect(me).toHaveBeenCalledTimes(1);
    stop();
    client.clear();
  });

  it('leaves the identity alone for other refusals', async () => {
    const client = createQueryClient();
    const meKey = ['business', 'me', 'u1'];
    await client.fetchQuery({ queryKey: meKey, queryFn: () => ({ role: 'cashier' }) });
    await client
      .fetchQuery({
        queryKey: ['business', 'settings'],
        queryFn: () => Promise.reject(denied('forbidden')),
        retry: false,
      })
      .catch(() => undefined);
    await client.fetchQuery({ queryKey: ['other'], queryFn: () => 1 });
    expect(client.getQueryState(meKey)?.isInvalidated).toBe(false);
    client.clear();
  });
});
