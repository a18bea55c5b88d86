import { useState } from 'react';
import { App, Button, Card, Empty, Skeleton, Switch, Tag, Typography } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../lib/form-errors';
import { es } from '../../../locales/es';
import type { PaymentConfig, PaymentConfigCreate } from '../admin';
import {
  useCreatePaymentConfig,
  usePaymentConfigs,
  useUpdatePaymentConfig,
} from '../api/payment-config';
import { LoadFailure } from './LoadFailure';
import { PaymentAccountModal } from './PaymentAccountModal';
import { PlatformRateCard } from './PlatformRateCard';

/** Cuentas de pago: the platform's rate and the accounts users pay their subscriptions to. */
export function PaymentAccountsPanel() {
  const t = es.admin.accounts;
  const { message } = App.useApp();
  const configs = usePaymentConfigs();
  const create = useCreatePaymentConfig();
  const update = useUpdatePaymentConfig();
  // undefined: closed; null: a new account; else the account edited.
  const [editing, setEditing] = useState<PaymentConfig | null | undefined>(undefined);
  const saving = editing ? update : create;

  const open = (account: PaymentConfig | null) => {
    create.reset();
    update.reset();
    setEditing(account);
  };
  const save = (body: PaymentConfigCreate) => {
    const done = {
      onSuccess: () => {
        setEditing(undefined);
        void message.success(t.saved);
      },
    };
    if (editing) update.mutate({ id: editing.id, changes: body }, done);
    else create.mutate(body, done);
  };

  let list;
  if (configs.isPending) list = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (configs.isError)
    list = <LoadFailure error={configs.error} onRetry={() => void configs.refetch()} />;
  else if (configs.data.data.length === 0) list = <Empty description={t.empty} />;
  else
    list = (
      <ul className="rifa-admin-accounts" data-testid="admin-accounts">
        {configs.data.data.map((account) => (
          <AccountItem key={account.id} account={account} onEdit={() => open(account)} />
        ))}
      </ul>
    );

  return (
    <div className="rifa-admin__panel">
      <PlatformRateCard />
      <Card
        title={<h2 className="rifa-admin__card-title">{t.title}</h2>}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)}>
            {t.add}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
        {list}
      </Card>
      <PaymentAccountModal
        key={editing?.id ?? 'new'}
        open={editing !== undefined}
        account={editing ?? null}
        busy={saving.isPending}
        error={saving.error}
        onSave={save}
        onClose={() => setEditing(undefined)}
      />
    </div>
  );
}

function AccountItem({ account, onEdit }: { account: PaymentConfig; onEdit: () => void }) {
  const t = es.admin.accounts;
  const { message } = App.useApp();
  const toggle = useUpdatePaymentConfig();
  const method = es.paymentMethods.types[account.payment_method];
  const name = [method, account.bank].filter(Boolean).join(' · ');
  const facts: [string, string | null][] = [
    [t.fields.phone, account.phone],
    [t.fields.idNumber, account.id_number],
    [t.fields.holder, account.holder],
    [t.fields.instructions, account.instructions],
  ];
  return (
    <li className="rifa-admin-account" data-testid="admin-account" aria-label={name}>
      <div className="rifa-admin-account__head">
        <Typography.Text strong>{name}</Typography.Text>
        <Tag color={account.is_active ? 'success' : 'default'}>
          {account.is_active ? t.active : t.inactive}
        </Tag>
      </div>
      <dl className="rifa-admin-account__facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <div className="rifa-admin-account__actions">
        <Switch
          checked={account.is_active}
          loading={toggle.isPending}
          aria-label={t.activeAria(name)}
          onChange={(checked) =>
            toggle.mutate(
              { id: account.id, changes: { is_active: checked } },
              {
                onSuccess: () => void message.success(checked ? t.activated : t.deactivated),
                onError: (error) => void message.error(errorMessage(error, es.errors.unexpected)),
              },
            )
          }
        />
        <Button icon={<EditOutlined />} onClick={onEdit}>
          {es.admin.edit}
        </Button>
      </div>
    </li>
  );
}
