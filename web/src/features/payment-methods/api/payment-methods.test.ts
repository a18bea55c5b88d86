import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockGlobalFetch, requestPath } from '../../../test/render';
import { paymentMethodsQuery } from './payment-methods';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const fetchMock = mockGlobalFetch();

describe('payment-method list query', () => {
  it('merges a second request made while the first is in flight into one fetch and keeps the data 60 s', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const client = new QueryClient();
    const options = paymentMethodsQuery('user-1');
    expect(options.staleTime).toBe(60_000);

    const first = client.fetchQuery(options);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // The first fetch has not answered yet: the second request joins it.
    const second = client.fetchQuery(paymentMethodsQuery('user-1'));
    answer(jsonResponse({ data: [], count: 0 }));
    const [a, b] = await Promise.all([first, second]);
    expect(b).toBe(a);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestPath(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/payment-methods');

    // Within staleTime, a third caller reads the cache.
    await client.fetchQuery(paymentMethodsQuery('user-1'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
