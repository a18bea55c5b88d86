import { useState } from 'react';
import { Empty, Select, Skeleton, Typography } from 'antd';
import { PagePager } from '../../../components/PagePager';
import { formatDateTime } from '../../../lib/format';
import { es } from '../../../locales/es';
import { AUDIT_PAGE_SIZE, type AuditEntity } from '../admin';
import { useAuditLog } from '../api/audit-log';
import { auditAction, auditDetails } from '../audit-details';
import { LoadFailure } from './LoadFailure';

const ENTITIES = Object.keys(es.admin.audit.entities) as AuditEntity[];

/** Auditoría: who approved, rejected or changed what, and when; newest first, by kind. */
export function AuditLogPanel() {
  const t = es.admin.audit;
  const [entity, setEntity] = useState<AuditEntity | null>(null);
  const [page, setPage] = useState(0);
  const log = useAuditLog(entity, page);

  let list;
  if (log.isPending) list = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (log.isError) list = <LoadFailure error={log.error} onRetry={() => void log.refetch()} />;
  else if (log.data.count === 0) list = <Empty description={t.empty} />;
  else
    list = (
      <>
        <ol className="rifa-admin-audit" data-testid="admin-audit">
          {log.data.data.map((entry) => (
            <li key={entry.id} className="rifa-admin-audit__entry" data-testid="admin-audit-entry">
              <div className="rifa-admin-audit__head">
                <strong>{auditAction(entry.action)}</strong>
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
              </div>
              <Typography.Text type="secondary">
                {entry.actor
                  ? `${entry.actor.name}${entry.actor.email ? ` (${entry.actor.email})` : ''}`
                  : t.system}
                {' · '}
                {t.entities[entry.entity as AuditEntity] ?? entry.entity}
              </Typography.Text>
              <ul className="rifa-admin-audit__data">
                {auditDetails(entry.data).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        <PagePager
          page={page}
          pageSize={AUDIT_PAGE_SIZE}
          total={log.data.count}
          onChange={setPage}
          align="center"
        />
      </>
    );

  return (
    <div className="rifa-admin__panel">
      <div className="rifa-admin__toolbar">
        <label className="rifa-admin__select">
          <span>{t.filterLabel}</span>
          <Select<AuditEntity | 'all'>
            aria-label={t.filterLabel}
            value={entity ?? 'all'}
            onChange={(next) => {
              setEntity(next === 'all' ? null : next);
              setPage(0);
            }}
            options={[
              { value: 'all', label: t.all },
              ...ENTITIES.map((value) => ({ value, label: t.entities[value] })),
            ]}
            popupMatchSelectWidth={false}
            className="rifa-admin__entity"
          />
        </label>
      </div>
      {list}
    </div>
  );
}
