import type { ReactNode } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate, formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import { usePaymentMethods } from '../../payment-methods';
import { useMyPermissions } from '../../plans';
import {
  useCancelSubscription,
  useCurrentSubscription,
  useMySubscriptions,
  useUpdateSubscription,
} from '../api/subscriptions';
import {
  pendingSubscription,
  RENEWAL_GRACE_DAYS,
  subscriptionColor,
  type Subscription,
} from '../subscription';

/**
 * 'Tu suscripción': the current (active) subscription with its plan, status and end date (and its
 * grace period after an auto-renewing term, while the renewal waits for payment), the auto-renew
 * switch, the payment method and 'Cancelar suscripción'; on the free plan, the way to the plans; a
 * subscription waiting for its payment (the prepared renewal, or one the user chose), the way to
 * pay it.
 */
export function CurrentSubscriptionCard() {
  const t = es.subscriptions.history;
  const current = useCurrentSubscription();
  const mine = useMySubscriptions();
  const permissions = useMyPermissions();
  const pending = mine.data ? pendingSubscription(mine.data.data) : null;
  // A super admin or a cashier has the back-office without a subscription of their own.
  const backOffice = permissions.data?.has_admin_panel_access ? (
    <ButtonLink to="/business" icon={<ShopOutlined />} data-testid="back-office-link">
      {t.backOffice}
    </ButtonLink>
  ) : null;
  return (
    <Card
      data-testid="current-subscription"
      title={
        <Typography.Title level={2} className="rifa-section-title">
          {t.currentTitle}
        </Typography.Title>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {current.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : current.isError ? (
          <Alert type="warning" showIcon title={es.subscriptions.loadError} />
        ) : current.data ? (
          <SubscriptionDetails subscription={current.data}>{backOffice}</SubscriptionDetails>
        ) : (
          <Space wrap align="center">
            <Typography.Text data-testid="no-subscription">{t.noCurrent}</Typography.Text>
            <ButtonLink to="/app/profile#plan">{t.seePlans}</ButtonLink>
          </Space>
        )}
        {pending ? (
          <Alert
            type="info"
            showIcon
            title={pendingNote(pending, current.data ?? null)}
            data-testid="pending-note"
            action={<ButtonLink to="/app/mobile-payment">{t.payPending}</ButtonLink>}
          />
        ) : null}
        {current.data ? null : backOffice}
      </Space>
    </Card>
  );
}

/** What the pending subscription is: the prepared renewal (with its deadline when known), or a plan. */
function pendingNote(pending: Subscription, current: Subscription | null): string {
  const t = es.subscriptions.history;
  if (!pending.renewal_of) return t.pendingNote(pending.plan.name);
  const until = current?.id === pending.renewal_of ? current.grace_until : null;
  return until
    ? t.renewalNoteUntil(pending.plan.name, formatDate(until))
    : t.renewalNote(pending.plan.name);
}

/** The subscription's details and settings; `children` (the back-office link) before 'Cancelar'. */
function SubscriptionDetails({
  subscription,
  children,
}: {
  subscription: Subscription;
  children?: ReactNode;
}) {
  const t = es.subscriptions.history;
  const { message } = App.useApp();
  const update = useUpdateSubscription();
  const cancel = useCancelSubscription();
  const methods = usePaymentMethods();
  const failed = (error: unknown) => void message.error(errorMessage(error, t.saveError));
  const { plan } = subscription;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {subscription.grace_until ? (
        <Alert
          type="warning"
          showIcon
          data-testid="grace-note"
          title={t.graceTitle(formatDate(subscription.end_date))}
          description={t.graceText(formatDate(subscription.grace_until))}
        />
      ) : null}
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t.plan}>
          <span data-testid="subscription-plan">
            <Typography.Text strong>{plan.name}</Typography.Text> ·{' '}
            {es.subscriptions.perMonth(formatMoney(plan.price))}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t.state}>
          <Tag color={subscriptionColor[subscription.status]} data-testid="subscription-status">
            {es.subscriptions.status[subscription.status]}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t.endDate}>
          <span data-testid="subscription-end">{formatDate(subscription.end_date)}</span>
        </Descriptions.Item>
        {subscription.grace_until ? (
          <Descriptions.Item label={t.graceUntil}>
            <span data-testid="subscription-grace">{formatDate(subscription.grace_until)}</span>
          </Descriptions.Item>
        ) : null}
        {subscription.last_payment_date ? (
          <Descriptions.Item label={t.lastPayment}>
            {formatDate(subscription.last_payment_date)}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Space wrap align="center">
        <Switch
          id="subscription-auto-renew"
          checked={subscription.auto_renew}
          loading={update.isPending && update.variables?.auto_renew !== undefined}
          onChange={(autoRenew) =>
            update.mutate(
              { id: subscription.id, auto_renew: autoRenew },
              {
                onSuccess: () => void message.success(autoRenew ? t.autoRenewOn : t.autoRenewOff),
                onError: failed,
              },
            )
          }
        />
        <label htmlFor="subscription-auto-renew">{t.autoRenew}</label>
      </Space>
      <Typography.Text type="secondary" data-testid="auto-renew-hint">
        {t.autoRenewHint(RENEWAL_GRACE_DAYS)}
      </Typography.Text>
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <label htmlFor="subscription-method">
          <Typography.Text>{t.paymentMethod}</Typography.Text>
        </label>
        <Select
          id="subscription-method"
          style={{ width: '100%', maxWidth: 360 }}
          loading={methods.isPending}
          value={subscription.payment_method_id ?? ''}
          onChange={(value: string) =>
            update.mutate(
              { id: subscription.id, payment_method_id: value === '' ? null : value },
              { onSuccess: () => void message.success(t.methodSaved), onError: failed },
            )
          }
          options={[
            { value: '', label: t.noMethod },
            ...(methods.data ?? []).map((m) => ({
              value: m.id,
              label: `${m.name} · ${es.paymentMethods.types[m.type]}`,
            })),
          ]}
        />
        {methods.data?.length === 0 ? (
          <Typography.Text type="secondary">{t.noMethods}</Typography.Text>
        ) : null}
      </Space>
      {children}
      <Popconfirm
        title={t.cancelTitle}
        description={
          <div style={{ maxWidth: 320 }}>
            {t.cancelText(plan.name)} {plan.has_admin_panel ? t.cancelBackOffice : null}
          </div>
        }
        okText={t.cancelOk}
        cancelText={t.cancelKeep}
        okButtonProps={{ danger: true, loading: cancel.isPending }}
        onConfirm={() =>
          cancel.mutate(subscription.id, {
            onSuccess: () => void message.success(t.cancelled),
            onError: failed,
          })
        }
      >
        <Button danger>{t.cancel}</Button>
      </Popconfirm>
    </Space>
  );
}
