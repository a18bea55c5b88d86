import { Descriptions, Image, Tag, Typography } from 'antd';
import type { Schemas } from '../../../lib/api/client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';

type PaymentDetail = Schemas['PaymentDetail'];

const STATUS_COLOR: Record<PaymentDetail['verification_status'], string> = {
  pending: 'gold',
  verified: 'green',
  rejected: 'red',
};

/** The buyer's report as sent: its state, amount, method, reference, date, bank and the proof. */
export function TicketPaymentSummary({ payment }: { payment: PaymentDetail }) {
  const t = es.ticketPage.reported;
  return (
    <div className="rifa-report" data-testid="payment-summary">
      <Descriptions column={1} size="small" className="rifa-report__facts">
        <Descriptions.Item label={t.status}>
          <Tag color={STATUS_COLOR[payment.verification_status]} data-testid="payment-status">
            {t.statuses[payment.verification_status]}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t.amount}>
          <span data-testid="payment-amount">{formatMoney(payment.amount, payment.currency)}</span>
          {payment.shortfall > 0 ? (
            <Typography.Text type="warning" className="rifa-report__short">
              {' · '}
              {t.short(formatMoney(payment.shortfall, payment.currency))}
            </Typography.Text>
          ) : null}
        </Descriptions.Item>
        <Descriptions.Item label={t.method}>
          {es.paymentMethods.types[payment.method]}
        </Descriptions.Item>
        {payment.reference ? (
          <Descriptions.Item label={t.reference}>
            <span data-testid="payment-reference">{payment.reference}</span>
          </Descriptions.Item>
        ) : null}
        {payment.date ? (
          <Descriptions.Item label={t.date}>{formatDateTime(payment.date)}</Descriptions.Item>
        ) : null}
        {payment.bank ? <Descriptions.Item label={t.bank}>{payment.bank}</Descriptions.Item> : null}
      </Descriptions>
      <figure className="rifa-report__proof">
        <figcaption>
          <Typography.Text type="secondary">{t.proof}</Typography.Text>
        </figcaption>
        {payment.screenshot_url ? (
          <Image
            src={payment.screenshot_url}
            alt={t.proofAlt}
            width={96}
            height={128}
            className="rifa-report__thumb"
            data-testid="payment-proof"
          />
        ) : (
          <Typography.Text type="secondary">{t.noProof}</Typography.Text>
        )}
      </figure>
    </div>
  );
}
