import { App, Skeleton } from 'antd';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from '../../../components/LoadFailed';
import { errorMessage } from '../../../lib/form-errors';
import type { ShiftCloseCreate, ShiftTotals } from '../../../lib/shift-close';
import { es } from '../../../locales/es';
import { ShiftCountForm } from './ShiftCountForm';

const t = es.business.shiftClose;

/**
 * One period's totals and the form that closes it, for any shift (a cashier's, the owner's own
 * sales, a raffle seller's): `totals` and `close` are that shift's query and mutation for the
 * period [`from`, `to`); `closedText` is what the person is told once it is closed.
 */
export function ShiftDayCount({
  totals,
  close,
  from,
  to,
  closedText,
}: {
  totals: UseQueryResult<ShiftTotals, Error>;
  close: UseMutationResult<unknown, Error, ShiftCloseCreate>;
  from: string;
  to: string;
  closedText: string;
}) {
  const { message } = App.useApp();
  if (totals.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (totals.isError)
    return (
      <LoadFailed
        title={t.loadError}
        description={totals.error.message}
        onRetry={() => void totals.refetch()}
      />
    );
  return (
    <ShiftCountForm
      totals={totals.data}
      closing={close.isPending}
      onClose={async (counted) => {
        try {
          await close.mutateAsync({ from, to, counted });
          void message.success(closedText);
          return true;
        } catch (error) {
          void message.error(errorMessage(error, t.closeError));
          return false;
        }
      }}
    />
  );
}
