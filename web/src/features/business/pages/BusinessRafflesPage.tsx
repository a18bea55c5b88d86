import { useState } from 'react';
import { Button, Empty, Input, Radio, Skeleton, Typography } from 'antd';
import {
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  SearchOutlined,
  ShoppingCartOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadFailed } from '../../../components/LoadFailed';
import { PagePager } from '../../../components/PagePager';
import { formatAmount, formatDate } from '../../../lib/format';
import type { Raffle } from '../../../lib/raffle';
import { es } from '../../../locales/es';
import { EditRaffleModal, LazyDrawModal, useDrawPermission } from '../../raffles';
import { useBusinessMe } from '../api/business-me';
import {
  BUSINESS_RAFFLES_PAGE_SIZE,
  businessRaffleKeys,
  useBusinessRaffles,
  type BusinessRaffle,
  type BusinessRaffleStatus,
} from '../api/business-raffles';
import { RaffleFiguresCard } from '../components/RaffleFiguresCard';
import { PageTitle } from '../../../components/PageTitle';
import '../business-sales.css';

const t = es.business.raffles;
const STATUSES: BusinessRaffleStatus[] = ['all', 'active', 'waiting', 'completed', 'cancelled'];

/**
 * /business/raffles (owner and cashiers): the business's raffles with their figures. The owner
 * creates, edits and draws with the app's own form and draw; everyone sells at the counter.
 */
export default function BusinessRafflesPage() {
  const me = useBusinessMe();
  const owner = me.data?.role === 'business';
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<BusinessRaffleStatus>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Raffle | null>(null);
  const raffles = useBusinessRaffles({ page, limit: BUSINESS_RAFFLES_PAGE_SIZE, status, q });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: businessRaffleKeys.all });

  let body;
  if (raffles.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (raffles.isError)
    body = (
      <LoadFailed
        title={t.loadError}
        description={raffles.error.message}
        onRetry={() => void raffles.refetch()}
      />
    );
  else {
    const { data, count, exchange_rate: rate, exchange_rate_at: rateAt } = raffles.data;
    body = (
      <>
        <Typography.Text type="secondary" data-testid="business-raffles-rate">
          {rate !== null && rate > 0
            ? t.rate(formatAmount(rate), rateAt ? formatDate(rateAt) : '—')
            : t.noRate}
        </Typography.Text>
        {data.length === 0 ? (
          <Empty description={status === 'all' && !q ? t.empty : t.emptyFiltered} />
        ) : (
          <div className="rifa-biz-raffles" data-testid="business-raffles">
            {data.map((raffle) => (
              <RaffleFiguresCard
                key={raffle.id}
                raffle={raffle}
                actions={
                  <RaffleActions
                    raffle={raffle}
                    owner={owner}
                    onEdit={() => setEditing(raffle)}
                    onDrawn={refresh}
                  />
                }
              />
            ))}
          </div>
        )}
        <PagePager
          page={page}
          pageSize={BUSINESS_RAFFLES_PAGE_SIZE}
          total={count}
          onChange={setPage}
          align="center"
        />
      </>
    );
  }

  return (
    <section className="rifa-page rifa-biz-page">
      <div className="rifa-biz-page__head">
        <div>
          <PageTitle>{t.title}</PageTitle>
          <Typography.Paragraph type="secondary" className="rifa-biz-page__subtitle">
            {t.subtitle}
          </Typography.Paragraph>
        </div>
        {owner ? (
          <ButtonLink type="primary" icon={<PlusOutlined />} to="/business/raffles/new">
            {t.create}
          </ButtonLink>
        ) : null}
      </div>
      <div className="rifa-biz-page__toolbar">
        <Radio.Group
          className="rifa-status-filter"
          optionType="button"
          aria-label={t.filterLabel}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as BusinessRaffleStatus);
            setPage(0);
          }}
          options={STATUSES.map((value) => ({ value, label: t.filters[value] }))}
        />
        <Input.Search
          allowClear
          aria-label={t.searchLabel}
          enterButton={<Button icon={<SearchOutlined />} aria-label={t.searchButton} />}
          placeholder={t.searchPlaceholder}
          maxLength={100}
          onSearch={(value) => {
            setQ(value.trim());
            setPage(0);
          }}
          className="rifa-biz-page__search"
        />
      </div>
      {body}
      <EditRaffleModal
        raffle={editing}
        onClose={() => {
          setEditing(null);
          refresh();
        }}
      />
    </section>
  );
}

/** 'Vender' and 'Ver rifa' for everyone; 'Editar' and 'Sortear' for the owner only. */
function RaffleActions({
  raffle,
  owner,
  onEdit,
  onDrawn,
}: {
  raffle: BusinessRaffle;
  owner: boolean;
  onEdit: () => void;
  onDrawn: () => void;
}) {
  const [drawing, setDrawing] = useState(false);
  const { canDraw } = useDrawPermission(raffle);
  const open = raffle.status === 'active' || raffle.status === 'waiting';
  return (
    <>
      {raffle.status === 'active' ? (
        <ButtonLink
          type="primary"
          icon={<ShoppingCartOutlined />}
          to={`/business/raffles/${raffle.id}/sell`}
          data-testid="business-raffle-sell"
        >
          {t.sell}
        </ButtonLink>
      ) : null}
      <Button
        icon={<EyeOutlined />}
        href={`/app/raffle/${raffle.id}`}
        target="_blank"
        rel="noopener"
        data-testid="business-raffle-view"
      >
        {t.view}
      </Button>
      {owner && open ? (
        <Button icon={<EditOutlined />} onClick={onEdit} data-testid="business-raffle-edit">
          {t.edit}
        </Button>
      ) : null}
      {owner && canDraw ? (
        <Button
          icon={<TrophyOutlined />}
          onClick={() => setDrawing(true)}
          data-testid="business-raffle-draw"
        >
          {t.draw}
        </Button>
      ) : null}
      <LazyDrawModal
        raffle={raffle}
        mode={drawing ? 'draw' : null}
        onClose={() => {
          setDrawing(false);
          onDrawn();
        }}
      />
    </>
  );
}
