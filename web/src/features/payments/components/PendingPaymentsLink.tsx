import { AuditOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink';
import { es } from '../../../locales/es';
import { usePendingPaymentsCount } from '../api/pending-payments';
import { pendingPaymentsPath } from '../payment-paths';

/** 'Pagos por verificar (N)' of one raffle (in Mis Rifas); nothing while none waits. */
export function PendingPaymentsLink({ raffleId }: { raffleId: string }) {
  const count = usePendingPaymentsCount(raffleId);
  if (count === 0) return null;
  return (
    <ButtonLink
      size="small"
      type="primary"
      ghost
      icon={<AuditOutlined />}
      to={pendingPaymentsPath(raffleId)}
      data-testid="raffle-pending-payments"
      style={{ alignSelf: 'flex-start' }}
    >
      {es.pendingPayments.linkFromRaffle(count)}
    </ButtonLink>
  );
}
