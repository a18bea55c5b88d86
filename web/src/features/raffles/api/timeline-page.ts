import type { Raffle } from '../../../lib/raffle';
import { pageData } from '../../../lib/page-data';

export interface RaffleListAnswer {
  data: Raffle[];
  count: number;
}

/**
 * The timeline's first page (GET /raffles?page=0&limit=16, unfiltered) rifa-server put into the
 * page it answered /app/timeline with (timeline_page.cpp: the page as HTML), while the app is on
 * that page: the timeline's initial data, which the app does not read again.
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

let readAt = 0;

export function timelineFromPage(): RaffleListAnswer | undefined {
  const list = fromPage.get();
  if (list) readAt ||= Date.now();
  return list;
}

/** When the page's list was first read (ms since the epoch; 0 before): fresh from then. */
export function timelineReadAt(): number {
  return readAt;
}

/** For tests: forget what was read, so the next call reads the document again. */
export function resetTimelineFromPage(): void {
  fromPage.reset();
  readAt = 0;
}
