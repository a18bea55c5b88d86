import { useDeferredValue, useState } from 'react';
import { Alert, App, Button, Empty, Popconfirm, Radio, Skeleton, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { PagePager } from '../../../components/PagePager';
import { SignedInOnly } from '../../../components/SignedInOnly';
import { errorMessage } from '../../../lib/form-errors';
import { formatDateTime, formatMoney, formatTicketNumber } from '../../../lib/format';
import { useNow } from '../../../lib/countdown';
import { ticketPath, type TicketStatus, type TicketWithRaffle } from '../../../lib/ticket';
import { ticketStatusColor, ticketStatusLabel } from '../ticket-labels';
import { holdTimeLeft } from '../hold-time';
import { awaitsPayment, canRateOrganiser, ticketOutcome } from '../ticket-outcome';
import { es } from '../../../locales/es';
import { TICKETS_PAGE_SIZE, useCancelMyTicket, useMyTickets } from '../api/tickets';
import { PageTitle } from '../../../components/PageTitle';
import '../tickets.css';

type Filter = TicketStatus | 'all';
const FILTERS: Filter[] = ['all', 'pending', 'paid', 'cancelled'];

/** /app/tickets: the buyer's tickets, newest first; a pending one can be cancelled. */
export default function TicketsPage() {
  const t = es.tickets;
  return (
    <section className="rifa-page">
      <PageTitle>{t.title}</PageTitle>
      {/* Its list waits for the user (useMyTickets), so its frame can show while the session loads. */}
      <SignedInOnly message={t.signedOut} framedWhileLoading>
        <MyTickets />
      </SignedInOnly>
    </section>
  );
}

function MyTickets() {
  const t = es.tickets;
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(0);
  // ?rifa=ID: the tickets of one raffle, from its page's 'Ver mis tickets'.
  const [params, setParams] = useSearchParams();
  const raffleId = params.get('rifa') ?? undefined;
  const tickets = useMyTickets(page, filter, raffleId);
  // The answer re-renders this synchronously (the query's store); the list is rendered after, as a
  // transition React splits into short tasks (issue 14: Total Blocking Time).
  const list = useDeferredValue(tickets.data);

  let body;
  if (tickets.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t.loadError}
        data-testid="tickets-error"
        action={<Button onClick={() => void tickets.refetch()}>{t.retry}</Button>}
      />
    );
  else if (!list) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (list.count === 0)
    body = (
      <Empty description={t.empty} data-testid="tickets-empty">
        <ButtonLink type="primary" to="/app/timeline">
          {t.toTimeline}
        </ButtonLink>
      </Empty>
    );
  else
    body = (
      <>
        <ul className="rifa-tickets__list" data-testid="tickets">
          {list.data.map((ticket) => (
            <TicketItem key={ticket.id} ticket={ticket} />
          ))}
        </ul>
        <PagePager
          align="center"
          page={page}
          pageSize={TICKETS_PAGE_SIZE}
          total={list.count}
          onChange={setPage}
        />
      </>
    );

  return (
    <div className="rifa-tickets">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t.subtitle}
      </Typography.Paragraph>
      <Radio.Group
        aria-label={t.filterLabel}
        optionType="button"
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value as Filter);
          setPage(0);
        }}
        options={FILTERS.map((value) => ({ value, label: t.filters[value] }))}
        className="rifa-status-filter"
      />
      {raffleId ? (
        <Alert
          type="info"
          data-testid="tickets-raffle-filter"
          title={t.oneRaffle(list?.data[0]?.raffle.title)}
          action={
            <Button
              size="small"
              onClick={() => {
                setParams({});
                setPage(0);
              }}
            >
              {t.allRaffles}
            </Button>
          }
        />
      ) : null}
      {body}
    </div>
  );
}

function TicketItem({ ticket }: { ticket: TicketWithRaffle }) {
  const t = es.tickets;
  const { message } = App.useApp();
  const cancel = useCancelMyTicket();
  const numbers = ticket.numbers
    .map((n) => formatTicketNumber(n, ticket.raffle.total_tickets))
    .join(', ');
  const toPay = awaitsPayment(ticket);
  return (
    <li className="rifa-my-ticket" data-testid="ticket" data-status={ticket.status}>
      <div className="rifa-my-ticket__head">
        <Link to={`/app/raffle/${ticket.raffle_id}`} className="rifa-my-ticket__title">
          {ticket.raffle.title}
        </Link>
        <span>
          {ticketOutcome(ticket) === 'won' ? (
            <Tag color="gold" data-testid="ticket-winner">
              {t.winner}
            </Tag>
          ) : null}
          {canRateOrganiser(ticket) ? (
            <Tag color="purple" aria-label={t.rateHintLabel} data-testid="ticket-rate-hint">
              {t.rateHint}
            </Tag>
          ) : null}
          {ticket.status === 'pending' && ticket.payment_status ? (
            <Tag
              color={ticket.payment_status === 'rejected' ? 'red' : 'blue'}
              data-testid="ticket-payment-status"
            >
              {t.paymentStatuses[ticket.payment_status]}
            </Tag>
          ) : null}
          <Tag color={ticketStatusColor(ticket.status)} data-testid="ticket-status">
            {ticketStatusLabel(ticket.status)}
          </Tag>
        </span>
      </div>
      {ticket.status === 'pending' && ticket.expires_at ? (
        <HoldLeft expiresAt={ticket.expires_at} />
      ) : null}
      <div>
        <Typography.Text type="secondary">{t.numbers}: </Typography.Text>
        <span className="rifa-my-ticket__numbers" data-testid="ticket-numbers">
          {numbers}
        </span>
      </div>
      <div className="rifa-my-ticket__foot">
        <span>
          <Typography.Text type="secondary">{t.total}: </Typography.Text>
          <Typography.Text strong>{formatMoney(ticket.price)}</Typography.Text>
          <Typography.Text type="secondary">
            {' · '}
            {t.purchased(formatDateTime(ticket.purchase_date))}
          </Typography.Text>
        </span>
        <span className="rifa-my-ticket__actions">
          <ButtonLink
            size="small"
            type={toPay ? 'primary' : 'default'}
            to={ticketPath(ticket.id)}
            data-testid="ticket-open"
          >
            {toPay ? t.open : t.openPaid}
          </ButtonLink>
          {/* Under review, or money already received (an abono): only the organiser cancels it. */}
          {ticket.status === 'pending' &&
          ticket.payment_status !== 'pending' &&
          !ticket.has_verified_payment ? (
            <Popconfirm
              title={t.cancelConfirm}
              okText={t.cancelOk}
              cancelText={t.back}
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                cancel.mutate(ticket.id, {
                  onSuccess: () => void message.success(t.cancelled),
                  onError: (error) => void message.error(errorMessage(error, es.errors.unexpected)),
                })
              }
            >
              <Button size="small" danger loading={cancel.isPending}>
                {t.cancel}
              </Button>
            </Popconfirm>
          ) : null}
        </span>
      </div>
    </li>
  );
}

/** 'Vence en 3 h 05 min' on a held ticket, re-read each second; 'Reserva vencida' at zero. */
function HoldLeft({ expiresAt }: { expiresAt: string }) {
  const t = es.tickets;
  const left = holdTimeLeft(expiresAt, useNow(true));
  return (
    <Typography.Text
      type={left.ended ? 'danger' : 'warning'}
      data-testid="ticket-hold"
      aria-label={left.ended ? t.holdEnded : es.ticketPage.hold.spoken(left.spoken)}
    >
      {left.ended ? t.holdEnded : t.expiresIn(left.short)}
    </Typography.Text>
  );
}
