import { Typography } from 'antd';
import { formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import { useTicketParts } from '../api/ticket-payment';

/**
 * "A devolver Bs 182,50 ($ 5,00)" on the organiser's side of a ticket whose verified money is to be
 * returned (cancelled after an abono, or paid more than its price): the server's balance
 * (`GET /tickets/{id}/payments`), read only for tickets that had money verified. Nothing otherwise.
 */
export function RefundOwed({ ticketId, enabled }: { ticketId: string; enabled: boolean }) {
  const parts = useTicketParts(ticketId, enabled);
  const balance = parts.data?.balance;
  if (!enabled || !balance || balance.overpaid <= 0) return null;
  const t = es.ticketParts;
  const amount =
    balance.overpaid_bs === null
      ? t.toReturn(formatMoney(balance.overpaid))
      : t.toReturnBoth(formatMoney(balance.overpaid_bs, 'VES'), formatMoney(balance.overpaid));
  return (
    <Typography.Text type="danger" strong data-testid="ticket-refund-owed">
      {amount}
    </Typography.Text>
  );
}
