import { Button, Card, Popconfirm, Typography } from 'antd';
import { formatTicketNumber } from '../../../lib/format';
import { es } from '../../../locales/es';
import { useRefundsDue, type RefundDue } from '../api/ticket-payment';
import { amountToReturn } from '../refund-text';
import { markRefundedConfirm, useMarkRefunded } from '../mark-refunded';

function DueLine({ due }: { due: RefundDue }) {
  const r = es.refunds;
  const amount = amountToReturn(due.to_return, due.to_return_bs);
  const { mark, pending } = useMarkRefunded(due.ticket.id);
  const numbers = due.ticket.numbers
    .map((n) => formatTicketNumber(n, due.raffle.total_tickets))
    .join(', ');
  return (
    <li className="rifa-refunds-due__item" data-testid="refund-due">
      <div className="rifa-refunds-due__what">
        <Typography.Text strong>{due.ticket.buyer_name || r.noBuyer}</Typography.Text>
        <Typography.Text type="secondary">
          {due.raffle.title} · {r.dueNumbers(numbers)}
        </Typography.Text>
      </div>
      <Typography.Text type="danger" strong data-testid="refund-due-amount">
        {es.ticketParts.toReturn(amount)}
      </Typography.Text>
      <Popconfirm {...markRefundedConfirm(amount)} onConfirm={mark}>
        <Button size="small" loading={pending} data-testid="mark-refunded">
          {r.mark}
        </Button>
      </Popconfirm>
    </li>
  );
}

/**
 * The payments review's short list of money to return (all raffles, or `raffleId`'s): each ticket
 * with what is left and 'Marcar devuelto'. Nothing while there is none.
 */
export function RefundsDueList({ raffleId }: { raffleId: string | null }) {
  const due = useRefundsDue(raffleId, true);
  if (!due.data || due.data.count === 0) return null;
  const r = es.refunds;
  const more = due.data.count - due.data.data.length;
  return (
    <Card size="small" title={r.dueTitle} className="rifa-refunds-due" data-testid="refunds-due">
      <Typography.Paragraph type="secondary">{r.dueIntro}</Typography.Paragraph>
      <ul className="rifa-refunds-due__list">
        {due.data.data.map((item) => (
          <DueLine key={item.ticket.id} due={item} />
        ))}
      </ul>
      {more > 0 ? <Typography.Text type="secondary">{r.dueMore(more)}</Typography.Text> : null}
    </Card>
  );
}
