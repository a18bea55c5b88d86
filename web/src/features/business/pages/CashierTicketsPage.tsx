import { useState } from 'react';
import { Alert, Empty, Radio, Skeleton, Space, Typography } from 'antd';
import { LoadFailed } from '../../../components/LoadFailed';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { PagePager } from '../../../components/PagePager';
import { useAuth } from '../../../lib/auth-context';
import { es } from '../../../locales/es';
import { useBusinessMe } from '../api/business-me';
import { useCashier, useCashierTickets, type CashierTicketsStatus } from '../api/cashiers';
import { refusalMessage } from '../cashier-rules';
import { SalesTotalsCards } from '../components/SalesTotalsCards';
import { SoldTicketsList } from '../components/SoldTicketsList';
import { PageTitle } from '../../../components/PageTitle';
import '../business-pages.css';

const t = es.business.cashierTickets;
const PAGE_SIZE = 20;
const STATUSES: CashierTicketsStatus[] = ['all', 'pending', 'paid', 'cancelled'];

/**
 * /business/cashier/:cashierId/tickets: a cashier's counter sales with their totals, for the owner
 * (with the cashier's name) or for that cashier ('Mis ventas').
 */
export default function CashierTicketsPage() {
  const { cashierId = '' } = useParams();
  const { user } = useAuth();
  const me = useBusinessMe();
  const own = user?.id === cashierId;
  const owner = me.data?.role !== 'cashier';
  const cashier = useCashier(cashierId, owner && !own);
  const [status, setStatus] = useState<CashierTicketsStatus>('all');
  const [page, setPage] = useState(0);
  const tickets = useCashierTickets(cashierId, status, page, PAGE_SIZE);

  const title = own ? t.mine : cashier.data ? t.of(cashier.data.name) : t.title;

  let body;
  if (tickets.isPending) body = <Skeleton active />;
  else if (tickets.isError)
    body = (
      <LoadFailed
        title={refusalMessage(tickets.error, t.error)}
        testId="cashier-tickets-error"
        onRetry={() => void tickets.refetch()}
      />
    );
  else
    body = (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <SalesTotalsCards totals={tickets.data.totals} />
        <Radio.Group
          className="rifa-status-filter"
          optionType="button"
          aria-label={t.statusFilter}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as CashierTicketsStatus);
            setPage(0);
          }}
          options={STATUSES.map((value) => ({ value, label: t.filters[value] }))}
        />
        {tickets.data.data.length === 0 ? (
          <Empty description={status === 'all' ? t.empty : t.emptyFiltered} />
        ) : (
          <SoldTicketsList tickets={tickets.data.data} loading={tickets.isFetching} />
        )}
        <PagePager
          page={page}
          pageSize={PAGE_SIZE}
          total={tickets.data.count}
          onChange={setPage}
          align="center"
        />
      </Space>
    );

  return (
    <section className="rifa-page rifa-business-page">
      {owner ? (
        <Link to="/business/cashiers">
          <ArrowLeftOutlined /> {t.back}
        </Link>
      ) : null}
      <PageTitle testId="cashier-tickets-title">{title}</PageTitle>
      {cashier.isError ? (
        <Alert
          type="warning"
          showIcon
          title={refusalMessage(cashier.error, es.business.cashiers.errors.get)}
        />
      ) : null}
      {cashier.data ? (
        <Typography.Paragraph type="secondary">{cashier.data.email}</Typography.Paragraph>
      ) : null}
      <Typography.Paragraph type="secondary" className="rifa-business-page__subtitle">
        {own ? t.subtitleMine : t.subtitle}
      </Typography.Paragraph>
      {body}
    </section>
  );
}
