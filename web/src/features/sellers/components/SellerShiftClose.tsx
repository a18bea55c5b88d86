import { useState } from 'react';
import { Empty, Input, Skeleton, Space, Typography } from 'antd';
import { LoadFailed } from '../../../components/LoadFailed';
import { dayjs } from '../../../lib/dayjs';
import { closeFileName, dayPeriod } from '../../../lib/shift-close';
import { es } from '../../../locales/es';
import { ShiftCloseCard, ShiftDayCount } from '../../shifts';
import {
  fetchSellerShiftCloseCsv,
  useCloseSellerShift,
  useSellerShift,
  useSellerShiftCloses,
  useSignOffSellerShift,
} from '../api/sellers';
import { saveFile } from '../../../lib/save-file';

const t = es.sellers.shiftClose;

/**
 * A seller's shift close in one raffle (the business counter's close, shared): the day's counter
 * sales by method, what was counted, and the closes; the raffle's creator (`creator`) signs off.
 */
export function SellerShiftClose({
  raffleId,
  sellerId,
  creator,
}: {
  raffleId: string;
  sellerId: string;
  creator: boolean;
}) {
  const [day, setDay] = useState(() => dayjs().format('YYYY-MM-DD'));
  return (
    <div className="rifa-sellers__shift" data-testid="seller-shift">
      <Typography.Text strong>{t.title}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {creator ? t.helpCreator : t.help}
      </Typography.Paragraph>
      <label className="rifa-sellers__shift-day">
        <span>{t.day}</span>
        <Input
          type="date"
          value={day}
          onChange={(event) => event.target.value && setDay(event.target.value)}
          data-testid="seller-shift-day"
        />
      </label>
      <DayTotals key={day} raffleId={raffleId} sellerId={sellerId} day={day} creator={creator} />
      <Closes raffleId={raffleId} sellerId={sellerId} creator={creator} />
    </div>
  );
}

function DayTotals({
  raffleId,
  sellerId,
  day,
  creator,
}: {
  raffleId: string;
  sellerId: string;
  day: string;
  creator: boolean;
}) {
  const { from, to } = dayPeriod(dayjs(day));
  const totals = useSellerShift(raffleId, sellerId, from, to);
  const close = useCloseSellerShift(raffleId, sellerId);
  return (
    <ShiftDayCount
      totals={totals}
      close={close}
      from={from}
      to={to}
      closedText={creator ? t.closedByCreator : t.closed}
    />
  );
}

function Closes({
  raffleId,
  sellerId,
  creator,
}: {
  raffleId: string;
  sellerId: string;
  creator: boolean;
}) {
  const closes = useSellerShiftCloses(raffleId, sellerId);
  const signOff = useSignOffSellerShift(raffleId, sellerId);
  if (closes.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (closes.isError)
    return (
      <LoadFailed title={es.business.shiftClose.loadError} onRetry={() => void closes.refetch()} />
    );
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Typography.Text strong>{t.closesTitle}</Typography.Text>
      {closes.data.data.length === 0 ? (
        <Empty description={t.noCloses} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        closes.data.data.map((close) => (
          <ShiftCloseCard
            key={close.id}
            close={close}
            onSignOff={creator ? () => signOff.mutateAsync(close.id) : undefined}
            onExport={async () =>
              saveFile(
                await fetchSellerShiftCloseCsv(raffleId, sellerId, close.id),
                closeFileName(close),
              )
            }
          />
        ))
      )}
    </Space>
  );
}
