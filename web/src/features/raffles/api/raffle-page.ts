import type { Raffle } from '../../../lib/raffle';
import { pageData } from './page-data';

/** The raffle's public answer rifa-server put into the page of /app/raffle/{id} (raffle_page.cpp). */
const fromPage = pageData(
  'rifa-raffle',
  (value): value is Raffle =>
    typeof value === 'object' && value !== null && typeof (value as Raffle).id === 'string',
  (raffle) => `/app/raffle/${raffle.id}`,
);

/**
 * The raffle `id` as rifa-server put it into the page it answered /app/raffle/{id} with (the same
 * public answer as GET /raffles/{id}, read as the page was built), while the app is on that page.
 */
export function raffleFromPage(id: string): Raffle | undefined {
  const raffle = fromPage.get();
  return raffle?.id === id ? raffle : undefined;
}

/** For tests: forget what was read, so the next call reads the document again. */
export function resetRaffleFromPage(): void {
  fromPage.reset();
}
