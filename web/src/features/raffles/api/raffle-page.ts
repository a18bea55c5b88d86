import type { Raffle } from '../../../lib/raffle';
import type { RaffleNumbers } from '../../../lib/ticket';
import { PAGE_COPY_FRESH_MS, pageData } from '../../../lib/page-data';

/**
 * The raffle's public answer and its taken numbers rifa-server put into the page of
 * /app/raffle/{id} (raffle_page.cpp: the page as HTML, README.md "The buyer's pages as HTML"). The
 * app starts from them and does not read them again: they are its queries' initial data.
 */
const fromPage = pageData(
  'rifa-raffle',
  (value): value is Raffle =>
    typeof value === 'object' && value !== null && typeof (value as Raffle).id === 'string',
  (raffle) => `/app/raffle/${raffle.id}`,
);

let numbersPath = '';
const numbersFromPage = pageData(
  'rifa-raffle-numbers',
  (value): value is RaffleNumbers =>
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as RaffleNumbers).taken) &&
    typeof (value as RaffleNumbers).numbers_version === 'number',
  () => numbersPath,
);

/** When the page's data was read: it counts as fresh from then (no second read on takeover). */
let readAt = 0;

/**
 * The raffle `id` as rifa-server put it into the page it answered /app/raffle/{id} with (the same
 * public answer as GET /raffles/{id}, read as the page was built), while the app is on that page.
 */
export function raffleFromPage(id: string): Raffle | undefined {
  const raffle = fromPage.get();
  if (raffle?.id !== id) return undefined;
  readAt ||= Date.now();
  return raffle;
}

/** The raffle `id`'s taken numbers (GET /raffles/{id}/numbers's answer) from the same page. */
export function raffleNumbersFromPage(id: string): RaffleNumbers | undefined {
  if (!raffleFromPage(id)) return undefined;
  numbersPath = `/app/raffle/${id}`;
  return numbersFromPage.get();
}

/** When the page's data was first read (ms since the epoch; 0 before). */
export function pageDataReadAt(): number {
  return readAt;
}

/** How long the data a page carried counts as fresh once the app has read it. */
export const PAGE_DATA_FRESH_MS = PAGE_COPY_FRESH_MS;

/** Whether a query's data, updated at `dataUpdatedAt`, is still the page's copy and fresh. */
export function isFreshPageCopy(dataUpdatedAt: number | undefined): boolean {
  return readAt > 0 && dataUpdatedAt === readAt && Date.now() - readAt < PAGE_DATA_FRESH_MS;
}

/** For tests: forget what was read, so the next call reads the document again. */
export function resetRaffleFromPage(): void {
  fromPage.reset();
  numbersFromPage.reset();
  readAt = 0;
}
