import { useState } from 'react';
import { Alert, App, Button, Empty, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { PagePager } from '../../../components/PagePager';
import { errorMessage } from '../../../lib/form-errors';
import { formatDateTime, formatMoney } from '../../../lib/format';
import type { Raffle } from '../../../lib/raffle';
import { ticketStatusColor, ticketStatusLabel } from '../../tickets';
import { RefundOwed } from '../../payments';
import { type Ticket } from '../../../lib/ticket';
import { es } from '../../../locales/es';
import {
  RAFFLE_TICKETS_PAGE_SIZE,
  useRaffleTickets,
  useReinstateTicket,
  useSetTicketStatus,
} from '../api/raffle-queries';
import { formatNumberList } from '../number-selection';
import { WhatsAppButton } from '../../../components/WhatsAppButton';
import { holdEndingLink, paymentVerifiedLink, winnerLink } from '../../../lib/whatsapp-messages';

/**
 * The message the creator may send a buyer now: to the winner, the result; to a paid ticket,
 * the receipt; to a hold, its end.
 */
function buyerMessage(
  ticket: Ticket,
  raffle: Raffle,
): { href: string | null; label: string } | null {
  const w = es.whatsapp;
  if (
    ticket.status === 'paid' &&
    raffle.winner_number !== null &&
    ticket.numbers.includes(raffle.winner_number)
  )
    return { href: winnerLink(ticket, raffle), label: w.notifyWinner };
  if (ticket.status === 'paid')
    return { href: paymentVerifiedLink(ticket, raffle), label: w.notifyVerified };
  if (ticket.status === 'pending' && ticket.expires_at)
    return { href: holdEndingLink(ticket, raffle), label: w.remindHold };
  return null;
}

/** The creator's WhatsApp link to a buyer, when there is a message to send and a phone. */
function BuyerWhatsApp({ ticket, raffle }: { ticket: Ticket; raffle: Raffle }) {
  const message = buyerMessage(ticket, raffle);
  if (!message) return null;
  return (
    <WhatsAppButton size="small" href={message.href} data-testid="ticket-whatsapp">
      {message.label}
    </WhatsAppButton>
  );
}

/** The tickets sold in an own raffle, with the buyers' contact data; mark paid or cancel. */
export function RaffleTicketsPanel({ raffle }: { raffle: Raffle }) {
  const t = es.tickets;
  const { message } = App.useApp();
  const [page, setPage] = useState(0);
  const tickets = useRaffleTickets(raffle.id, page);
  const setStatus = useSetTicketStatus();
  const reinstate = useReinstateTicket();
  // Ticket statuses no longer change once the raffle is completed or cancelled.
  const editable = raffle.status === 'active' || raffle.status === 'waiting';
  // A ticket whose hold expired comes back only while the raffle still sells (the server decides).
  const sells = editable && raffle.sales_closed_at === null;

  const takeBack = (ticket: Ticket) =>
    reinstate.mutate(ticket.id, {
      onSuccess: () => void message.success(t.reinstated),
      onError: (error) => void message.error(errorMessage(error, es.errors.unexpected)),
    });

  const change = (ticket: Ticket, status: 'paid' | 'cancelled') =>
    setStatus.mutate(
      { id: ticket.id, status },
      {
        onSuccess: () => void message.success(status === 'paid' ? t.markedPaid : t.cancelled),
        onError: (error) => void message.error(errorMessage(error, es.errors.unexpected)),
      },
    );

  if (tickets.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (tickets.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t.loadError}
        action={<Button onClick={() => void tickets.refetch()}>{t.retry}</Button>}
      />
    );
  if (tickets.data.count === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={es.myRaffles.ticketsEmpty} />;

  const busy = (ticket: Ticket, status: 'paid' | 'cancelled') =>
    setStatus.isPending &&
    setStatus.variables?.id === ticket.id &&
    setStatus.variables.status === status;
  // Plain list markup: antd List/Space wrappers would nest every button much deeper.
  return (
    <div className="rifa-sold-tickets">
      <ul className="rifa-sold-tickets__list" data-testid="raffle-tickets">
        {tickets.data.data.map((ticket) => (
          <li
            key={ticket.id}
            className="rifa-sold-ticket"
            data-testid="raffle-ticket"
            data-status={ticket.status}
          >
            <div className="rifa-sold-ticket__head">
              <Typography.Text strong>{ticket.buyer_name || t.unknown}</Typography.Text>
              <Tag color={ticketStatusColor(ticket.status)}>{ticketStatusLabel(ticket.status)}</Tag>
              {ticket.sold_by ? <Tag>{t.counterSale}</Tag> : null}
              {ticket.status === 'cancelled' && ticket.expired_at ? <Tag>{t.holdEnded}</Tag> : null}
            </div>
            <Typography.Text type="secondary">
              {t.email}: {ticket.buyer_email || t.unknown} · {t.phone}:{' '}
              {ticket.buyer_phone || t.unknown}
            </Typography.Text>
            <span className="rifa-list-item__numbers">
              {t.numbers}: {formatNumberList(ticket.numbers, raffle.total_tickets)}
            </span>
            <Typography.Text>
              {t.total}: {formatMoney(ticket.price)} ·{' '}
              <Typography.Text type="secondary">
                {t.purchased(formatDateTime(ticket.purchase_date))}
              </Typography.Text>
            </Typography.Text>
            {/* Cancelled after money was verified (an abono): what she owes the buyer back. */}
            <RefundOwed
              ticketId={ticket.id}
              enabled={ticket.status === 'cancelled' && ticket.has_verified_payment === true}
            />
            <div className="rifa-sold-ticket__actions">
              <BuyerWhatsApp ticket={ticket} raffle={raffle} />
              {sells && ticket.status === 'cancelled' && ticket.expired_at ? (
                <Popconfirm
                  title={t.reinstateConfirm(ticket.buyer_name || t.unknown)}
                  description={t.reinstateDetail(
                    formatNumberList(ticket.numbers, raffle.total_tickets),
                  )}
                  okText={t.reinstateOk}
                  cancelText={t.back}
                  onConfirm={() => takeBack(ticket)}
                >
                  <Button
                    size="small"
                    type="primary"
                    loading={reinstate.isPending && reinstate.variables === ticket.id}
                    data-testid="reinstate-ticket"
                  >
                    {t.reinstate}
                  </Button>
                </Popconfirm>
              ) : null}
              {editable && ticket.status !== 'cancelled' ? (
                <>
                  {ticket.status === 'pending' ? (
                    <Popconfirm
                      title={t.markPaidConfirm(ticket.buyer_name || t.unknown)}
                      description={t.markPaidDetail(
                        formatMoney(ticket.price),
                        formatNumberList(ticket.numbers, raffle.total_tickets),
                      )}
                      okText={t.markPaidOk}
                      cancelText={t.back}
                      onConfirm={() => change(ticket, 'paid')}
                    >
                      <Button size="small" type="primary" loading={busy(ticket, 'paid')}>
                        {t.markPaid}
                      </Button>
                    </Popconfirm>
                  ) : null}
                  <Popconfirm
                    title={
                      ticket.status === 'paid'
                        ? t.cancelPaidConfirm
                        : ticket.has_verified_payment
                          ? t.cancelPartPaidConfirm
                          : t.cancelConfirm
                    }
                    description={
                      ticket.status === 'paid'
                        ? t.cancelPaidDetail(
                            formatMoney(ticket.price),
                            formatNumberList(ticket.numbers, raffle.total_tickets),
                          )
                        : ticket.has_verified_payment
                          ? t.cancelPartPaidDetail(
                              formatNumberList(ticket.numbers, raffle.total_tickets),
                            )
                          : undefined
                    }
                    okText={
                      ticket.status === 'paid' || ticket.has_verified_payment
                        ? t.cancelPaidOk
                        : t.cancelOk
                    }
                    cancelText={t.back}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => change(ticket, 'cancelled')}
                  >
                    <Button size="small" danger loading={busy(ticket, 'cancelled')}>
                      {t.cancel}
                    </Button>
                  </Popconfirm>
                </>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <PagePager
        size="small"
        page={page}
        pageSize={RAFFLE_TICKETS_PAGE_SIZE}
        total={tickets.data.count}
        onChange={setPage}
      />
    </div>
  );
}
