import { useState, type ReactNode } from 'react';
import { Card, Radio, Skeleton, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink';
import { formatCount, formatDateTime, formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import type { Dashboard } from '../admin';
import { useDashboard } from '../api/dashboard';
import { DailyChart } from './DailyChart';
import { LoadFailure } from './LoadFailure';

type Period = keyof Dashboard['periods'];
const PERIODS: Period[] = ['today', 'last_7_days', 'last_30_days'];

/** Resumen: the platform's figures for a period, what waits for the administrator, and 30 days. */
export function DashboardPanel({ paymentsPath }: { paymentsPath: string }) {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (dashboard.isError) {
    return <LoadFailure error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  }
  return <DashboardFigures data={dashboard.data} paymentsPath={paymentsPath} />;
}

function DashboardFigures({ data, paymentsPath }: { data: Dashboard; paymentsPath: string }) {
  const t = es.admin.summary;
  const [period, setPeriod] = useState<Period>('today');
  const figures = data.periods[period];

  return (
    <div className="rifa-admin__panel" data-testid="admin-summary">
      <Pending data={data} paymentsPath={paymentsPath} />

      <div className="rifa-admin__toolbar">
        <Radio.Group
          aria-label={t.periodAria}
          optionType="button"
          buttonStyle="solid"
          className="rifa-status-filter"
          value={period}
          onChange={(event) => setPeriod(event.target.value as Period)}
          options={PERIODS.map((value) => ({ value, label: t.periods[value] }))}
        />
        <Typography.Text type="secondary" className="rifa-admin__updated">
          {t.updatedAt(formatDateTime(data.generated_at))}
        </Typography.Text>
      </div>

      <div className="rifa-admin__stats" data-testid="admin-stats">
        <Stat label={t.users} value={formatCount(data.users.total)} testId="stat-users">
          {t.usersDetail(formatCount(data.users.business), formatCount(data.users.super_admins))}
        </Stat>
        <Stat
          label={t.activeRaffles}
          value={formatCount(data.raffles.active)}
          testId="stat-raffles"
        >
          {t.rafflesDetail(formatCount(data.raffles.waiting), formatCount(data.raffles.completed))}
        </Stat>
        <Stat label={t.ticketsSold} value={formatCount(figures.tickets_sold)} testId="stat-tickets">
          {t.numbersSold(formatCount(figures.numbers_sold))}
        </Stat>
        <Stat label={t.amountSold} value={formatMoney(figures.amount_sold)} testId="stat-amount">
          {t.amountSoldDetail}
        </Stat>
        <Stat label={t.amountPaid} value={formatMoney(figures.amount_paid)} testId="stat-paid">
          {t.amountReported(formatMoney(figures.amount_reported))}
        </Stat>
        <Stat
          label={t.subscriptionRevenue}
          value={formatMoney(figures.subscription_revenue)}
          testId="stat-revenue"
        />
        <Stat label={t.newUsers} value={formatCount(figures.new_users)} testId="stat-new-users">
          {t.rafflesCreated(formatCount(figures.raffles_created))}
        </Stat>
      </div>

      <Card size="small" title={<h2 className="rifa-admin__card-title">{t.subscriptionsTitle}</h2>}>
        {data.subscriptions.length === 0 ? (
          <Typography.Text type="secondary">{t.noPlans}</Typography.Text>
        ) : (
          <ul className="rifa-admin__plans" data-testid="admin-subscriptions">
            {data.subscriptions.map((plan) => (
              <li key={plan.plan_id}>
                <span>{plan.name}</span>
                <strong>{formatCount(plan.active)}</strong>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card size="small" title={<h2 className="rifa-admin__card-title">{t.chartTitle}</h2>}>
        <div className="rifa-admin__charts">
          <DailyChart
            title={t.chartTickets}
            days={data.daily}
            value={(day) => day.tickets_sold}
            format={formatCount}
            tone="tickets"
          />
          <DailyChart
            title={t.chartAmount}
            days={data.daily}
            value={(day) => day.amount_sold}
            format={(amount) => formatMoney(amount)}
            tone="amount"
          />
        </div>
      </Card>
    </div>
  );
}

function Pending({ data, paymentsPath }: { data: Dashboard; paymentsPath: string }) {
  const t = es.admin.summary;
  const waiting = data.pending.mobile_payments;
  return (
    <section
      className={`rifa-admin__pending${waiting > 0 ? ' rifa-admin__pending--waiting' : ''}`}
      aria-label={t.pendingTitle}
      data-testid="admin-pending"
    >
      <ClockCircleOutlined aria-hidden className="rifa-admin__pending-icon" />
      <div className="rifa-admin__pending-text">
        <strong>{t.pendingPayments(waiting)}</strong>
        <span>{t.pendingSubscriptions(data.pending.subscriptions)}</span>
      </div>
      <ButtonLink type={waiting > 0 ? 'primary' : 'default'} to={paymentsPath}>
        {t.reviewPayments}
      </ButtonLink>
    </section>
  );
}

function Stat({
  label,
  value,
  testId,
  children,
}: {
  label: string;
  value: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div className="rifa-admin__stat" data-testid={testId}>
      <span className="rifa-admin__stat-label">{label}</span>
      <strong className="rifa-admin__stat-value">{value}</strong>
      {children ? <small className="rifa-admin__stat-detail">{children}</small> : null}
    </div>
  );
}
