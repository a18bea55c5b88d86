import { Typography } from 'antd';
import { formatAmount, formatDate, formatMoney, toBolivares } from '../../../lib/format';
import { es } from '../../../locales/es';
import type { PlatformRate } from '../subscription';

/** The plan's monthly price in dollars and, at the platform's rate (with its date), in bolívares. */
export function PlanAmount({ usd, rate }: { usd: number; rate: PlatformRate | undefined }) {
  const t = es.subscriptions.pay;
  const value = rate?.exchange_rate ?? null;
  return (
    <div className="rifa-plan-amount" data-testid="plan-amount">
      <div className="rifa-plan-amount__row">
        <Typography.Text type="secondary">{t.amountUsd}</Typography.Text>
        <span className="rifa-plan-amount__value" data-testid="amount-usd">
          {formatMoney(usd)}
        </span>
      </div>
      {value ? (
        <>
          <div className="rifa-plan-amount__row">
            <Typography.Text type="secondary">{t.amountBs}</Typography.Text>
            <span className="rifa-plan-amount__value" data-testid="amount-bs">
              {formatMoney(toBolivares(usd, value), 'VES')}
            </span>
          </div>
          <Typography.Text type="secondary" className="rifa-plan-amount__rate">
            {t.rate(
              formatAmount(value),
              rate?.exchange_rate_at ? formatDate(rate.exchange_rate_at) : '—',
            )}
          </Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary" data-testid="no-rate">
          {t.noRate}
        </Typography.Text>
      )}
    </div>
  );
}
