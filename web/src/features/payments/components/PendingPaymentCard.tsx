import { useState, type ReactNode } from 'react';
import { App, Button, Popconfirm, Tag, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, WarningOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { apiFieldErrors, errorMessage } from '../../../lib/form-errors';
import { formatDate, formatDateTime, formatMoney, formatTicketNumber } from '../../../lib/format';
import { es } from '../../../locales/es';
import { useRejectPayment, useVerifyPayment } from '../api/pending-payments';
import { amountCheck } from '../payment-checks';
import type { PendingPayment } from '../pending-payment';
import { DuplicateWarnings } from './DuplicateWarnings';
import { ProofImage } from '../../../components/ProofImage';
import { ProofCheckPanel } from '../../../components/ProofCheckPanel';
import { RejectPaymentModal } from './RejectPaymentModal';
import { paymentRejectedLink, paymentVerifiedLink } from '../../../lib/whatsapp-messages';

/** A decision just taken, with the WhatsApp message that tells the buyer (null: no phone). */
export interface PaymentDecision {
  kind: 'verified' | 'rejected';
  buyer: string;
  whatsapp: string | null;
}

/**
 * One reported payment: whose it is, the proof, the amount against the one expected, the details
 * the buyer gave, the signs of a reused proof, and the creator's decision.
 */
export function PendingPaymentCard({
  payment,
  onDecided,
}: {
  payment: PendingPayment;
  onDecided?: (decision: PaymentDecision) => void;
}) {
  const t = es.pendingPayments;
  const { ticket, raffle } = payment;
  const buyer = ticket.buyer_name.trim() || t.noBuyerData;
  const numbers = ticket.numbers.map((n) => formatTicketNumber(n, raffle.total_tickets)).join(', ');
  const amounts = amountCheck(payment, ticket.price);

  return (
    <article
      className="rifa-payment"
      data-testid="pending-payment"
      data-ticket-id={ticket.id}
      aria-label={`${raffle.title} · ${buyer}`}
    >
      <header className="rifa-payment__head">
        <div className="rifa-payment__title">
          <Link to={`/app/raffle/${raffle.id}`} className="rifa-payment__raffle">
            {raffle.title}
          </Link>
          {(payment.proof_check?.flags.length ?? 0) > 0 ? (
            <Tag color="error" icon={<WarningOutlined />} data-testid="proof-flagged">
              {t.proofFlagged}
            </Tag>
          ) : null}
          {payment.duplicate_flags.length > 0 ? (
            <Tag color="warning" icon={<WarningOutlined />} className="rifa-payment__flagged">
              {t.duplicateTag}
            </Tag>
          ) : null}
        </div>
        <Typography.Text type="secondary" className="rifa-payment__when">
          {t.reported(formatDateTime(payment.created_at))}
        </Typography.Text>
      </header>

      <div className="rifa-payment__body">
        <ProofImage
          url={payment.screenshot_url}
          alt={t.proofAlt(buyer)}
          emptyText={t.noProof}
          testId="payment-proof"
        />

        <div className="rifa-payment__facts">
          <section className="rifa-payment__buyer" aria-label={t.buyer}>
            <Typography.Text strong>{buyer}</Typography.Text>
            {ticket.buyer_phone ? (
              <a href={`tel:${ticket.buyer_phone.replace(/[^\d+]/g, '')}`}>{ticket.buyer_phone}</a>
            ) : null}
            {ticket.buyer_email ? (
              <a href={`mailto:${ticket.buyer_email}`} className="rifa-payment__email">
                {ticket.buyer_email}
              </a>
            ) : null}
          </section>

          <div>
            <Typography.Text type="secondary">{t.numbers}: </Typography.Text>
            <span className="rifa-payment__numbers" data-testid="payment-numbers">
              {numbers}
            </span>
          </div>

          <section
            className={`rifa-payment__amounts${amounts.short ? ' rifa-payment__amounts--short' : ''}`}
            data-testid="payment-amounts"
          >
            <div className="rifa-payment__amount">
              <span>{t.expected}</span>
              <strong>{amounts.expected}</strong>
            </div>
            <div className="rifa-payment__amount">
              <span>{t.reportedAmount}</span>
              <strong>{amounts.reported}</strong>
            </div>
            {amounts.rate ? <small className="rifa-payment__rate">{amounts.rate}</small> : null}
            {amounts.short ? (
              <Tag color="error" icon={<WarningOutlined />} data-testid="payment-short">
                {amounts.short}
              </Tag>
            ) : (
              <Tag color={amounts.over ? 'gold' : 'success'}>{amounts.over ?? t.complete}</Tag>
            )}
          </section>

          <PartContext payment={payment} />

          <dl className="rifa-payment__details">
            <Detail label={t.method}>{es.paymentMethods.types[payment.method]}</Detail>
            <Detail label={t.reference}>
              <span data-testid="payment-reference">{payment.reference}</span>
            </Detail>
            <Detail label={t.bank}>{payment.bank}</Detail>
            <Detail label={t.paidOn}>{payment.date ? formatDate(payment.date) : null}</Detail>
            <Detail label={t.phone}>{payment.phone_number}</Detail>
            <Detail label={t.account}>{payment.account_number}</Detail>
            <Detail label={t.email}>{payment.email}</Detail>
            <Detail label={t.notes} wide>
              {payment.notes}
            </Detail>
          </dl>
        </div>
      </div>

      <ProofCheckPanel check={payment.proof_check} />

      <DuplicateWarnings
        flags={payment.duplicate_flags}
        proofUrl={payment.screenshot_url}
        buyerName={buyer}
      />

      <ReviewActions
        payment={payment}
        buyer={buyer}
        amount={amounts.reported}
        onDecided={onDecided}
      />
    </article>
  );
}

/**
 * "Abono N de la boleta": for a ticket paid in parts (a later report, or one that leaves something
 * owed), the price, what is verified so far and what verifying this report would leave owing.
 */
function PartContext({ payment }: { payment: PendingPayment }) {
  const t = es.ticketParts;
  const { part } = payment;
  if (part.number <= 1 && part.verified === 0 && part.owed_after === 0) return null;
  const owedAfter =
    part.owed_after_bs !== null
      ? `${formatMoney(part.owed_after_bs, 'VES')} (${formatMoney(part.owed_after)})`
      : formatMoney(part.owed_after);
  return (
    <section className="rifa-payment__part" data-testid="payment-part">
      <Typography.Text strong>{t.review(part.number)}</Typography.Text>
      <span>{t.reviewPrice(formatMoney(part.price))}</span>
      <span>{t.reviewVerified(formatMoney(part.verified))}</span>
      <span data-testid="payment-part-after">
        {part.owed_after > 0 ? t.reviewOwedAfter(owedAfter) : t.reviewCovers}
      </span>
    </section>
  );
}

/** A detail the buyer gave; nothing when they left it empty. */
function Detail({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div
      className={wide ? 'rifa-payment__detail rifa-payment__detail--wide' : 'rifa-payment__detail'}
    >
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ReviewActions({
  payment,
  buyer,
  amount,
  onDecided,
}: {
  payment: PendingPayment;
  buyer: string;
  amount: string;
  onDecided?: ((decision: PaymentDecision) => void) | undefined;
}) {
  const t = es.pendingPayments;
  const { message } = App.useApp();
  const verify = useVerifyPayment();
  const reject = useRejectPayment();
  const [rejecting, setRejecting] = useState(false);
  const busy = verify.isPending || reject.isPending;
  const failed = (error: unknown) =>
    void message.error(`${t.validateError}: ${errorMessage(error, es.errors.unexpected)}`);

  return (
    <div className="rifa-payment__actions">
      <Button
        danger
        icon={<CloseOutlined />}
        disabled={busy}
        onClick={() => {
          reject.reset();
          setRejecting(true);
        }}
      >
        {t.reject}
      </Button>
      <Popconfirm
        title={t.verifyConfirm}
        description={<span className="rifa-payment__confirm">{t.verifyDetail(amount, buyer)}</span>}
        okText={t.verifyOk}
        cancelText={t.back}
        onConfirm={() =>
          verify.mutate(payment.ticket_id, {
            onSuccess: () => {
              // A part that leaves the ticket owing: verified alone, the ticket still pending.
              void message.success(
                payment.part.owed_after > 0 ? es.ticketParts.partVerified : t.verified,
              );
              onDecided?.({
                kind: 'verified',
                buyer,
                whatsapp: paymentVerifiedLink(payment.ticket, payment.raffle),
              });
            },
            onError: failed,
          })
        }
      >
        <Button type="primary" icon={<CheckOutlined />} loading={verify.isPending} disabled={busy}>
          {t.verify}
        </Button>
      </Popconfirm>
      <RejectPaymentModal
        open={rejecting}
        busy={reject.isPending}
        error={reject.error}
        onClose={() => setRejecting(false)}
        onReject={(notes) =>
          reject.mutate(
            { ticketId: payment.ticket_id, notes },
            {
              onSuccess: () => {
                setRejecting(false);
                void message.success(t.rejected);
                onDecided?.({
                  kind: 'rejected',
                  buyer,
                  whatsapp: paymentRejectedLink(payment.ticket, payment.raffle, notes),
                });
              },
              // A 422 shows on the notes; anything else (decided meanwhile, no connection) here.
              onError: (error) => {
                if (apiFieldErrors(error).length === 0) failed(error);
              },
            },
          )
        }
      />
    </div>
  );
}
