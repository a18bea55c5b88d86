import { Steps } from 'antd';
import type { Ticket } from '../../../lib/ticket';
import { es } from '../../../locales/es';

type StepStatus = 'wait' | 'process' | 'finish' | 'error';

/**
 * Where a ticket stands: Reservado → Pago reportado → Pagado; 'Rechazado' in the middle after a
 * rejection, 'Abonado' once a part is verified and the rest is owed; 'Cancelado' after a cancellation or an expired hold. After the draw (`drawn`) a paid
 * ticket says it took part instead of wishing luck.
 */
export function TicketTimeline({
  ticket,
  drawn = false,
}: {
  ticket: Pick<Ticket, 'status' | 'payment_status'>;
  drawn?: boolean;
}) {
  const t = es.ticketPage;
  let items: { title: string; description?: string; status: StepStatus }[];
  if (ticket.status === 'cancelled') {
    items = [
      { title: t.steps.reserved, status: 'finish' },
      { title: t.steps.cancelled, description: t.stepText.cancelled, status: 'error' },
    ];
  } else if (ticket.status === 'paid') {
    items = [
      { title: t.steps.reserved, status: 'finish' },
      { title: t.steps.reported, status: 'finish' },
      {
        title: t.steps.paid,
        description: drawn ? es.ticketResult.paidStep : t.stepText.paid,
        status: 'finish',
      },
    ];
  } else if (ticket.payment_status === 'rejected') {
    items = [
      { title: t.steps.reserved, status: 'finish' },
      { title: t.steps.rejected, description: t.stepText.rejected, status: 'error' },
      { title: t.steps.paid, status: 'wait' },
    ];
  } else if (ticket.payment_status === 'verified') {
    // Pending with its last report verified: paid in part (an abono), the rest still owed.
    items = [
      { title: t.steps.reserved, status: 'finish' },
      { title: es.ticketParts.step, description: es.ticketParts.stepText, status: 'process' },
      { title: t.steps.paid, status: 'wait' },
    ];
  } else if (ticket.payment_status === 'pending') {
    items = [
      { title: t.steps.reserved, status: 'finish' },
      { title: t.steps.reported, description: t.stepText.reported, status: 'process' },
      { title: t.steps.paid, status: 'wait' },
    ];
  } else {
    items = [
      { title: t.steps.reserved, description: t.stepText.reserved, status: 'process' },
      { title: t.steps.reported, status: 'wait' },
      { title: t.steps.paid, status: 'wait' },
    ];
  }
  const open = items.findIndex((item) => item.status === 'process' || item.status === 'error');
  const current = open >= 0 ? open : items.length - 1;
  return (
    <div data-testid="ticket-timeline" data-step={items[current]?.title}>
      <Steps
        size="small"
        orientation="vertical"
        responsive={false}
        current={current}
        aria-label={t.statusLabel}
        items={items.map((item) => ({
          title: item.title,
          content: item.description,
          status: item.status,
        }))}
      />
    </div>
  );
}
