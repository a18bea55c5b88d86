import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRaffles } from '../../../test/raffle-list-fixtures';
import { jsonResponse, requestPath } from '../../../test/render';
import { useTimeline } from './raffle-lists';
import { resetTimelineFromPage } from './timeline-page';

vi.mock('../../../lib/auth-client', () => ({
  AUTH_STORAGE_KEY: 'rifa-auth',
  authClient: {
    getSession: () => Promise.resolve({ data: { session: null }, error: null }),
    signOut: () => Promise.resolve({ error: null }),
  },
}));

const embedded = makeRaffles(1, 3);
let answer: unknown;

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  // The timeline's first page as rifa-server puts it into /app/timeline.
  window.history.replaceState(null, '', '/app/timeline');
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'rifa-timeline';
  script.textContent = JSON.stringify({ data: embedded, count: 3 });
  document.head.appendChild(script);
  resetTimelineFromPage();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: unknown) =>
      Promise.resolve(
        requestPath(input) === '/api/v1/raffles' ? jsonResponse(answer) : jsonResponse({}, 404),
      ),
    ),
  );
});

afterEach(() => {
  document.getElementById('rifa-timeline')?.remove();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('useTimeline', () => {
  it("keeps the embedded page's list when its own answer brings the same raffles", async () => {
    answer = { data: structuredClone(embedded), count: 3 };
    const { result } = renderHook(() => useTimeline('all', ''), { wrapper });
    expect(result.current.isPlaceholderData).toBe(true);
    const shown = result.current.data?.raffles;
    expect(shown?.map((raffle) => raffle.id)).toEqual(embedded.map((raffle) => raffle.id));
    expect(shown).toHaveLength(3);

    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    // The same list: the grid (memo) is not rendered again.
    expect(result.current.data?.raffles).toBe(shown);
    expect(result.current.data?.total).toBe(3);
  });

  it('gives what changed as new, and keeps the raffles that did not', async () => {
    const changed = structuredClone(embedded);
    const [first, second, third] = changed;
    if (!first || !second || !third) throw new Error('three raffles expected');
    second.sold_tickets += 1;
    answer = { data: changed, count: 4 };
    const { result } = renderHook(() => useTimeline('all', ''), { wrapper });
    const shown = result.current.data?.raffles ?? [];

    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    const now = result.current.data?.raffles ?? [];
    expect(now).not.toBe(shown);
    expect(now[0]).toBe(shown[0]);
    expect(now[1]).not.toBe(shown[1]);
    expect(now[1]?.sold_tickets).toBe(second.sold_tickets);
    expect(now[2]).toBe(shown[2]);
    expect(result.current.data?.total).toBe(4);
  });
});
