import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockGlobalFetch, requestPath } from '../../../test/render';
import { paymentMethodsQuery } from './payment-methods';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const fetchMock = mockGlobalFetch();

describe('payment-method list query', () => {
  it('merges two requests made within 100 ms into one fetch and keeps the data 60 s', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ data: [], count: 0 })));
    const client = new QueryClient();
    const options = paymentMethodsQuery('user-1');
    expect(options.staleTime).toBe(60_000);

    const first = client.fetchQuery(options);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = client.fetchQuery(paymentMethodsQuery('user-1'));
    await Promise.all([first, second]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestPath(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/payment-methods');

    // Within staleTime, a third caller reads the cache.
    await client.fetchQuery(paymentMethodsQuery('user-1'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
