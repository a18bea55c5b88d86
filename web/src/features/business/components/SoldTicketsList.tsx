import type { HTMLAttributes } from 'react';
import { App, Button, Card, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import type { Schemas } from '../../../lib/api/client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/form-errors';
import { useMediaQuery } from '../../../lib/media';
import { es } from '../../../locales/es';
import { useSettleCounterSale } from '../api/counter';
import { useCancelBusinessTicket } from '../api/business-tickets';
import { RefundOwed } from '../../payments';
import {
  canCancelOnline,
  canSettle,
  paymentText,
  sellerText,
  ticketNumbersText,
  type Settler,
} from '../sold-ticket';
import '../business-pages.css';

type BusinessTicket = Schemas['BusinessTicket'];

const t = es.business.cashierTickets;

const STATUS_COLOR: Record<BusinessTicket['status'], string> = {
  pending: 'gold',
  paid: 'green',
  cancelled: 'default',
};

function StatusTag({ ticket }: { ticket: BusinessTicket }) {
  return (
    <Tag color={STATUS_COLOR[ticket.status]} data-testid="sold-ticket-status">
      {es.tickets.statuses[ticket.status]}
    </Tag>
  );
}

function Buyer({ ticket }: { ticket: BusinessTicket }) {
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text>{ticket.buyer_name || t.noBuyer}</Typography.Text>
      {ticket.buyer_phone ? (
        <Typography.Text type="secondary" className="rifa-nowrap">
          {ticket.buyer_phone}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

/** Cancelled after money was verified (an abono online): what the business owes the buyer back. */
function Refund({ ticket }: { ticket: BusinessTicket }) {
  return (
    <RefundOwed
      ticketId={ticket.id}
      enabled={ticket.status === 'cancelled' && ticket.has_verified_payment === true}
    />
  );
}

function ReceiptLink({ ticket }: { ticket: BusinessTicket }) {
  return (
    <a
      href={`/t/${ticket.receipt_code}`}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="sold-ticket-receipt"
    >
      <FileTextOutlined /> {t.receipt}
    </a>
  );
}

/** 'Cobrado' and 'Anular' on a pending counter sale the viewer may settle (its seller or the owner). */
function SettleActions({ ticket, settler }: { ticket: BusinessTicket; settler?: Settler }) {
  const { message } = App.useApp();
  const settle = useSettleCounterSale();
  if (!settler || !canSettle(ticket, settler)) return null;
  const s = es.business.tickets.settle;
  // The promise, not mutate's callbacks: a settled sale may leave the filtered list (this row
  // unmounts) before they would run, and the message must still say it was done.
  const run = (status: 'paid' | 'cancelled') =>
    void settle.mutateAsync({ id: ticket.id, status }).then(
      () => void message.success(status === 'paid' ? s.paidDone : s.cancelledDone),
      (error: unknown) => void message.error(errorMessage(error, s.error)),
    );
  return (
    <Space size={4} wrap>
      <Button
        size="small"
        type="primary"
        loading={settle.isPending && settle.variables?.status === 'paid'}
        disabled={settle.isPending}
        onClick={() => run('paid')}
        data-testid="settle-paid"
      >
        {s.paid}
      </Button>
      <Popconfirm
        title={s.cancelConfirm}
        okText={s.cancel}
        cancelText={s.keep}
        onConfirm={() => run('cancelled')}
      >
        <Button
          size="small"
          danger
          loading={settle.isPending && settle.variables?.status === 'cancelled'}
          disabled={settle.isPending}
          data-testid="settle-cancel"
        >
          {s.cancel}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/**
 * 'Cancelar ticket' on an online ticket (pending or paid) of a raffle still selling, for the owner
 * and the cashiers: the creator's confirmation and rules (a paid or part-paid ticket's money is then
 * to be returned; the server decides, a sealed list answers 409).
 */
function CancelOnline({ ticket }: { ticket: BusinessTicket }) {
  const { message } = App.useApp();
  const cancel = useCancelBusinessTicket();
  if (!canCancelOnline(ticket)) return null;
  const t = es.tickets;
  const numbers = ticketNumbersText(ticket);
  const money = ticket.status === 'paid' || ticket.has_verified_payment === true;
  const title =
    ticket.status === 'paid'
      ? t.cancelPaidConfirm
      : money
        ? t.cancelPartPaidConfirm
        : t.cancelConfirm;
  const description =
    ticket.status === 'paid'
      ? t.cancelPaidDetail(formatMoney(ticket.price), numbers)
      : money
        ? t.cancelPartPaidDetail(numbers)
        : undefined;
  // The promise, not mutate's callbacks: a filtered list may drop this row before they run.
  const run = () =>
    void cancel.mutateAsync(ticket.id).then(
      () => void message.success(t.cancelled),
      (error: unknown) => void message.error(errorMessage(error, es.errors.unexpected)),
    );
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={money ? t.cancelPaidOk : t.cancelOk}
      cancelText={t.back}
      okButtonProps={{ danger: true }}
      onConfirm={run}
    >
      <Button size="small" danger loading={cancel.isPending} data-testid="cancel-online-ticket">
        {t.cancel}
      </Button>
    </Popconfirm>
  );
}

/** Sold tickets: a table on a wide screen, one card each on a phone. */
export function SoldTicketsList({
  tickets,
  loading,
  showSeller = false,
  settler,
  cancelOnline = false,
}: {
  tickets: BusinessTicket[];
  loading?: boolean;
  /** A 'Vendido por' column (every sale of the business; a cashier's own list leaves it out). */
  showSeller?: boolean;
  /** Who is looking: pending counter sales they may settle get 'Cobrado' and 'Anular'. */
  settler?: Settler;
  /** 'Cancelar ticket' on online tickets (the back-office's list of every ticket). */
  cancelOnline?: boolean;
}) {
  const wide = useMediaQuery('(min-width: 768px)');
  if (!wide) {
    return (
      <div className="rifa-business-page__cards">
        {tickets.map((ticket) => (
          <Card key={ticket.id} size="small" style={{ width: '100%' }} data-testid="sold-ticket">
            <Space orientation="vertical" size={6} style={{ width: '100%' }}>
              <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start">
                <Typography.Text strong>{ticket.raffle.title}</Typography.Text>
                <StatusTag ticket={ticket} />
              </Space>
              <Typography.Text data-testid="sold-ticket-numbers">
                {t.columns.numbers}: {ticketNumbersText(ticket)}
              </Typography.Text>
              <Buyer ticket={ticket} />
              {showSeller ? (
                <Typography.Text type="secondary">
                  {t.columns.seller}: {sellerText(ticket)}
                </Typography.Text>
              ) : null}
              <Space wrap size={[12, 4]}>
                <Typography.Text strong>{formatMoney(ticket.price)}</Typography.Text>
                <Typography.Text type="secondary">{paymentText(ticket)}</Typography.Text>
                <Typography.Text type="secondary">
                  {formatDateTime(ticket.purchase_date)}
                </Typography.Text>
              </Space>
              <Refund ticket={ticket} />
              <ReceiptLink ticket={ticket} />
              <SettleActions ticket={ticket} settler={settler} />
              {cancelOnline ? <CancelOnline ticket={ticket} /> : null}
            </Space>
          </Card>
        ))}
      </div>
    );
  }
  return (
    <Table<BusinessTicket>
      loading={loading}
      dataSource={tickets}
      rowKey="id"
      pagination={false}
      // The table takes the page's width (a 1280-px screen beside the menu holds it): the status
      // with its payment, and the date with the receipt, share a cell; the raffle's title is cut
      // with an ellipsis; a long name or list of numbers wraps inside its cell.
      tableLayout="auto"
      onRow={() => ({ 'data-testid': 'sold-ticket' }) as HTMLAttributes<HTMLElement>}
      columns={[
        {
          title: t.columns.raffle,
          key: 'raffle',
          render: (_, ticket) => (
            <span className="rifa-sold-tickets__raffle" title={ticket.raffle.title}>
              {ticket.raffle.title}
            </span>
          ),
        },
        {
          title: t.columns.numbers,
          key: 'numbers',
          render: (_, ticket) => (
            <span data-testid="sold-ticket-numbers">{ticketNumbersText(ticket)}</span>
          ),
        },
        { title: t.columns.buyer, key: 'buyer', render: (_, ticket) => <Buyer ticket={ticket} /> },
        ...(showSeller
          ? [
              {
                title: t.columns.seller,
                key: 'seller',
                render: (_: unknown, ticket: BusinessTicket) => sellerText(ticket),
              },
            ]
          : []),
        {
          title: t.columns.statusPayment,
          key: 'status',
          render: (_, ticket) => (
            <Space orientation="vertical" size={2}>
              <StatusTag ticket={ticket} />
              <Typography.Text type="secondary" className="rifa-nowrap">
                {paymentText(ticket)}
              </Typography.Text>
              <Refund ticket={ticket} />
              <SettleActions ticket={ticket} settler={settler} />
              {cancelOnline ? <CancelOnline ticket={ticket} /> : null}
            </Space>
          ),
        },
        {
          title: t.columns.amount,
          key: 'amount',
          align: 'right',
          render: (_, ticket) => <span className="rifa-nowrap">{formatMoney(ticket.price)}</span>,
        },
        {
          title: t.columns.date,
          key: 'date',
          render: (_, ticket) => (
            <Space orientation="vertical" size={2}>
              <span className="rifa-nowrap">{formatDateTime(ticket.purchase_date)}</span>
              <span className="rifa-nowrap">
                <ReceiptLink ticket={ticket} />
              </span>
            </Space>
          ),
        },
      ]}
    />
  );
}
