import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Popconfirm,
  Progress,
  Radio,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  LockOutlined,
  PlusOutlined,
  StopOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { PagePager } from '../../../components/PagePager';
import { SignedInOnly } from '../../../components/SignedInOnly';
import { useAuth } from '../../../lib/auth-context';
import { errorMessage } from '../../../lib/form-errors';
import { PendingPaymentsLink } from '../../payments';
import { formatCount, formatDateTime, formatMoney, formatTicketNumber } from '../../../lib/format';
import type { Raffle } from '../../../lib/raffle';
import { lotteryLabel, raffleStatusColor, raffleStatusLabel } from '../../../lib/raffle-labels';
import { es } from '../../../locales/es';
import {
  MY_RAFFLES_PAGE_SIZE,
  useCancelRaffle,
  useDeleteRaffle,
  useMyRaffles,
  type MyRafflesFilter,
} from '../api/raffle-queries';
import { EditRaffleModal } from '../components/EditRaffleModal';
import { LazyDrawModal } from '../components/DrawActions';
import { useDrawPermission } from '../use-draw-permission';
import { RaffleTicketsPanel } from '../components/RaffleTicketsPanel';
import { PageTitle } from '../../../components/PageTitle';
import '../raffles.css';

const FILTERS: MyRafflesFilter[] = ['all', 'active', 'waiting', 'completed', 'cancelled'];

/** /app/my-raffles: the own raffles in every status, with sales, edit, cancel, delete and tickets. */
export default function MyRafflesPage() {
  const t = es.myRaffles;
  const { user } = useAuth();
  return (
    <section className="rifa-page">
      <div className="rifa-page-head">
        <PageTitle>{t.title}</PageTitle>
        {user ? (
          <ButtonLink type="primary" icon={<PlusOutlined />} to="/app/create-raffle">
            {t.create}
          </ButtonLink>
        ) : null}
      </div>
      <SignedInOnly message={t.signedOut}>
        <MyRaffles />
      </SignedInOnly>
    </section>
  );
}

