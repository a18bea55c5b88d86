import type { ReactNode } from 'react';
import { Card, Progress, Space, Tag, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { formatCount, formatMoney } from '../../../lib/format';
import { raffleStatusColor, raffleStatusLabel } from '../../../lib/raffle-labels';
import { es } from '../../../locales/es';
import type { BusinessRaffle } from '../api/business-raffles';
import { soldPercent } from '../raffle-figures';

const t = es.business.raffles;

/** An amount in dollars and, when the server converted it at the business's rate, in bolívares. */
function Amount({
  label,
  usd,
  ves,
  testId,
}: {
  label: string;
  usd: number;
  ves: number | null;
  testId: string;
}) {
  return (
    <div className="rifa-biz-figures__amount" data-testid={testId}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <strong>{formatMoney(usd)}</strong>
      {ves !== null ? (
        <Typography.Text type="secondary">{formatMoney(ves, 'VES')}</Typography.Text>
      ) : null}
    </div>
  );
}

/** One raffle of the business: status, privacy, sold/paid/pending numbers and money, and actions. */
export function RaffleFiguresCard({
  raffle,
  actions,
}: {
  raffle: BusinessRaffle;
  actions: ReactNode;
}) {
  const f = raffle.figures;
  return (
    <Card
      size="small"
      className="rifa-biz-figures"
      data-testid="business-raffle"
      data-raffle-id={raffle.id}
    >
      <div className="rifa-biz-figures__head">
        <Typography.Title level={2} className="rifa-card-title rifa-biz-figures__title">
          {raffle.title}
        </Typography.Title>
        <Space size={4} wrap>
          <Tag color={raffleStatusColor(raffle.status)}>{raffleStatusLabel(raffle.status)}</Tag>
          {raffle.is_private ? (
            <Tag icon={<LockOutlined />} data-testid="business-raffle-private">
              {t.private}
            </Tag>
          ) : null}
        </Space>
      </div>
      <Progress
        percent={soldPercent(f.sold_numbers, raffle.total_tickets)}
        success={{ percent: soldPercent(f.paid_numbers, raffle.total_tickets) }}
        showInfo={false}
        aria-label={t.sold(formatCount(f.sold_numbers), formatCount(raffle.total_tickets))}
      />
      <Typography.Text strong data-testid="business-raffle-sold">
        {t.sold(formatCount(f.sold_numbers), formatCount(raffle.total_tickets))}
      </Typography.Text>
      <Typography.Text type="secondary" className="rifa-biz-figures__line">
        {t.paidNumbers(formatCount(f.paid_numbers))} ·{' '}
        {t.pendingNumbers(formatCount(f.pending_numbers))}
      </Typography.Text>
      <Typography.Text type="secondary" className="rifa-biz-figures__line">
        {t.channels(f.counter_tickets, f.online_tickets)}
      </Typography.Text>
      <div className="rifa-biz-figures__amounts">
        <Amount
          label={t.collected}
          usd={f.paid_amount}
          ves={f.paid_amount_ves}
          testId="business-raffle-paid"
        />
        <Amount
          label={t.toCollect}
          usd={f.pending_amount}
          ves={f.pending_amount_ves}
          testId="business-raffle-pending"
        />
      </div>
      <div className="rifa-biz-figures__actions">{actions}</div>
    </Card>
  );
}
