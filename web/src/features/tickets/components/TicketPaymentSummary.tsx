import type { ReactNode } from 'react';
import { Image, Tag, Typography } from 'antd';
import { ProofCheckPanel } from '../../../components/ProofCheckPanel';
import { FITTED_PREVIEW } from '../../../components/fitted-preview';
import type { Schemas } from '../../../lib/api/client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';

type PaymentDetail = Schemas['PaymentDetail'];

const STATUS_COLOR: Record<PaymentDetail['verification_status'], string> = {
  pending: 'gold',
  verified: 'green',
  rejected: 'red',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rifa-report__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The buyer's report as sent: its state, amount, method, reference, date, bank and the proof; for
 * its reviewer also what the proof's picture says.
 */
export function TicketPaymentSummary({ payment }: { payment: PaymentDetail }) {
  const t = es.ticketPage.reported;
  return (
    <>
      <div className="rifa-report" data-testid="payment-summary">
        <dl className="rifa-report__facts">
          <Fact label={t.status}>
            <Tag color={STATUS_COLOR[payment.verification_status]} data-testid="payment-status">
              {t.statuses[payment.verification_status]}
            </Tag>
          </Fact>
          <Fact label={t.amount}>
            <span data-testid="payment-amount">
              {formatMoney(payment.amount, payment.currency)}
            </span>
            {payment.shortfall > 0 ? (
              <Typography.Text type="warning" className="rifa-report__short">
                {' · '}
                {t.short(formatMoney(payment.shortfall, payment.currency))}
              </Typography.Text>
            ) : null}
          </Fact>
          <Fact label={t.method}>{es.paymentMethods.types[payment.method]}</Fact>
          {payment.reference ? (
            <Fact label={t.reference}>
              <span data-testid="payment-reference">{payment.reference}</span>
            </Fact>
          ) : null}
          {payment.date ? <Fact label={t.date}>{formatDateTime(payment.date)}</Fact> : null}
          {payment.bank ? <Fact label={t.bank}>{payment.bank}</Fact> : null}
        </dl>
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
              classNames={FITTED_PREVIEW}
              data-testid="payment-proof"
            />
          ) : (
            <Typography.Text type="secondary">{t.noProof}</Typography.Text>
          )}
        </figure>
      </div>
      {/* The raffle's creator (or a super admin) viewing the ticket: the proof against the report. */}
      <ProofCheckPanel check={payment.proof_check} />
    </>
  );
}
