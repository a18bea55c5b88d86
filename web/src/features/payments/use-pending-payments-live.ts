import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth-context';
import { USER_TOPIC, useRealtimeTopic } from '../../lib/realtime';
import { pendingPaymentKeys } from './pending-payment';

/**
 * Keeps 'Pagos por verificar' fresh: a `payment_received` notification on the realtime `user`
 * topic (a report made or corrected) has the counts and the list read again; so does one cut to
 * its ids (no type to tell), and a reconnect (reports may have arrived meanwhile).
 */
export function usePendingPaymentsLive(): void {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: pendingPaymentKeys.all });
  useRealtimeTopic(
    user ? USER_TOPIC : null,
    (event) => {
      if (event.event !== 'notification.created') return;
      // A payload cut to its ids (too large between instances) has no type: read again too.
      const cut = typeof event.payload.title !== 'string';
      if (cut || event.payload.type === 'payment_received') refresh();
    },
    ({ resumed }) => {
      if (resumed) refresh();
    },
  );
}
