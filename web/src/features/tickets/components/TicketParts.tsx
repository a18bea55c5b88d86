import { Tag, Typography } from 'antd';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import { refundText, type PaymentBalance, type TicketPayments } from '../../payments';

const STATUS_COLORS: Record<string, string> = {
  pending: 'processing',
  verified: 'success',
  rejected: 'error',
};

/** "Bs 182,50 ($ 5,00)" when the creator has a rate, else "$ 5,00". */
function both(
  usd: number,
  bs: number | null,
  one: (a: string) => string,
  two: (b: string, u: string) => string,
) {
  return bs === null ? one(formatMoney(usd)) : two(formatMoney(bs, 'VES'), formatMoney(usd));
}

/** What the verified parts leave: "Faltan Bs …", "A devolver …" or paid in full. */
export function BalanceLine({
  balance,
  cancelled,
}: {
  balance: PaymentBalance;
  cancelled: boolean;
}) {
  const t = es.ticketParts;
  if (balance.overpaid > 0) {
    return (
      <div
        className="rifa-ticket-parts__balance rifa-ticket-parts__balance--return"
        data-testid="parts-to-return"
      >
        <strong>{both(balance.overpaid, balance.overpaid_bs, t.toReturn, t.toReturnBoth)}</strong>
        <Typography.Text type="secondary">
          {cancelled ? t.cancelledHint : t.toReturnHint}
        </Typography.Text>
      </div>
    );
  }
  if (balance.owed > 0) {
    return (
      <div className="rifa-ticket-parts__balance" data-testid="parts-owed">
        <strong>{both(balance.owed, balance.owed_bs, t.owed, t.owedBoth)}</strong>
      </div>
    );
  }
  if (cancelled) return null;
  return (
    <div
      className="rifa-ticket-parts__balance rifa-ticket-parts__balance--paid"
      data-testid="parts-covered"
    >
      <strong>{t.covered}</strong>
    </div>
  );
}

/** The ticket's payment reports (abonos), oldest first, and its balance. */
export function TicketParts({ parts, cancelled }: { parts: TicketPayments; cancelled: boolean }) {
  const t = es.ticketParts;
  return (
    <div className="rifa-ticket-parts" data-testid="ticket-parts">
      <ol className="rifa-ticket-parts__list">
        {parts.data.map((p) => (
          <li
            key={p.id}
            className="rifa-ticket-parts__item"
            data-testid="ticket-part"
            data-status={p.verification_status}
          >
            <span className="rifa-ticket-parts__name">{t.part(p.part.number)}</span>
            <span className="rifa-ticket-parts__amount">{formatMoney(p.amount, p.currency)}</span>
            <Tag color={STATUS_COLORS[p.verification_status]}>
              {t.status[p.verification_status]}
            </Tag>
            <Typography.Text type="secondary" className="rifa-ticket-parts__date">
              {formatDateTime(p.created_at)}
            </Typography.Text>
          </li>
        ))}
      </ol>
      <div className="rifa-ticket-parts__sums">
        <span>
          {t.price}: {formatMoney(parts.balance.price)}
        </span>
        <span>
          {t.verified}: {formatMoney(parts.balance.verified)}
        </span>
      </div>
      {parts.refunds.map((refund) => (
        <div
          key={refund.id}
          className="rifa-ticket-parts__balance rifa-ticket-parts__balance--paid"
          data-testid="parts-returned"
        >
          <strong>{refundText(refund)}</strong>
          <Typography.Text type="secondary">{es.refunds.returnedHint}</Typography.Text>
        </div>
      ))}
      <BalanceLine balance={parts.balance} cancelled={cancelled} />
    </div>
  );
}
