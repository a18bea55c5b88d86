/**
 * The one sender of the offline counter sales for the whole app (issue 36): wherever the app is
 * open — any page, after signing in again, when the connection returns — a signed-in seller's
 * queued sales are sent by `syncOfflineSales`, which `OfflineSalesSender` (mounted by the root
 * layout while sales wait) calls on mount, on `online` and every 30 s, and the sellers' page on
 * 'Sincronizar ahora'.
 *
 * Never two rounds at once, also across tabs: a round holds the Web Locks API lock
 * `rifa-offline-sales:<userId>` (`navigator.locks`, shared by every tab of the origin) while it
 * reads the pending sales and sends them, so a second tab's round waits and then finds them sent.
 * Without `navigator.locks` (old browsers, jsdom) rounds are single in the tab only; a round of
 * another tab at the same moment sends the same keys, which the server answers with the same sales
 * (Idempotency-Key), so nothing is sold twice.
 *
 * Background Sync (`SyncManager`) is not used: the service worker has no session (auth-js keeps and
 * refreshes it in the page), and Playwright cannot fire a `sync` event, so it could not be tested.
 */
import { setOfflineSalesWaiting } from '../../lib/offline-sales-waiting';
import { sendQueuedSale } from './api/sellers';
import { OfflineSalesStore, syncQueue, type Exclusive, type SyncResult } from './offline-sales';

/** The page's one store (null where the browser has no IndexedDB: nothing is queued there). */
let shared: OfflineSalesStore | null | undefined;
export function offlineStore(): OfflineSalesStore | null {
  if (shared === undefined) {
    shared = typeof indexedDB === 'undefined' ? null : new OfflineSalesStore(indexedDB);
  }
  return shared;
}

/** A round of `userId`'s queue ended here (sent, refused or stopped), or its list changed. */
export type RoundListener = (userId: string, result: SyncResult) => void;
const listeners = new Set<RoundListener>();

/** Hears every round this tab runs; returns the unsubscribe. */
export function onSyncRound(listener: RoundListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `run` holding the app-wide lock of `userId`'s queue (every tab), where the browser has one. */
export function acrossTabs(userId: string): Exclusive {
  return (run) => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) return run();
    return locks.request(`rifa-offline-sales:${userId}`, run);
  };
}

/** Records on this phone whether `userId` still has sales waiting (the layout's sender follows it). */
export async function noteWaiting(store: OfflineSalesStore, userId: string): Promise<void> {
  const sales = await store.sales(userId);
  setOfflineSalesWaiting(
    userId,
    sales.some((s) => s.state === 'pending'),
  );
}

const rounds = new Map<string, Promise<SyncResult>>();

/**
 * Sends `userId`'s pending sales (offline-sales.ts's `syncQueue`, inside the lock), tells this
 * tab's listeners how the round went and records whether some still wait. Null offline or
 * without IndexedDB (nothing was tried).
 */
export function syncOfflineSales(userId: string): Promise<SyncResult | null> {
  const store = offlineStore();
  if (!store || !navigator.onLine) return Promise.resolve(null);
  // A call while this tab's round runs gets that round (told to the listeners once).
  const current = rounds.get(userId);
  if (current) return current;
  const round = (async () => {
    const result = await syncQueue(store, userId, sendQueuedSale, acrossTabs(userId));
    for (const listener of listeners) listener(userId, result);
    await noteWaiting(store, userId);
    return result;
  })().finally(() => rounds.delete(userId));
  rounds.set(userId, round);
  return round;
}
