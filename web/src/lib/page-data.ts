/**
 * The data rifa-server put into the page it answered an address with (raffle_page.cpp,
 * timeline_page.cpp, ticket_page.cpp): a JSON answer in `<script type="application/json" id="…">`, which that
 * page shows at once instead of a skeleton while its own read is on the way (issue 14). Read once,
 * and given only while the app is still on the page it belongs to (`pathOf`): once it has moved
 * elsewhere the copy is dropped, so it is never shown stale later.
 */
/** How long the data a page carried counts as fresh once the app has read it. */
export const PAGE_COPY_FRESH_MS = 30_000;

export function pageData<T>(
  elementId: string,
  accept: (value: unknown) => value is T,
  pathOf: (value: T) => string,
) {
  let value: T | null | undefined;
  let readAt = 0;
  return {
    get(): T | undefined {
      if (value === undefined) value = read();
      if (value === null) return undefined;
      if (window.location.pathname !== pathOf(value)) {
        value = null;
        return undefined;
      }
      readAt ||= Date.now();
      return value;
    },
    /** When the copy was first given (ms since the epoch; 0 before): a query's data is fresh from then. */
    readAt: (): number => readAt,
    /** For tests: forget what was read, so the next call reads the document again. */
    reset() {
      value = undefined;
      readAt = 0;
    },
  };

  function read(): T | null {
    if (typeof document === 'undefined') return null; // prerendered at build time: no page
    const text = document.getElementById(elementId)?.textContent;
    if (!text) return null;
    try {
      const parsed: unknown = JSON.parse(text);
      return accept(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
}
