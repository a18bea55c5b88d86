import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { raffleKeys } from '../../lib/raffle';
import { sellerKeys } from '../../lib/seller-roles';
import { sendQueuedSale } from './api/sellers';
import {
  OfflineSalesStore,
  syncQueue,
  type NewSale,
  type QueuedSale,
  type SellerSnapshot,
  type SyncResult,
} from './offline-sales';

/** The page's one store (null where the browser has no IndexedDB: nothing is queued there). */
let shared: OfflineSalesStore | null | undefined;
function offlineStore(): OfflineSalesStore | null {
  if (shared === undefined) {
    shared = typeof indexedDB === 'undefined' ? null : new OfflineSalesStore(indexedDB);
  }
  return shared;
}

/** While sales wait and the browser says it is online (the server was down), try again this often. */
const RETRY_MS = 30_000;

export interface OfflineSales {
  available: boolean;
  /** The signed-in person's queued sales (pending, synced, rejected), in order. */
  sales: QueuedSale[];
  /** What the page loaded at the last sync, per seller role; null until read. */
  snapshots: SellerSnapshot[] | null;
  queue: (sale: NewSale) => Promise<QueuedSale>;
  dismiss: (key: string) => Promise<void>;
  saveSnapshot: (snapshot: SellerSnapshot) => void;
  forgetSnapshot: (sellerId: string) => void;
  sync: () => Promise<SyncResult | null>;
}

/**
 * The seller's offline queue (offline-sales.ts) for the page: read on mount, sent on mount and on
 * the `online` event (and every 30 s while some wait), the sellers' queries read again after.
 */
export function useOfflineSales(
  userId: string | undefined,
  onSynced?: (result: SyncResult) => void,
): OfflineSales {
  const store = offlineStore();
  const queryClient = useQueryClient();
  const [sales, setSales] = useState<QueuedSale[]>([]);
  const [snapshots, setSnapshots] = useState<SellerSnapshot[] | null>(null);
  const synced = useRef(onSynced);
  useEffect(() => {
    synced.current = onSynced;
  });

  const reload = useCallback(async () => {
    if (!store || !userId) return;
    setSales(await store.sales(userId));
  }, [store, userId]);

  const sync = useCallback(async () => {
    if (!store || !userId || !navigator.onLine) return null;
    const result = await syncQueue(store, userId, sendQueuedSale);
    await reload();
    if (result.synced > 0 || result.rejected > 0) {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.all }),
        queryClient.invalidateQueries({ queryKey: [...raffleKeys.all, 'numbers'] }),
      ]);
      synced.current?.(result);
    }
    return result;
  }, [store, userId, reload, queryClient]);

  useEffect(() => {
    if (!store || !userId) return;
    let live = true;
    void store.snapshots(userId).then((found) => {
      if (live) setSnapshots(found);
    });
    void store
      .sales(userId)
      .then((found) => {
        if (live) setSales(found);
      })
      .then(() => sync());
    const online = () => void sync();
    window.addEventListener('online', online);
    return () => {
      live = false;
      window.removeEventListener('online', online);
    };
  }, [store, userId, reload, sync]);

  const waiting = sales.some((s) => s.state === 'pending');
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void sync(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, sync]);

  const queue = useCallback(
    async (sale: NewSale) => {
      if (!store) throw new Error('IndexedDB');
      const queued = await store.queue(sale);
      await reload();
      return queued;
    },
    [store, reload],
  );

  const dismiss = useCallback(
    async (key: string) => {
      await store?.dismiss(key);
      await reload();
    },
    [store, reload],
  );

  const saveSnapshot = useCallback(
    (snapshot: SellerSnapshot) => {
      void store?.saveSnapshot(snapshot);
    },
    [store],
  );

  const forgetSnapshot = useCallback(
    (sellerId: string) => {
      void store?.deleteSnapshot(sellerId);
    },
    [store],
  );

  return {
    available: store !== null,
    sales,
    snapshots,
    queue,
    dismiss,
    saveSnapshot,
    forgetSnapshot,
    sync,
  };
}
