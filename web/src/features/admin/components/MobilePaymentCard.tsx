import { useState, type ReactNode } from 'react';
import { App, Button, Tag, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, WarningOutlined } from '@ant-design/icons';
import { apiFieldErrors, errorMessage } from '../../../lib/form-errors';
import { formatAmount, formatDateTime, formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import type { AdminMobilePayment, MobilePaymentFlag } from '../admin';
import { useReviewMobilePayment, type Review } from '../api/mobile-payments';
import { missingAmount } from '../payment-amounts';
import { ProofImage } from '../../../components/ProofImage';
import { ReviewModal } from './ReviewModal';
import { ProofCheckPanel } from '../../../components/ProofCheckPanel';

const STATUS_COLOR = { pending: 'gold', approved: 'success', rejected: 'error' } as const;

/**
 * One subscription payment as the administrator reviews it: who pays for which plan, the amount
 * expected against the one reported, the details, the proof, the signs of a reused proof and,
 * while pending, 'Aprobar' and 'Rechazar'.
 */
export function MobilePaymentCard({ payment }: { payment: AdminMobilePayment }) {
  const t = es.admin.payments;
  const name = payment.user.name.trim() || payment.user.email || t.someone;
  return (
    <article
      className="rifa-admin-payment"
      data-testid="admin-payment"
      data-payment-id={payment.id}
      aria-label={`${name} · ${payment.plan.name}`}
    >
      <header className="rifa-admin-payment__head">
        <div className="rifa-admin-payment__payer">
          <Typography.Text strong className="rifa-admin-payment__name">
            {name}
          </Typography.Text>
          {payment.user.email ? (
            <a href={`mailto:${payment.user.email}`} className="rifa-admin-payment__email">
              {payment.user.email}
            </a>
          ) : null}
        </div>
        <div className="rifa-admin-payment__state">
          <Tag color={STATUS_COLOR[payment.status]} data-testid="admin-payment-status">
            {t.status[payment.status]}
          </Tag>
          <Typography.Text type="secondary" className="rifa-admin-payment__when">
            {t.reported(formatDateTime(payment.created_at))}
          </Typography.Text>
        </div>
      </header>

      <div className="rifa-admin-payment__body">
        <ProofImage
          url={payment.screenshot_url}
          alt={t.proofAlt(name)}
          testId="admin-payment-proof"
        />
        <div className="rifa-admin-payment__facts">
          <Amounts payment={payment} />
          <dl className="rifa-admin-payment__details">
            <Detail label={t.plan}>
              {t.planPrice(payment.plan.name, formatMoney(payment.plan.price))}
            </Detail>
            <Detail label={t.reference}>
              <span data-testid="admin-payment-reference">{payment.reference_number}</span>
            </Detail>
            <Detail label={t.phone}>{payment.mobile_number}</Detail>
            <Detail label={t.method}>{es.paymentMethods.types[payment.payment_method]}</Detail>
            <Detail label={t.date}>{formatDateTime(payment.created_at)}</Detail>
            {payment.reviewed_at ? (
              <Detail label={t.reviewedAt}>{formatDateTime(payment.reviewed_at)}</Detail>
            ) : null}
            {payment.admin_notes ? (
              <Detail label={t.adminNotes} wide>
                <span data-testid="admin-payment-notes">{payment.admin_notes}</span>
              </Detail>
            ) : null}
          </dl>
        </div>
      </div>

      <ProofCheckPanel check={payment.proof_check} />

      <DuplicateFlags flags={payment.duplicate_flags} />

      {payment.status === 'pending' ? <ReviewActions payment={payment} name={name} /> : null}
    </article>
  );
}

function Amounts({ payment }: { payment: AdminMobilePayment }) {
  const t = es.admin.payments;
  const missing = missingAmount(payment);
  return (
    <section
      className={`rifa-admin-payment__amounts${payment.shortfall ? ' rifa-admin-payment__amounts--short' : ''}`}
      data-testid="admin-payment-amounts"
    >
      <div className="rifa-admin-payment__amount">
        <span>{t.expected}</span>
        <strong>{formatMoney(payment.amount)}</strong>
        {payment.amount_ves !== null && payment.exchange_rate !== null ? (
          <small>
            {formatMoney(payment.amount_ves, 'VES')} {t.atRate(formatAmount(payment.exchange_rate))}
          </small>
        ) : (
          <small>{t.noRate}</small>
        )}
      </div>
      <div className="rifa-admin-payment__amount">
        <span>{t.reportedAmount}</span>
        <strong>{formatMoney(payment.reported_amount, payment.reported_currency)}</strong>
      </div>
      {payment.shortfall ? (
        <Tag color="error" icon={<WarningOutlined />} data-testid="admin-payment-shortfall">
          {t.shortfall}
          {missing === null
            ? null
            : ` · ${t.missing(formatMoney(missing, payment.reported_currency))}`}
        </Tag>
      ) : (
        <Tag color="success">{t.complete}</Tag>
      )}
    </section>
  );
}

function Detail({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`rifa-admin-payment__detail${wide ? ' rifa-admin-payment__detail--wide' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** 'Referencia repetida', 'Misma imagen', 'Imagen parecida': what matched, whose, when. */
function DuplicateFlags({ flags }: { flags: MobilePaymentFlag[] }) {
  const t = es.admin.payments;
  if (flags.length === 0) return null;
  return (
    <section className="rifa-admin-payment__flags" data-testid="admin-payment-flags">
      <h3 className="rifa-admin-payment__flags-title">
        <WarningOutlined aria-hidden /> {t.flagsTitle}
      </h3>
      <p className="rifa-admin-payment__flags-hint">{t.flagsHint}</p>
      <ul>
        {flags.map((flag, index) => {
          const when = formatDateTime(flag.reported_at);
          const whose = flag.user_name?.trim() || t.someone;
          return (
            <li key={`${flag.kind}-${flag.payment_id ?? index}`} data-kind={flag.kind}>
              <p data-testid="admin-payment-flag">
                <Tag color="warning">{t.flags[flag.kind]}</Tag>{' '}
                {flag.source === 'ticket' ? t.flagTicket(when) : t.flagBy(whose, when)}
              </p>
              {flag.screenshot_url ? (
                <ProofImage url={flag.screenshot_url} alt={t.earlierProofAlt(whose)} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ReviewActions({ payment, name }: { payment: AdminMobilePayment; name: string }) {
  const t = es.admin.payments;
  const { message } = App.useApp();
  const review = useReviewMobilePayment();
  const [decision, setDecision] = useState<Review['decision'] | null>(null);

  const start = (next: Review['decision']) => {
    review.reset();
    setDecision(next);
  };
  const submit = (notes: string | null) => {
    if (!decision) return;
    review.mutate(
      { id: payment.id, decision, notes },
      {
        onSuccess: () => {
          setDecision(null);
          void message.success(decision === 'approve' ? t.approved : t.rejected);
        },
        // A 422 shows on the notes; a 409 (decided meanwhile) or anything else here, and the
        // list is read again.
        onError: (error) => {
          if (apiFieldErrors(error).length > 0) return;
          setDecision(null);
          void message.error(errorMessage(error, es.errors.unexpected));
        },
      },
    );
  };

  return (
    <div className="rifa-admin-payment__actions">
      <Button
        danger
        icon={<CloseOutlined />}
        disabled={review.isPending}
        onClick={() => start('reject')}
      >
        {t.reject}
      </Button>
      <Button
        type="primary"
        icon={<CheckOutlined />}
        disabled={review.isPending}
        onClick={() => start('approve')}
      >
        {t.approve}
      </Button>
      <ReviewModal
        decision={decision}
        approveText={t.approveText(name, payment.plan.name)}
        busy={review.isPending}
        error={review.error}
        onSubmit={submit}
        onClose={() => setDecision(null)}
      />
    </div>
  );
}
