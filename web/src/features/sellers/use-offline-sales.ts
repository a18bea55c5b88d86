import { useCallback, useEffect, useState } from 'react';
import {
  onOfflineSalesWaitingChange,
  setOfflineSalesWaiting,
} from '../../lib/offline-sales-waiting';
import type { NewSale, QueuedSale, SellerSnapshot, SyncResult } from './offline-sales';
import { noteWaiting, offlineStore, onSyncRound, syncOfflineSales } from './offline-sender';

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
  /** 'Sincronizar ahora': a round of the app's one sender (offline-sender.ts). */
  sync: () => Promise<SyncResult | null>;
}

/**
 * The seller's offline queue (offline-sales.ts) for the page: read on mount and again after every
 * round of the app's one sender (OfflineSalesSender, mounted by the root layout, sends it on any
 * page: on mount, on `online`, every 30 s while some wait) and when another tab changes it. A sale
 * queued here marks the queue waiting, which mounts that sender wherever the seller goes next.
 */
export function useOfflineSales(userId: string | undefined): OfflineSales {
  const store = offlineStore();
  const [sales, setSales] = useState<QueuedSale[]>([]);
  const [snapshots, setSnapshots] = useState<SellerSnapshot[] | null>(null);

  const reload = useCallback(async () => {
    if (!store || !userId) return;
    setSales(await store.sales(userId));
  }, [store, userId]);

  const sync = useCallback(async () => (userId ? syncOfflineSales(userId) : null), [userId]);

  useEffect(() => {
    if (!store || !userId) return;
    let live = true;
    void store.snapshots(userId).then((found) => {
      if (live) setSnapshots(found);
    });
    const read = () =>
      void store.sales(userId).then((found) => {
        if (live) setSales(found);
      });
    read();
    // A queue kept before the app-wide sender existed is marked waiting too.
    void noteWaiting(store, userId);
    const offRound = onSyncRound((who) => {
      if (who === userId) read();
    });
    const offWaiting = onOfflineSalesWaitingChange(read);
    return () => {
      live = false;
      offRound();
      offWaiting();
    };
  }, [store, userId]);

  const queue = useCallback(
    async (sale: NewSale) => {
      if (!store) throw new Error('IndexedDB');
      const queued = await store.queue(sale);
      setOfflineSalesWaiting(sale.userId, true);
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
