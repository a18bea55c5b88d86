import { useState } from 'react';
import { App, Button, Empty, Radio, Skeleton, Space, Tag, Typography } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { PagePager } from '../../../components/PagePager';
import { errorMessage } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { es } from '../../../locales/es';
import { REPORTS_PAGE_SIZE, type RaffleReport, type ReportStatusFilter } from '../admin';
import { useActOnReport, useReports, type ReportAction } from '../api/reports';
import { LoadFailure } from './LoadFailure';
import { ReasonModal } from '../../../components/ReasonModal';

const FILTERS: ReportStatusFilter[] = ['open', 'actioned', 'dismissed', 'all'];

/** Denuncias: the raffles users reported, to open, take down (with a reason) or dismiss. */
export function ReportsPanel() {
  const t = es.admin.reports;
  const [status, setStatus] = useState<ReportStatusFilter>('open');
  const [page, setPage] = useState(0);
  const reports = useReports(status, page);
  const act = useActOnReport();
  const [takingDown, setTakingDown] = useState<RaffleReport | null>(null);
  const { message } = App.useApp();

  const run = (action: ReportAction, done: string) =>
    act.mutate(action, {
      onSuccess: () => void message.success(done),
      onError: (error) => void message.error(errorMessage(error, es.admin.loadError)),
    });

  let list;
  if (reports.isPending) list = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (reports.isError)
    list = <LoadFailure error={reports.error} onRetry={() => void reports.refetch()} />;
  else if (reports.data.count === 0) list = <Empty description={t.empty} />;
  else
    list = (
      <>
        <ul className="rifa-admin__list rifa-admin-reports" data-testid="admin-reports">
          {reports.data.data.map((report) => (
            <li key={report.id} className="rifa-admin-user" data-testid="admin-report">
              <div className="rifa-admin-user__head">
                <strong>{report.raffle.title}</strong>
                <Tag color={report.status === 'open' ? 'orange' : 'default'}>
                  {t.statusTags[report.status]}
                </Tag>
                {report.raffle.is_blocked && report.status !== 'actioned' ? (
                  <Tag color="red">{t.blocked}</Tag>
                ) : null}
              </div>
              <Typography.Paragraph className="rifa-admin-report__reason">
                {report.reason}
              </Typography.Paragraph>
              <Typography.Text type="secondary" className="rifa-admin-user__line">
                {t.by(report.reporter.name, formatDateTime(report.created_at))}
              </Typography.Text>
              <Space wrap size={8}>
                <ButtonLink size="small" to={`/app/raffle/${report.raffle.id}`}>
                  {t.openRaffle}
                </ButtonLink>
                {report.status === 'open' && !report.raffle.taken_down ? (
                  <Button size="small" danger onClick={() => setTakingDown(report)}>
                    {t.takeDown}
                  </Button>
                ) : null}
                {report.status === 'open' ? (
                  <Button
                    size="small"
                    onClick={() => run({ kind: 'dismiss', reportId: report.id }, t.done.dismissed)}
                  >
                    {t.dismiss}
                  </Button>
                ) : null}
                {report.raffle.taken_down ? (
                  <Button
                    size="small"
                    onClick={() =>
                      run({ kind: 'restore', raffleId: report.raffle.id }, t.done.restored)
                    }
                  >
                    {t.restore}
                  </Button>
                ) : null}
              </Space>
            </li>
          ))}
        </ul>
        <PagePager
          page={page}
          pageSize={REPORTS_PAGE_SIZE}
          total={reports.data.count}
          onChange={setPage}
          align="center"
        />
      </>
    );

  return (
    <div className="rifa-admin__panel">
      <div className="rifa-admin__toolbar">
        <Radio.Group
          aria-label={t.filterLabel}
          optionType="button"
          buttonStyle="solid"
          className="rifa-status-filter"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ReportStatusFilter);
            setPage(0);
          }}
          options={FILTERS.map((value) => ({ value, label: t.statuses[value] }))}
        />
      </div>
      {list}
      <ReasonModal
        open={takingDown !== null}
        title={takingDown ? t.takeDownTitle(takingDown.raffle.title) : ''}
        text={t.takeDownText}
        okText={t.takeDownOk}
        busy={act.isPending}
        error={act.error}
        onClose={() => {
          setTakingDown(null);
          act.reset();
        }}
        onSubmit={(reason) => {
          if (!takingDown) return;
          act.mutate(
            { kind: 'take-down', raffleId: takingDown.raffle.id, reason },
            {
              onSuccess: () => {
                setTakingDown(null);
                void message.success(t.done.takenDown);
              },
            },
          );
        }}
      />
    </div>
  );
}
