import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { refreshAccount } from '../../../lib/profile';
import { useAuth } from '../../../lib/auth-context';
import { raffleKeys } from '../../../lib/raffle';
import { USER_TOPIC, useRealtimeTopic } from '../../../lib/realtime';
import { es } from '../../../locales/es';
import { ticketKeys } from '../../../lib/ticket';
import { notificationKeys, type Notification } from '../api/notifications';
import { addNotification } from '../notification-cache';
import { notificationTarget } from '../notification-target';
import { NotificationIcon } from './NotificationIcon';
import '../notifications.css';

/**
 * New notifications as they happen (`notification.created` on the realtime `user` topic): first
 * in the list, one more on the badge, a toast for a high-priority one, and the own tickets and
 * raffles read again where shown (a ticket paid, a raffle cancelled), the plan and access after a
 * subscription's news (lib/profile's refreshAccount). After a reconnect the list, the count, the
 * plan and access are read again (some may have arrived meanwhile).
 */
export function NotificationsLive() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { notification: toast } = App.useApp();

  const show = (n: Notification) => {
    const target = notificationTarget(n);
    toast.open({
      key: n.id,
      // Longer than antd's 4.5 s: it is important, and may be read on a small screen.
      duration: 8,
      title: n.title,
      description: n.message,
      icon: <NotificationIcon type={n.type} />,
      props: { 'data-testid': 'notification-toast' },
      actions: target ? (
        <Link to={target} onClick={() => toast.destroy(n.id)}>
          {es.notifications.open}
        </Link>
      ) : undefined,
    });
  };

  useRealtimeTopic(
    user ? USER_TOPIC : null,
    (event) => {
      if (user === null || event.event !== 'notification.created') return;
      if (typeof event.payload.title !== 'string') {
        // Cut to its ids between instances (too large): read the list and the count again.
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        return;
      }
      addNotification(queryClient, user.id, event.payload);
      // What it reports changed the person's tickets or raffles: lists showing them read again.
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
      void queryClient.invalidateQueries({ queryKey: raffleKeys.mine(user.id) });
      // About a subscription (payment reviewed, term ending or ended): plan and access change now.
      if (event.payload.data.subscription_id) void refreshAccount(queryClient);
      if (event.payload.priority === 'high') show(event.payload);
    },
    ({ resumed }) => {
      if (!resumed) return;
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      void refreshAccount(queryClient);
    },
  );
  return null;
}
