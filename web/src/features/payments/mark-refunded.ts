import { App } from 'antd';
import { errorMessage } from '../../lib/form-errors';
import { es } from '../../locales/es';
import { useRecordRefund } from './api/ticket-payment';

/**
 * 'Marcar devuelto' for a ticket's money to return (the organiser's lists and the payments review):
 * `mark` records it (`POST /tickets/{id}/refund`) and says how it went; `confirm(amount)` is its
 * Popconfirm's texts for `amount` as the organiser reads it. A module of its own (not a component
 * shared by two routes), so the raffle page's chunks stay as they are.
 */
export function useMarkRefunded(ticketId: string) {
  const { message } = App.useApp();
  const record = useRecordRefund(ticketId);
  const r = es.refunds;
  const mark = () =>
    void record.mutateAsync().then(
      () => void message.success(r.marked),
      (error: unknown) => void message.error(errorMessage(error, r.markError)),
    );
  return { mark, pending: record.isPending };
}

export function markRefundedConfirm(amount: string) {
  const r = es.refunds;
  return {
    title: r.markConfirm,
    description: r.markDetail(amount),
    okText: r.markOk,
    cancelText: r.back,
  };
}
