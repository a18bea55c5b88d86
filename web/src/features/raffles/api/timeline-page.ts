import type { Raffle } from '../../../lib/raffle';
import { pageData } from './page-data';

export interface RaffleListAnswer {
  data: Raffle[];
  count: number;
}

/**
 * The timeline's first page (GET /raffles?page=0&limit=16, unfiltered) rifa-server put into the
 * page it answered /app/timeline with (timeline_page.cpp), while the app is on that page: the
 * timeline shows it at once instead of skeletons while its own read is on the way.
 */
const fromPage = pageData(
  'rifa-timeline',
  (value): value is RaffleListAnswer =>
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as RaffleListAnswer).data) &&
    typeof (value as RaffleListAnswer).count === 'number',
  () => '/app/timeline',
);

export function timelineFromPage(): RaffleListAnswer | undefined {
  return fromPage.get();
}

/** For tests: forget what was read, so the next call reads the document again. */
export function resetTimelineFromPage(): void {
  fromPage.reset();
}
