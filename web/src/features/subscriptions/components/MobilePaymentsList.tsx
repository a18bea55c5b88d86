import { Alert, Card, List, Skeleton, Tag, Typography } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import { useMyMobilePayments } from '../api/mobile-payments';
import { mobilePaymentColor, type MobilePayment } from '../subscription';

/** 'Pagos móviles enviados': the own reports, newest first, with status and the review's notes. */
export function MobilePaymentsList() {
  const t = es.subscriptions.history;
  const payments = useMyMobilePayments();
  return (
    <Card
      data-testid="mobile-payments"
      title={
        <Typography.Title level={2} className="rifa-section-title">
          {t.mobileTitle}
        </Typography.Title>
      }
      extra={<ButtonLink to="/app/mobile-payment">{t.sendAnother}</ButtonLink>}
    >
      {payments.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : payments.isError ? (
        <Alert type="warning" showIcon title={t.listError} />
      ) : (
        <List
          dataSource={payments.data.data}
          rowKey="id"
          locale={{ emptyText: t.mobileEmpty }}
          renderItem={(payment) => (
            <List.Item data-testid="mobile-payment" data-status={payment.status}>
              <MobilePaymentItem payment={payment} />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

function MobilePaymentItem({ payment }: { payment: MobilePayment }) {
  const t = es.subscriptions.history;
  return (
    <div className="rifa-history-item">
      <div className="rifa-history-item__head">
        <Typography.Text strong>
          {payment.plan.name} · {formatMoney(payment.reported_amount, payment.reported_currency)}
        </Typography.Text>
        <Tag color={mobilePaymentColor[payment.status]} data-testid="mobile-payment-status">
          {es.subscriptions.paymentStatus[payment.status]}
        </Tag>
      </div>
      <Typography.Text type="secondary">
        {t.sentOn(formatDateTime(payment.created_at))} · {t.reference} {payment.reference_number}
      </Typography.Text>
      {payment.status === 'rejected' && payment.admin_notes ? (
        <Alert
          type="error"
          showIcon
          title={t.adminNotes}
          description={payment.admin_notes}
          data-testid="mobile-payment-notes"
        />
      ) : null}
    </div>
  );
}
