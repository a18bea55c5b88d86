import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRaffles } from '../../../test/raffle-list-fixtures';
import {
  answerGet,
  leaveEmbeddedPage,
  openEmbeddedPage,
  queryWrapper,
} from '../../../test/embedded-page';
import { useTimeline } from './raffle-lists';
import { resetTimelineFromPage } from './timeline-page';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const embedded = makeRaffles(1, 3);
let answer: unknown;

beforeEach(() => {
  // The timeline's first page as rifa-server puts it into /app/timeline.
  openEmbeddedPage('rifa-timeline', '/app/timeline', JSON.stringify({ data: embedded, count: 3 }));
  resetTimelineFromPage();
  answerGet('/api/v1/raffles', () => answer);
});

afterEach(() => leaveEmbeddedPage('rifa-timeline'));

describe('useTimeline', () => {
  it("keeps the embedded page's list when its own answer brings the same raffles", async () => {
    answer = { data: structuredClone(embedded), count: 3 };
    const { result } = renderHook(() => useTimeline('all', ''), { wrapper: queryWrapper });
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
    const { result } = renderHook(() => useTimeline('all', ''), { wrapper: queryWrapper });
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
