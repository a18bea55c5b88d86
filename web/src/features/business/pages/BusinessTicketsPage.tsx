import { useState } from 'react';
import { App, Button, DatePicker, Empty, Input, Select, Skeleton, Typography } from 'antd';
import { LoadFailed } from '../../../components/LoadFailed';
import { FileExcelOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PagePager } from '../../../components/PagePager';
import { useAuth } from '../../../lib/auth-context';
import { dayjs } from '../../../lib/dayjs';
import { errorMessage } from '../../../lib/form-errors';
import { es } from '../../../locales/es';
import { useBusinessMe } from '../api/business-me';
import { useBusinessRaffles } from '../api/business-raffles';
import { useBusinessTickets } from '../api/business-tickets';
import { cashiersQuery } from '../api/cashiers';
import { SalesTotalsCards } from '../components/SalesTotalsCards';
import { SoldTicketsList } from '../components/SoldTicketsList';
import { sellerOptions } from '../seller-options';
import { downloadTicketsCsv } from '../ticket-export';
import {
  TICKETS_PAGE_SIZE,
  readTicketFilters,
  ticketQuery,
  writeTicketFilters,
  type TicketFilters,
  type TicketStatusFilter,
} from '../ticket-filters';
import '../business-sales.css';

const t = es.business.tickets;
const STATUSES: Exclude<TicketStatusFilter, 'all'>[] = ['pending', 'paid', 'cancelled'];
/** The raffle filter lists the business's newest raffles (one page of the largest size). */
const RAFFLE_OPTIONS_LIMIT = 100;

/**
 * /business/tickets (owner and cashiers): every ticket of the business's raffles, filtered by
 * raffle, status, seller, dates and text (kept in the URL), the filter's totals, and its CSV.
 */
export default function BusinessTicketsPage() {
  return (
    <section className="rifa-page rifa-biz-page">
      <title>{`${t.title} · ${es.app.name}`}</title>
      <BusinessTickets />
    </section>
  );
}

function BusinessTickets() {
  const { message } = App.useApp();
  const { user } = useAuth();
  const me = useBusinessMe();
  const owner = me.data?.role === 'business';
  const [params, setParams] = useSearchParams();
  const filters = readTicketFilters(params);
  const query = ticketQuery(filters);
  const tickets = useBusinessTickets(query, filters.page);
  const raffles = useBusinessRaffles({
    page: 0,
    limit: RAFFLE_OPTIONS_LIMIT,
    status: 'all',
    q: '',
  });
  const cashiers = useQuery({ ...cashiersQuery(), enabled: owner });
  const [exporting, setExporting] = useState(false);

  const update = (change: Partial<TicketFilters>) =>
    setParams(writeTicketFilters({ ...filters, page: 0, ...change }), { replace: true });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadTicketsCsv(query);
      void message.success(t.exported);
    } catch (error) {
      void message.error(errorMessage(error, t.exportError));
    } finally {
      setExporting(false);
    }
  };

  const f = t.filters;
  let body;
  if (tickets.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (tickets.isError)
    body = (
      <LoadFailed
        title={t.loadError}
        description={tickets.error.message}
        onRetry={() => void tickets.refetch()}
      />
    );
  else
    body = (
      <>
        <SalesTotalsCards totals={tickets.data.totals} />
        {tickets.data.data.length === 0 ? (
          <Empty description={t.empty} />
        ) : (
          <SoldTicketsList
            tickets={tickets.data.data}
            loading={tickets.isFetching}
            showSeller
            cancelOnline
            settler={user ? { userId: user.id, owner } : undefined}
          />
        )}
        <PagePager
          page={filters.page}
          pageSize={TICKETS_PAGE_SIZE}
          total={tickets.data.count}
          onChange={(page) => update({ page })}
          align="center"
        />
      </>
    );

  return (
    <>
      <div className="rifa-biz-page__head">
        <div>
          <Typography.Title level={1} className="rifa-page__title">
            {t.title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="rifa-biz-page__subtitle">
            {t.subtitle}
          </Typography.Paragraph>
        </div>
        <Button
          icon={<FileExcelOutlined />}
          loading={exporting}
          onClick={() => void exportCsv()}
          data-testid="tickets-export"
        >
          {t.export}
        </Button>
      </div>
      <div className="rifa-biz-filters" data-testid="tickets-filters">
        <Select
          aria-label={f.raffle}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={f.allRaffles}
          value={filters.raffle ?? undefined}
          onChange={(raffle: string | undefined) => update({ raffle: raffle ?? null })}
          loading={raffles.isPending}
          options={(raffles.data?.data ?? []).map((raffle) => ({
            value: raffle.id,
            label: raffle.title,
          }))}
          data-testid="tickets-filter-raffle"
        />
        <Select
          aria-label={f.status}
          allowClear
          placeholder={f.allStatuses}
          value={filters.status === 'all' ? undefined : filters.status}
          onChange={(status: TicketStatusFilter | undefined) => update({ status: status ?? 'all' })}
          options={STATUSES.map((status) => ({
            value: status,
            label: es.tickets.statuses[status],
          }))}
          data-testid="tickets-filter-status"
        />
        <Select
          aria-label={f.seller}
          allowClear
          placeholder={f.allSellers}
          value={filters.seller ?? undefined}
          onChange={(seller: string | undefined) => update({ seller: seller ?? null })}
          options={sellerOptions(me.data, user?.id ?? null, cashiers.data?.data ?? [])}
          data-testid="tickets-filter-seller"
        />
        <DatePicker.RangePicker
          aria-label={f.dates}
          placeholder={[f.from, f.to]}
          format="DD/MM/YYYY"
          allowEmpty={[true, true]}
          value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
          onChange={(range) =>
            update({
              from: range?.[0]?.format('YYYY-MM-DD') ?? null,
              to: range?.[1]?.format('YYYY-MM-DD') ?? null,
            })
          }
          data-testid="tickets-filter-dates"
        />
        <Input.Search
          key={filters.q}
          allowClear
          aria-label={f.searchLabel}
          enterButton={<Button icon={<SearchOutlined />} aria-label={f.searchButton} />}
          placeholder={f.searchPlaceholder}
          defaultValue={filters.q}
          maxLength={80}
          onSearch={(q) => update({ q: q.trim() })}
          data-testid="tickets-filter-search"
        />
      </div>
      {body}
    </>
  );
}
