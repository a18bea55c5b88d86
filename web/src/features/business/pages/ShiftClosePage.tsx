import { useState } from 'react';
import { DatePicker, Empty, Select, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageTitle } from '../../../components/PageTitle';
import { useAuth } from '../../../lib/auth-context';
import { dayjs } from '../../../lib/dayjs';
import { closeFileName, dayPeriod } from '../../../lib/shift-close';
import { es } from '../../../locales/es';
import { ShiftCloseCard, ShiftDayCount } from '../../shifts';
import { useBusinessMe } from '../api/business-me';
import { cashiersQuery } from '../api/cashiers';
import {
  fetchShiftCloseCsv,
  useCloseShift,
  useShiftCloses,
  useShiftTotals,
  useSignOffShiftClose,
} from '../api/counter';
import { saveFile } from '../../../lib/save-file';
import '../business-sales.css';

const t = es.business.shiftClose;

/**
 * /business/shift-close (owner and cashiers): a cashier's — or the owner's own — counter sales of
 * a day by method, collected and owed, what was counted of each, the close with its differences,
 * and the closes the owner signs off (with their CSV). The owner's close of her own sales is
 * signed off as it is made.
 */
export default function ShiftClosePage() {
  const { user } = useAuth();
  const me = useBusinessMe();
  const owner = me.data?.role === 'business';
  const cashiers = useQuery({ ...cashiersQuery(), enabled: owner });
  const [picked, setPicked] = useState<string | null>(null);
  const [day, setDay] = useState(() => dayjs());
  const people = owner
    ? [
        ...(cashiers.data?.data ?? []).map((c) => ({ value: c.id, label: c.name })),
        ...(user
          ? [
              {
                value: user.id,
                label: t.ownerSelf(me.data?.business?.name ?? es.business.roles.business),
              },
            ]
          : []),
      ]
    : [];
  const sellerId = owner
    ? (picked ?? (cashiers.data ? (people[0]?.value ?? null) : null))
    : (user?.id ?? null);

  return (
    <section className="rifa-page rifa-biz-page">
      <title>{`${t.title} · ${es.app.name}`}</title>
      <div>
        <PageTitle>{t.title}</PageTitle>
        <Typography.Paragraph type="secondary" className="rifa-biz-page__subtitle">
          {t.subtitle}
        </Typography.Paragraph>
      </div>
      <div className="rifa-biz-filters">
        {owner ? (
          <Select
            aria-label={t.cashier}
            placeholder={t.cashier}
            value={sellerId ?? undefined}
            onChange={(id: string) => setPicked(id)}
            loading={cashiers.isPending}
            options={people}
            data-testid="shift-cashier"
          />
        ) : null}
        <DatePicker
          aria-label={t.day}
          value={day}
          format="DD/MM/YYYY"
          allowClear={false}
          onChange={(value) => value && setDay(value)}
          data-testid="shift-day"
        />
      </div>
      {sellerId ? (
        <ShiftForm
          key={`${sellerId}-${day.format('YYYY-MM-DD')}`}
          sellerId={sellerId}
          ownSales={owner && sellerId === user?.id}
          day={day}
        />
      ) : owner && cashiers.data ? (
        <Empty description={t.noCashiers} />
      ) : null}
      <ClosesList owner={owner} />
    </section>
  );
}

function ShiftForm({
  sellerId,
  ownSales,
  day,
}: {
  sellerId: string;
  ownSales: boolean;
  day: ReturnType<typeof dayjs>;
}) {
  const { from, to } = dayPeriod(day);
  const totals = useShiftTotals(sellerId, from, to);
  const close = useCloseShift(sellerId);
  return (
    <ShiftDayCount
      totals={totals}
      close={close}
      from={from}
      to={to}
      closedText={ownSales ? t.ownerClosed : t.closed}
    />
  );
}

function ClosesList({ owner }: { owner: boolean }) {
  const closes = useShiftCloses(0);
  const signOff = useSignOffShiftClose();
  if (closes.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (closes.isError)
    return <LoadFailed title={t.loadError} onRetry={() => void closes.refetch()} />;
  return (
    <div className="rifa-stack">
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {t.closesTitle}
      </Typography.Title>
      {closes.data.data.length === 0 ? (
        <Empty description={t.noCloses} />
      ) : (
        closes.data.data.map((close) => (
          <ShiftCloseCard
            key={close.id}
            close={close}
            onSignOff={owner ? () => signOff.mutateAsync(close.id) : undefined}
            onExport={async () =>
              saveFile(await fetchShiftCloseCsv(close.id), closeFileName(close))
            }
          />
        ))
      )}
    </div>
  );
}
