/**
 * Who on this phone has counter sales waiting to be sent (issue 36): the ids of the signed-in
 * people whose offline queue (features/sellers/offline-sales.ts, in IndexedDB) holds pending sales,
 * kept in localStorage so that the app's layout knows, without opening IndexedDB or loading the
 * sellers' code, whether to mount the one sender of the queue. The sellers feature writes it
 * whenever it reads or sends a queue; every tab hears the change (the `storage` event, and an
 * event of its own in the tab that wrote it).
 */
const KEY = 'rifa:offline-sales-waiting';
const CHANGED = 'rifa:offline-sales-waiting';

function read(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether `userId` has sales waiting on this phone (false where storage is unavailable). */
export function offlineSalesWaiting(userId: string): boolean {
  if (typeof window === 'undefined') return false;
  return read().includes(userId);
}

/** Records whether `userId` has sales waiting; tells this tab's listeners when it changes. */
export function setOfflineSalesWaiting(userId: string, waiting: boolean): void {
  const ids = read();
  if (ids.includes(userId) === waiting) return;
  const next = waiting ? [...ids, userId] : ids.filter((id) => id !== userId);
  try {
    if (next.length > 0) window.localStorage.setItem(KEY, JSON.stringify(next));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable (private mode): the sellers' page still sends its queue while open.
    return;
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` when the list changes, in this tab or another; returns the unsubscribe. */
export function onOfflineSalesWaitingChange(listener: () => void): () => void {
  const storage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', storage);
  window.addEventListener(CHANGED, listener);
  return () => {
    window.removeEventListener('storage', storage);
    window.removeEventListener(CHANGED, listener);
  };
}
