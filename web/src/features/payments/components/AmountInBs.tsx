import { Typography } from 'antd';
import { formatAmount, formatDate, formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import './buyer-payment.css';
import { toBolivares } from '../../../lib/format';

interface AmountInBsProps {
  /** The total in dollars. */
  usd: number;
  /** The creator's Bs-per-USD rate and when it was set (null: no rate, dollars only). */
  rate: number | null;
  rateAt: string | null;
}

/** A ticket's total in dollars and, at the creator's rate (with its date), in bolívares. */
export function AmountInBs({ usd, rate, rateAt }: AmountInBsProps) {
  const t = es.ticketPage;
  const hasRate = rate !== null && rate > 0;
  return (
    <div className="rifa-amounts" data-testid="amount-in-bs">
      <div className="rifa-amounts__row">
        <Typography.Text type="secondary">{t.totalUsd}</Typography.Text>
        <span className="rifa-amounts__value" data-testid="total-usd">
          {formatMoney(usd)}
        </span>
      </div>
      {hasRate ? (
        <>
          <div className="rifa-amounts__row">
            <Typography.Text type="secondary">{t.totalBs}</Typography.Text>
            <span className="rifa-amounts__value" data-testid="total-bs">
              {formatMoney(toBolivares(usd, rate), 'VES')}
            </span>
          </div>
          <Typography.Text type="secondary" className="rifa-amounts__rate">
            {t.rate(formatAmount(rate), rateAt ? formatDate(rateAt) : '—')}
          </Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary" className="rifa-amounts__rate">
          {t.noRate}
        </Typography.Text>
      )}
    </div>
  );
}
