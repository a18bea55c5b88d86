import { App, Card, Space, Switch, Typography } from 'antd';
import type { Profile } from '../../../lib/profile';
import { es } from '../../../locales/es';
import { useSetEmailNotifications } from '../api/profile';

/** The profile's switch for e-mailing high-priority notifications (`email_notifications`). */
export function EmailNotificationsCard({ profile }: { profile: Profile }) {
  const t = es.profile.emailNotifications;
  const { message } = App.useApp();
  const update = useSetEmailNotifications();
  const checked = update.isPending ? update.variables : profile.email_notifications;

  return (
    <Card title={t.title} data-testid="email-notifications-card">
      <Space align="start" size={12}>
        <Switch
          id="email-notifications"
          checked={checked}
          loading={update.isPending}
          onChange={(enabled) =>
            update.mutate(enabled, {
              onSuccess: () => void message.success(enabled ? t.on : t.off),
              onError: () => void message.error(t.error),
            })
          }
        />
        <Space orientation="vertical" size={2}>
          <label htmlFor="email-notifications">
            <Typography.Text strong>{t.label}</Typography.Text>
          </label>
          <Typography.Text type="secondary">{t.hint}</Typography.Text>
        </Space>
      </Space>
    </Card>
  );
}
