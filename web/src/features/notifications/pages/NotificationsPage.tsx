import { Alert, App, Button, Empty, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { CheckOutlined, ClearOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink';
import { SignedInOnly } from '../../../components/SignedInOnly';
import { es } from '../../../locales/es';
import {
  useClearNotifications,
  useMarkAllNotificationsRead,
  useNotifications,
} from '../api/notification-queries';
import { useUnreadCount } from '../api/unread-count';
import { NotificationItem } from '../components/NotificationItem';
import { PageTitle } from '../../../components/PageTitle';
import '../notifications.css';

/** /notifications: the newest 50 notifications, read one or all, delete one or all (spec §2, §4). */
export default function NotificationsPage() {
  const t = es.notifications;
  return (
    <section className="rifa-page rifa-notifications-page">
      <PageTitle>{t.title}</PageTitle>
      <SignedInOnly message={t.signedOut}>
        <MyNotifications />
      </SignedInOnly>
    </section>
  );
}

function MyNotifications() {
  const t = es.notifications;
  const { message } = App.useApp();
  const notifications = useNotifications();
  const unread = useUnreadCount();
  const markAll = useMarkAllNotificationsRead();
  const clear = useClearNotifications();
  const empty = notifications.data?.data.length === 0;

  let body;
  if (notifications.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (notifications.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t.loadError}
        data-testid="notifications-error"
        action={<Button onClick={() => void notifications.refetch()}>{t.retry}</Button>}
      />
    );
  else if (empty)
    body = (
      <Empty
        className="rifa-notifications__empty"
        data-testid="notifications-empty"
        description={
          <Space orientation="vertical" size={4}>
            <Typography.Text strong>{t.empty}</Typography.Text>
            <Typography.Text type="secondary">{t.emptyText}</Typography.Text>
          </Space>
        }
      >
        <ButtonLink to="/app/timeline">{t.toTimeline}</ButtonLink>
      </Empty>
    );
  else
    body = (
      <ul className="rifa-notifications__list" data-testid="notifications">
        {notifications.data.data.map((n) => (
          <NotificationItem key={n.id} notification={n} />
        ))}
      </ul>
    );

  return (
    <div className="rifa-notifications">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t.subtitle}
      </Typography.Paragraph>
      <div className="rifa-notifications__toolbar" data-testid="notifications-toolbar">
        <Typography.Text strong data-testid="notifications-unread">
          {unread > 0 ? t.unreadCount(unread) : t.allReadNow}
        </Typography.Text>
        <Space wrap size={8}>
          <Button
            icon={<CheckOutlined />}
            disabled={unread === 0 || notifications.isPending}
            loading={markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, { onError: () => void message.error(t.changeError) })
            }
          >
            {t.markAllRead}
          </Button>
          <Popconfirm
            title={t.clearConfirm}
            description={t.clearConfirmText}
            okText={t.clearOk}
            cancelText={t.cancel}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              clear.mutate(undefined, {
                onSuccess: () => void message.success(t.cleared),
                onError: () => void message.error(t.changeError),
              })
            }
          >
            <Button
              danger
              icon={<ClearOutlined />}
              disabled={empty || notifications.isPending || notifications.isError}
              loading={clear.isPending}
            >
              {t.clearAll}
            </Button>
          </Popconfirm>
        </Space>
      </div>
      {body}
    </div>
  );
}
