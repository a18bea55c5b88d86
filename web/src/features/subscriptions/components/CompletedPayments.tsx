import { useQueries } from '@tanstack/react-query';
import { Alert, Card, List, Skeleton, Typography } from 'antd';
import { formatDate, formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import { subscriptionPaymentsQuery, useMySubscriptions } from '../api/subscriptions';
import type { SubscriptionPayment } from '../subscription';

/**
 * 'Pagos completados': the completed payments of every own subscription that was ever paid
 * (`GET /subscriptions/{id}/payments` for each), newest first, with the plan they paid.
 */
export function CompletedPayments() {
  const t = es.subscriptions.history;
  const mine = useMySubscriptions();
  const paid = (mine.data?.data ?? []).filter((s) => s.last_payment_date !== null);
  const lists = useQueries({ queries: paid.map((s) => subscriptionPaymentsQuery(s.id)) });
  const planOf = new Map(paid.map((s) => [s.id, s.plan.name]));
  const payments: SubscriptionPayment[] = lists
    .flatMap((list) => list.data?.data ?? [])
    .filter((p) => p.status === 'completed')
    .sort((a, b) => b.payment_date.localeCompare(a.payment_date));
  const loading = mine.isPending || lists.some((list) => list.isPending);
  const failed = mine.isError || lists.some((list) => list.isError);
  return (
    <Card
      data-testid="completed-payments"
      title={
        <Typography.Title level={2} className="rifa-section-title">
          {t.completedTitle}
        </Typography.Title>
      }
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : failed ? (
        <Alert type="warning" showIcon title={t.listError} />
      ) : (
        <List
          dataSource={payments}
          rowKey="id"
          locale={{ emptyText: t.completedEmpty }}
          renderItem={(payment) => (
            <List.Item data-testid="completed-payment">
              <div className="rifa-history-item__head" style={{ width: '100%' }}>
                <Typography.Text strong>
                  {planOf.get(payment.subscription_id)} · {formatMoney(payment.amount)}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t.paidOn(formatDate(payment.payment_date))}
                  {payment.reference ? ` · ${t.reference} ${payment.reference}` : ''}
                </Typography.Text>
              </div>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
