import { useState } from 'react';
import { App, Button, Checkbox, Empty, Input, Modal, Skeleton, Tag, Typography } from 'antd';
import { PagePager } from '../../../components/PagePager';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { es } from '../../../locales/es';
import { USERS_PAGE_SIZE, type AdminUser } from '../admin';
import { useSetSuspension, useUsers } from '../api/users';
import { LoadFailure } from './LoadFailure';
import { ReasonModal } from '../../../components/ReasonModal';

/** Usuarios: look a user up by name, e-mail, phone or cédula; suspend or reinstate them. */
export function UsersPanel() {
  const t = es.admin.users;
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [suspendedOnly, setSuspendedOnly] = useState(false);
  const [page, setPage] = useState(0);
  const users = useUsers(q, suspendedOnly, page);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const change = useSetSuspension();
  const { message } = App.useApp();

  const reinstate = (user: AdminUser) => {
    Modal.confirm({
      title: t.reinstateTitle(user.name),
      content: t.reinstateText,
      okText: t.reinstateOk,
      cancelText: es.admin.cancel,
      onOk: () =>
        change.mutateAsync({ id: user.id, reason: null }).then(
          () => void message.success(t.done.reinstated),
          (error: unknown) => void message.error(errorMessage(error, es.admin.loadError)),
        ),
    });
  };

  let list;
  if (users.isPending) list = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (users.isError)
    list = <LoadFailure error={users.error} onRetry={() => void users.refetch()} />;
  else if (users.data.count === 0) list = <Empty description={t.empty} />;
  else
    list = (
      <>
        <ul className="rifa-admin__list rifa-admin-users" data-testid="admin-users">
          {users.data.data.map((user) => (
            <li key={user.id} className="rifa-admin-user" data-testid="admin-user">
              <div className="rifa-admin-user__head">
                <strong>{user.name || user.email}</strong>
                {user.suspended_at ? <Tag color="red">{t.suspended}</Tag> : null}
                {user.is_super_admin ? <Tag color="purple">{t.superAdmin}</Tag> : null}
                {user.type === 'business' ? <Tag color="blue">{t.business}</Tag> : null}
              </div>
              <Typography.Text type="secondary" className="rifa-admin-user__line">
                {[user.email, user.phone].filter(Boolean).join(' · ')}
              </Typography.Text>
              {user.id_numbers.length > 0 ? (
                <Typography.Text type="secondary" className="rifa-admin-user__line">
                  {t.idNumbers(user.id_numbers.join(', '))}
                </Typography.Text>
              ) : null}
              <Typography.Text type="secondary" className="rifa-admin-user__line">
                {t.raffles(user.raffles, user.open_raffles)} ·{' '}
                {t.since(formatDate(user.created_at))}
              </Typography.Text>
              {user.suspension_reason ? (
                <Typography.Text className="rifa-admin-user__line">
                  {t.reason(user.suspension_reason)}
                </Typography.Text>
              ) : null}
              {user.is_super_admin ? null : user.suspended_at ? (
                <Button size="small" onClick={() => reinstate(user)}>
                  {t.reinstate}
                </Button>
              ) : (
                <Button size="small" danger onClick={() => setSuspending(user)}>
                  {t.suspend}
                </Button>
              )}
            </li>
          ))}
        </ul>
        <PagePager
          page={page}
          pageSize={USERS_PAGE_SIZE}
          total={users.data.count}
          onChange={setPage}
          align="center"
        />
      </>
    );

  return (
    <div className="rifa-admin__panel">
      <div className="rifa-admin__toolbar rifa-admin-users__toolbar">
        <Input.Search
          aria-label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          enterButton={t.search}
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => {
            setQ(value.trim());
            setPage(0);
          }}
        />
        <Checkbox
          checked={suspendedOnly}
          onChange={(event) => {
            setSuspendedOnly(event.target.checked);
            setPage(0);
          }}
        >
          {t.onlySuspended}
        </Checkbox>
      </div>
      {list}
      <ReasonModal
        open={suspending !== null}
        title={suspending ? t.suspendTitle(suspending.name || suspending.email || '') : ''}
        text={t.suspendText}
        okText={t.suspendOk}
        busy={change.isPending}
        error={change.error}
        onClose={() => {
          setSuspending(null);
          change.reset();
        }}
        onSubmit={(reason) => {
          if (!suspending) return;
          change.mutate(
            { id: suspending.id, reason },
            {
              onSuccess: () => {
                setSuspending(null);
                void message.success(t.done.suspended);
              },
            },
          );
        }}
      />
    </div>
  );
}
