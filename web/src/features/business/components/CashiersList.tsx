import type { HTMLAttributes } from 'react';
import { Button, Card, Popconfirm, Space, Switch, Table, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { formatCount, formatMoney } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/media';
import { es } from '../../../locales/es';
import type { Cashier } from '../api/cashiers';
import { cashierTicketsPath } from '../cashier-rules';
import '../business-pages.css';

const t = es.business.cashiers;

interface CashiersListProps {
  cashiers: Cashier[];
  /** The cashier whose switch or deletion is on its way. */
  busyId: string | null;
  onEdit: (cashier: Cashier) => void;
  onSetActive: (cashier: Cashier, active: boolean) => void;
  onDelete: (cashier: Cashier) => void;
}

function Sales({ cashier }: { cashier: Cashier }) {
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text strong data-testid="cashier-amount">
        {formatMoney(cashier.sales.amount)}
      </Typography.Text>
      <Typography.Text type="secondary">
        {t.sales(formatCount(cashier.sales.tickets), formatCount(cashier.sales.numbers))}
      </Typography.Text>
      <Typography.Text type="secondary" className="rifa-nowrap" data-testid="cashier-collected">
        {t.collectedOwed(
          formatMoney(cashier.sales.paid_amount),
          formatMoney(cashier.sales.pending_amount),
        )}
      </Typography.Text>
    </Space>
  );
}

/** The switch: activating is immediate, deactivating asks first (the cashier loses access at once). */
function ActiveSwitch({
  cashier,
  busy,
  onSetActive,
}: {
  cashier: Cashier;
  busy: boolean;
  onSetActive: CashiersListProps['onSetActive'];
}) {
  const control = (
    <Switch
      checked={cashier.is_active}
      loading={busy}
      checkedChildren={t.active}
      unCheckedChildren={t.inactive}
      aria-label={t.activeSwitch(cashier.name)}
      onChange={cashier.is_active ? undefined : () => onSetActive(cashier, true)}
    />
  );
  if (!cashier.is_active) return control;
  return (
    <Popconfirm
      title={t.deactivateConfirm(cashier.name)}
      description={<div style={{ maxWidth: 280 }}>{t.deactivateDetail}</div>}
      okText={t.deactivateOk}
      cancelText={t.modal.cancel}
      okButtonProps={{ danger: true }}
      onConfirm={() => onSetActive(cashier, false)}
    >
      {control}
    </Popconfirm>
  );
}

function Actions({
  cashier,
  onEdit,
  onDelete,
}: Omit<CashiersListProps, 'cashiers' | 'busyId' | 'onSetActive'> & { cashier: Cashier }) {
  return (
    <Space wrap size={4}>
      <Link to={cashierTicketsPath(cashier.id)} data-testid="cashier-tickets-link">
        <UnorderedListOutlined /> {t.viewTickets}
      </Link>
      <Button type="text" icon={<EditOutlined />} onClick={() => onEdit(cashier)}>
        {t.edit}
      </Button>
      <Popconfirm
        title={t.deleteConfirm(cashier.name)}
        description={<div style={{ maxWidth: 280 }}>{t.deleteDetail}</div>}
        okText={t.deleteOk}
        cancelText={t.modal.cancel}
        okButtonProps={{ danger: true }}
        onConfirm={() => onDelete(cashier)}
      >
        <Button type="text" danger icon={<DeleteOutlined />}>
          {t.delete}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** The cashiers: a table on a wide screen, one card each on a phone. */
export function CashiersList({
  cashiers,
  busyId,
  onEdit,
  onSetActive,
  onDelete,
}: CashiersListProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  if (!wide) {
    return (
      <div className="rifa-business-page__cards">
        {cashiers.map((cashier) => (
          <Card key={cashier.id} size="small" style={{ width: '100%' }} data-testid="cashier-row">
            <Space orientation="vertical" size={8} style={{ width: '100%' }}>
              <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start">
                <Space orientation="vertical" size={0} style={{ minWidth: 0 }}>
                  <Typography.Text strong>{cashier.name}</Typography.Text>
                  <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
                    {cashier.email}
                  </Typography.Text>
                </Space>
                <ActiveSwitch
                  cashier={cashier}
                  busy={busyId === cashier.id}
                  onSetActive={onSetActive}
                />
              </Space>
              <Sales cashier={cashier} />
              <Actions cashier={cashier} onEdit={onEdit} onDelete={onDelete} />
            </Space>
          </Card>
        ))}
      </div>
    );
  }
  return (
    <Table<Cashier>
      dataSource={cashiers}
      rowKey="id"
      pagination={false}
      onRow={() => ({ 'data-testid': 'cashier-row' }) as HTMLAttributes<HTMLElement>}
      columns={[
        {
          title: t.columns.name,
          key: 'name',
          render: (_, cashier) => (
            <Space orientation="vertical" size={0}>
              <Typography.Text strong>{cashier.name}</Typography.Text>
              <Typography.Text type="secondary">{cashier.email}</Typography.Text>
            </Space>
          ),
        },
        {
          title: t.columns.status,
          key: 'status',
          render: (_, cashier) => (
            <ActiveSwitch
              cashier={cashier}
              busy={busyId === cashier.id}
              onSetActive={onSetActive}
            />
          ),
        },
        {
          title: t.columns.sales,
          key: 'sales',
          render: (_, cashier) => <Sales cashier={cashier} />,
        },
        {
          title: t.columns.actions,
          key: 'actions',
          render: (_, cashier) => <Actions cashier={cashier} onEdit={onEdit} onDelete={onDelete} />,
        },
      ]}
    />
  );
}
