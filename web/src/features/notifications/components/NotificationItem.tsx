import { App, Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { es } from '../../../locales/es';
import type { Notification } from '../api/notifications';
import { useDeleteNotification, useMarkNotificationRead } from '../api/notification-queries';
import { notificationTarget } from '../notification-target';
import { timeAgo } from '../relative-time';
import { NotificationIcon } from './NotificationIcon';

/**
 * One notification: its type's icon, title, message and age; unread ones stand out. Opening it
 * marks it read and, where it is about something, goes there; the bin deletes it.
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const t = es.notifications;
  const { message } = App.useApp();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const unread = !notification.is_read;
  const target = notificationTarget(notification);

  const open = () => {
    if (unread) markRead.mutate(notification.id);
  };
  const content = (
    <>
      <span className="rifa-notification__title">{notification.title}</span>
      <span className="rifa-notification__message">{notification.message}</span>
      <span className="rifa-notification__meta">
        <time dateTime={notification.created_at} title={formatDateTime(notification.created_at)}>
          {timeAgo(notification.created_at)}
        </time>
        {unread ? <span className="rifa-notification__unread">{t.unread}</span> : null}
      </span>
    </>
  );

  return (
    <li
      className={`rifa-notification${unread ? ' rifa-notification--unread' : ''}`}
      data-testid="notification"
      data-read={notification.is_read ? 'true' : 'false'}
      data-type={notification.type}
    >
      <NotificationIcon type={notification.type} />
      {target ? (
        <Link to={target} className="rifa-notification__body" onClick={open}>
          {content}
        </Link>
      ) : (
        <button type="button" className="rifa-notification__body" onClick={open}>
          {content}
        </button>
      )}
      <Button
        type="text"
        className="rifa-notification__delete"
        icon={<DeleteOutlined />}
        aria-label={t.delete}
        title={t.delete}
        loading={remove.isPending}
        onClick={() =>
          remove.mutate(notification.id, {
            onSuccess: () => void message.success(t.deleted),
            onError: () => void message.error(t.changeError),
          })
        }
      />
    </li>
  );
}
