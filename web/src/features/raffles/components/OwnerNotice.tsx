import { Alert, App, Button, Space } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink';
import { errorMessage } from '../../../lib/form-errors';
import type { Raffle } from '../../../lib/raffle';
import { es } from '../../../locales/es';
import { useCloseRaffleSales } from '../api/raffle-queries';

/** Which of the creator's notices fits the raffle now (sales open, closed, drawn or cancelled). */
function ownerNoticeState(
  raffle: Pick<Raffle, 'status' | 'sales_closed_at'>,
  ended: boolean,
): keyof typeof es.raffleDetail.ownerNotice {
  if (raffle.status === 'completed' || raffle.status === 'cancelled') return raffle.status;
  if (raffle.sales_closed_at !== null || raffle.status === 'waiting' || ended) return 'closed';
  return 'selling';
}

/**
 * On the raffle page, for its creator: what the raffle is now, the way to Mis Rifas, and while it
 * sells 'Cerrar ventas', which seals the list as the end date would, after a confirmation.
 */
export function OwnerNotice({ raffle, ended }: { raffle: Raffle; ended: boolean }) {
  const t = es.raffleDetail;
  const { modal, message } = App.useApp();
  const close = useCloseRaffleSales();
  const state = ownerNoticeState(raffle, ended);
  // Only while selling: once the end date passed or every number sold, the job seals it.
  const canClose = state === 'selling';

  const confirmClose = () =>
    void modal.confirm({
      title: t.closeSales.title,
      content: t.closeSales.text,
      okText: t.closeSales.ok,
      okButtonProps: { danger: true },
      cancelText: t.closeSales.cancel,
      onOk: async () => {
        try {
          await close.mutateAsync(raffle.id);
          void message.success(t.closeSales.done);
        } catch (cause) {
          void message.error(errorMessage(cause, es.errors.unexpected));
        }
      },
    });

  return (
    <Alert
      type="info"
      showIcon
      data-testid="owner-notice"
      data-state={state}
      title={t.ownerNotice[state]}
      description={
        // Below the text, not beside it: two buttons beside it leave a phone's text no room.
        <Space wrap size={8} style={{ marginTop: 4 }}>
          {canClose ? (
            <Button icon={<LockOutlined />} onClick={confirmClose} data-testid="close-sales">
              {t.closeSales.open}
            </Button>
          ) : null}
          <ButtonLink to="/app/my-raffles">{t.manage}</ButtonLink>
          <ButtonLink to={`/app/raffle/${raffle.id}/sellers`} data-testid="raffle-sellers-link">
            {es.sellers.manageLink}
          </ButtonLink>
        </Space>
      }
    />
  );
}
