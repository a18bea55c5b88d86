import type { Raffle } from '../../../lib/raffle';

/** The element rifa-server's raffle page carries the raffle's public answer in (raffle_page.cpp). */
const ELEMENT_ID = 'rifa-raffle';

let pageRaffle: Raffle | null | undefined;

/**
 * The raffle `id` as rifa-server put it into the page it answered /app/raffle/{id} with (the same
 * public answer as GET /raffles/{id}, read as the page was built): the raffle page shows it at once
 * instead of a skeleton while its own read is on the way (issue 14). Only while the app is still on
 * that page: once it has moved elsewhere the copy is dropped, so it is never shown stale later.
 */
export function raffleFromPage(id: string): Raffle | undefined {
  if (pageRaffle === undefined) pageRaffle = readPageRaffle();
  if (pageRaffle === null) return undefined;
  if (window.location.pathname !== `/app/raffle/${pageRaffle.id}`) {
    pageRaffle = null;
    return undefined;
  }
  return pageRaffle.id === id ? pageRaffle : undefined;
}

function readPageRaffle(): Raffle | null {
  if (typeof document === 'undefined') return null; // prerendered at build time: no page
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const raffle = JSON.parse(text) as Raffle;
    return typeof raffle.id === 'string' ? raffle : null;
  } catch {
    return null;
  }
}

/** For tests: forget what was read, so the next call reads the document again. */
export function resetRaffleFromPage(): void {
  pageRaffle = undefined;
}
