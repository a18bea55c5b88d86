import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { offlineSalesWaiting, onOfflineSalesWaitingChange } from '../../lib/offline-sales-waiting';

// The sellers' code (IndexedDB, the sender) loads only for someone with sales waiting.
const OfflineSalesSender = lazy(
  () => import('../../features/sellers/components/OfflineSalesSender'),
);

const noWaiting = () => false;

/**
 * Mounts the app's one sender of offline counter sales (issue 36) for the signed-in person while
 * this phone keeps sales of theirs waiting (lib/offline-sales-waiting.ts), on any page, and always
 * on the sellers' page (which reads the queue and notes whether some wait). Signing in again, or
 * another tab queueing a sale, mounts it; the last sale sent unmounts it.
 */
export function OfflineSalesGate() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const userId = user?.id;
  const waiting = useSyncExternalStore(
    onOfflineSalesWaitingChange,
    () => (userId ? offlineSalesWaiting(userId) : false),
    noWaiting,
  );
  if (!userId || !(waiting || pathname.startsWith('/app/selling'))) return null;
  return (
    <Suspense fallback={null}>
      <OfflineSalesSender userId={userId} />
    </Suspense>
  );
}
