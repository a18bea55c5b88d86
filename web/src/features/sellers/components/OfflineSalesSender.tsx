import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { raffleKeys } from '../../../lib/raffle';
import { sellerKeys } from '../../../lib/seller-roles';
import { es } from '../../../locales/es';
import type { SyncResult } from '../offline-sales';
import { onSyncRound, syncOfflineSales } from '../offline-sender';

const t = es.offlineSales;

/** While sales wait and the browser says it is online (the server was down), try again this often. */
const RETRY_MS = 30_000;
const SELLING = '/app/selling';
const NOTICE_KEY = 'offline-sales-synced';

/**
 * The app's one sender of `userId`'s offline counter sales (offline-sender.ts), mounted by the root
 * layout while some wait (or on the sellers' page): it sends them now, when the connection returns
 * and every 30 s, reads the sellers' figures and the raffles again after a round that changed something,
 * and tells the seller how many were synchronised or refused — on their own page with a short
 * message (the list there shows each one), on any other page with a notice linking to it.
 */
export default function OfflineSalesSender({ userId }: { userId: string }) {
  const { message, notification } = App.useApp();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const onSellingPage = useRef(pathname.startsWith(SELLING));
  useEffect(() => {
    onSellingPage.current = pathname.startsWith(SELLING);
  }, [pathname]);

  useEffect(() => {
    const told = (result: SyncResult) => {
      if (onSellingPage.current) {
        if (result.synced > 0) void message.success(t.synced(result.synced));
        if (result.rejected > 0) void message.error(t.rejected(result.rejected));
        return;
      }
      const lines = [
        result.synced > 0 ? t.synced(result.synced) : null,
        result.rejected > 0 ? t.rejected(result.rejected) : null,
      ].filter((line): line is string => line !== null);
      notification.open({
        key: NOTICE_KEY,
        type: result.rejected > 0 ? 'warning' : 'success',
        title: t.noticeTitle,
        description: <span data-testid="offline-sync-notice-text">{lines.join(' · ')}</span>,
        actions: (
          <Link to={SELLING} onClick={() => notification.destroy(NOTICE_KEY)}>
            {t.noticeLink}
          </Link>
        ),
        duration: false,
        role: 'status',
        props: { 'data-testid': 'offline-sync-notice' },
      });
    };
    const off = onSyncRound((who, result) => {
      if (who !== userId || (result.synced === 0 && result.rejected === 0)) return;
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.all }),
        queryClient.invalidateQueries({ queryKey: raffleKeys.all }),
      ]);
      told(result);
    });
    // A round that fails (IndexedDB unavailable meanwhile) leaves the queue as it was: next time.
    const send = () => void syncOfflineSales(userId).catch(() => null);
    send();
    window.addEventListener('online', send);
    const timer = window.setInterval(send, RETRY_MS);
    return () => {
      off();
      window.removeEventListener('online', send);
      window.clearInterval(timer);
    };
  }, [userId, message, notification, queryClient]);
  return null;
}
