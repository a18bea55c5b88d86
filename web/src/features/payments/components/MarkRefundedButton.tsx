import { App, Button, Popconfirm } from 'antd';
import { errorMessage } from '../../../lib/form-errors';
import { es } from '../../../locales/es';
import { useRecordRefund } from '../api/ticket-payment';

/**
 * 'Marcar devuelto' for a ticket's money to return (`amount`, as the organiser reads it), with its
 * confirmation: records it (`POST /tickets/{id}/refund`) and says how it went.
 */
export function MarkRefundedButton({ ticketId, amount }: { ticketId: string; amount: string }) {
  const { message } = App.useApp();
  const record = useRecordRefund(ticketId);
  const r = es.refunds;
  const mark = () =>
    void record.mutateAsync().then(
      () => void message.success(r.marked),
      (error: unknown) => void message.error(errorMessage(error, r.markError)),
    );
  return (
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
  );
}