function MyRaffles() {
  const t = es.myRaffles;
  const [filter, setFilter] = useState<MyRafflesFilter>('all');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Raffle | null>(null);
  const raffles = useMyRaffles(page, filter);

  let body;
  if (raffles.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (raffles.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t.loadError}
        description={errorMessage(raffles.error, '')}
        action={<Button onClick={() => void raffles.refetch()}>{t.retry}</Button>}
      />
    );
  else if (raffles.data.count === 0)
    body = (
      <Empty description={filter === 'all' ? t.empty : t.emptyFiltered}>
        {filter === 'all' ? (
          <ButtonLink type="primary" to="/app/create-raffle">
            {t.create}
          </ButtonLink>
        ) : null}
      </Empty>
    );
  else
    body = (
      <>
        <div className="rifa-my-raffles" data-testid="my-raffles">
          {raffles.data.data.map((raffle) => (
            <MyRaffleCard key={raffle.id} raffle={raffle} onEdit={() => setEditing(raffle)} />
          ))}
        </div>
        <PagePager
          align="center"
          page={page}
          pageSize={MY_RAFFLES_PAGE_SIZE}
          total={raffles.data.count}
          onChange={setPage}
        />
      </>
    );

  return (
    <div className="rifa-stack">
      <Radio.Group
        aria-label={t.filterLabel}
        optionType="button"
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value as MyRafflesFilter);
          setPage(0);
        }}
        options={FILTERS.map((value) => ({ value, label: t.filters[value] }))}
        className="rifa-status-filter"
      />
      {body}
      <EditRaffleModal raffle={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

function MyRaffleCard({ raffle, onEdit }: { raffle: Raffle; onEdit: () => void }) {
  const t = es.myRaffles;
  const { message } = App.useApp();
  const cancel = useCancelRaffle();
  const remove = useDeleteRaffle();
  const [showTickets, setShowTickets] = useState(false);
  const [drawing, setDrawing] = useState(false);
  const { canDraw } = useDrawPermission(raffle);
  const open = raffle.status === 'active' || raffle.status === 'waiting';
  const percent = Math.round((raffle.sold_tickets / raffle.total_tickets) * 100);
  const onError = (error: unknown) => void message.error(errorMessage(error, es.errors.unexpected));

  const actions = [
    canDraw ? (
      <Button
        key="draw"
        size="small"
        type="primary"
        icon={<TrophyOutlined />}
        onClick={() => setDrawing(true)}
        data-testid="my-raffle-draw"
      >
        {es.draw.register.open}
      </Button>
    ) : null,
    <ButtonLink key="view" size="small" to={`/app/raffle/${raffle.id}`}>
      {t.view}
    </ButtonLink>,
    open ? (
      <Button key="edit" size="small" icon={<EditOutlined />} onClick={onEdit}>
        {t.edit}
      </Button>
    ) : null,
    open ? (
      <Popconfirm
        key="cancel"
        title={t.cancelConfirm}
        okText={t.cancelOk}
        cancelText={t.back}
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          cancel.mutate(raffle.id, { onSuccess: () => void message.success(t.cancelled), onError })
        }
      >
        <Button size="small" danger icon={<StopOutlined />} loading={cancel.isPending}>
          {t.cancel}
        </Button>
      </Popconfirm>
    ) : null,
    raffle.sold_tickets === 0 ? (
      <Popconfirm
        key="delete"
        title={t.deleteConfirm}
        okText={t.deleteOk}
        cancelText={t.back}
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          remove.mutate(raffle.id, { onSuccess: () => void message.success(t.deleted), onError })
        }
      >
        <Button size="small" danger icon={<DeleteOutlined />} loading={remove.isPending}>
          {t.delete}
        </Button>
      </Popconfirm>
    ) : null,
  ].filter(Boolean);

  return (
    <Card
      size="small"
      style={{ width: '100%' }}
      data-testid="my-raffle"
      data-raffle-id={raffle.id}
      data-status={raffle.status}
    >
      <div className="rifa-stack rifa-stack--tight">
        <div className="rifa-inline">
          <Link to={`/app/raffle/${raffle.id}`} className="rifa-list-item__title">
            {raffle.title}
          </Link>
          <Tag color={raffleStatusColor(raffle.status)}>{raffleStatusLabel(raffle.status)}</Tag>
          {raffle.is_private ? <Tag icon={<LockOutlined />}>{t.private}</Tag> : null}
        </div>
        <Typography.Text type="secondary">
          {t.price(formatMoney(raffle.ticket_price))} · {lotteryLabel(raffle.lottery)} ·{' '}
          {t.drawDate(formatDateTime(raffle.draw_at))}
        </Typography.Text>
        {raffle.status === 'completed' && raffle.winner_number !== null ? (
          <Typography.Text strong>
            {t.winner(formatTicketNumber(raffle.winner_number, raffle.total_tickets))}
          </Typography.Text>
        ) : null}
        <div>
          <Progress
            percent={percent}
            showInfo={false}
            size="small"
            strokeColor="var(--rifa-primary)"
            aria-label={es.raffleDetail.progressLabel}
          />
          <Typography.Text type="secondary" data-testid="my-raffle-sold">
            {t.sold(formatCount(raffle.sold_tickets), formatCount(raffle.total_tickets))}
          </Typography.Text>
        </div>
        <div className="rifa-inline">{actions}</div>
        {raffle.sold_tickets > 0 ? <PendingPaymentsLink raffleId={raffle.id} /> : null}
        <Button
          type="link"
          size="small"
          style={{ padding: 0, alignSelf: 'flex-start' }}
          aria-expanded={showTickets}
          onClick={() => setShowTickets((shown) => !shown)}
        >
          {showTickets ? t.hideTickets : t.showTickets}
        </Button>
        {showTickets ? <RaffleTicketsPanel raffle={raffle} /> : null}
      </div>
      <LazyDrawModal
        raffle={raffle}
        mode={drawing ? 'draw' : null}
        onClose={() => setDrawing(false)}
      />
    </Card>
  );
}
