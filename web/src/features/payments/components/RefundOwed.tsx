import { Button, Popconfirm, Space, Typography } from 'antd';
import { formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import { useTicketParts } from '../api/ticket-payment';
import { markRefundedConfirm, useMarkRefunded } from '../mark-refunded';
import { amountToReturn, refundText } from '../refund-text';

/**
 * "A devolver Bs 182,50 ($ 5,00)" on the organiser's side of a ticket whose verified money is to be
 * returned (cancelled after an abono, or paid more than its price), with 'Marcar devuelto' to record
 * that it was returned; then "Devuelto Bs 182,50 ($ 5,00) el 29 nov 2026". The server's balance and
 * refunds (`GET /tickets/{id}/payments`), read only for tickets that had money verified.
 */
export function RefundOwed({ ticketId, enabled }: { ticketId: string; enabled: boolean }) {
  const parts = useTicketParts(ticketId, enabled);
  const { mark, pending } = useMarkRefunded(ticketId);
  const balance = parts.data?.balance;
  const refunds = parts.data?.refunds ?? [];
  if (!enabled || !balance || (balance.overpaid <= 0 && refunds.length === 0)) return null;
  const t = es.ticketParts;
  return (
    <Space wrap size={[8, 4]} data-testid="ticket-refund">
      {refunds.map((refund) => (
        <Typography.Text key={refund.id} strong data-testid="ticket-refunded">
          {refundText(refund)}
        </Typography.Text>
      ))}
      {balance.overpaid > 0 ? (
        <>
          <Typography.Text type="danger" strong data-testid="ticket-refund-owed">
            {balance.overpaid_bs === null
              ? t.toReturn(formatMoney(balance.overpaid))
              : t.toReturnBoth(
                  formatMoney(balance.overpaid_bs, 'VES'),
                  formatMoney(balance.overpaid),
                )}
          </Typography.Text>
          <Popconfirm
            {...markRefundedConfirm(amountToReturn(balance.overpaid, balance.overpaid_bs))}
            onConfirm={mark}
          >
            <Button size="small" loading={pending} data-testid="mark-refunded">
              {es.refunds.mark}
            </Button>
          </Popconfirm>
        </>
      ) : null}
    </Space>
  );
}
