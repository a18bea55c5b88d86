import { App, Button, Popconfirm, Space, Typography } from 'antd';
import { errorMessage } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import { useRecordRefund, useTicketParts } from '../api/ticket-payment';
import { refundText } from '../refund-text';

/**
 * "A devolver Bs 182,50 ($ 5,00)" on the organiser's side of a ticket whose verified money is to be
 * returned (cancelled after an abono, or paid more than its price), with 'Marcar devuelto' to record
 * that it was returned; then "Devuelto Bs 182,50 ($ 5,00) el 29 nov 2026". The server's balance and
 * refunds (`GET /tickets/{id}/payments`), read only for tickets that had money verified.
 */
export function RefundOwed({ ticketId, enabled }: { ticketId: string; enabled: boolean }) {
  const { message } = App.useApp();
  const parts = useTicketParts(ticketId, enabled);
  const record = useRecordRefund(ticketId);
  const balance = parts.data?.balance;
  const refunds = parts.data?.refunds ?? [];
  if (!enabled || !balance || (balance.overpaid <= 0 && refunds.length === 0)) return null;
  const t = es.ticketParts;
  const r = es.refunds;
  const amount =
    balance.overpaid_bs === null
      ? formatMoney(balance.overpaid)
      : `${formatMoney(balance.overpaid_bs, 'VES')} (${formatMoney(balance.overpaid)})`;
  const mark = () =>
    void record.mutateAsync().then(
      () => void message.success(r.marked),
      (error: unknown) => void message.error(errorMessage(error, r.markError)),
    );
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
            title={r.markConfirm}
            description={r.markDetail(amount)}
            okText={r.markOk}
            cancelText={r.back}
            onConfirm={mark}
          >
            <Button size="small" loading={record.isPending} data-testid="mark-refunded">
              {r.mark}
            </Button>
          </Popconfirm>
        </>
      ) : null}
    </Space>
  );
}
