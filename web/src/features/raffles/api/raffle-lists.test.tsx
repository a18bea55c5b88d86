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
  it("takes the embedded page's list as its data and does not read it again", async () => {
    answer = { data: makeRaffles(10, 2), count: 2 };
    const { result } = renderHook(() => useTimeline('all', ''), { wrapper: queryWrapper });
    expect(result.current.isPlaceholderData).toBe(false);
    expect(result.current.data?.raffles.map((raffle) => raffle.id)).toEqual(
      embedded.map((raffle) => raffle.id),
    );
    expect(result.current.data?.total).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current.data?.total).toBe(3);
  });

  it('a filtered timeline reads its own list', async () => {
    const own = makeRaffles(10, 2);
    answer = { data: own, count: 2 };
    const { result } = renderHook(() => useTimeline('active', ''), { wrapper: queryWrapper });
    await waitFor(() => expect(result.current.data?.total).toBe(2));
    expect(result.current.data?.raffles.map((raffle) => raffle.id)).toEqual(
      own.map((raffle) => raffle.id),
    );
  });
});
