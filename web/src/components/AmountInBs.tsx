import { Typography } from 'antd';
import { formatAmount, formatDate, formatMoney, toBolivares } from '../lib/format';
import './amount-in-bs.css';

/** The words of an {@link AmountInBs}: each screen says what the amount is. */
export interface AmountInBsLabels {
  usd: string;
  bs: string;
  /** The rate's line: the rate ("245,50") and the date it was set. */
  rate: (rate: string, date: string) => string;
  /** Said instead of the amount in bolívares when there is no rate. */
  noRate: string;
}

interface AmountInBsProps {
  /** The amount in dollars. */
  usd: number;
  /** The Bs-per-USD rate and when it was set (null: no rate, dollars only). */
  rate: number | null;
  rateAt: string | null;
  labels: AmountInBsLabels;
}

/**
 * An amount in dollars and, at a rate (with its date), in bolívares, as the server fixes it
 * (lib/format's toBolivares): a ticket's total at its creator's rate, a plan's price at the
 * platform's rate.
 */
export function AmountInBs({ usd, rate, rateAt, labels }: AmountInBsProps) {
  const hasRate = rate !== null && rate > 0;
  return (
    <div className="rifa-amounts" data-testid="amount-in-bs">
      <div className="rifa-amounts__row">
        <Typography.Text type="secondary">{labels.usd}</Typography.Text>
        <span className="rifa-amounts__value" data-testid="total-usd">
          {formatMoney(usd)}
        </span>
      </div>
      {hasRate ? (
        <>
          <div className="rifa-amounts__row">
            <Typography.Text type="secondary">{labels.bs}</Typography.Text>
            <span className="rifa-amounts__value" data-testid="total-bs">
              {formatMoney(toBolivares(usd, rate), 'VES')}
            </span>
          </div>
          <Typography.Text type="secondary" className="rifa-amounts__rate">
            {labels.rate(formatAmount(rate), rateAt ? formatDate(rateAt) : '—')}
          </Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary" className="rifa-amounts__rate" data-testid="no-rate">
          {labels.noRate}
        </Typography.Text>
      )}
    </div>
  );
}
