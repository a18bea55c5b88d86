import { useState } from 'react';
import { App, Button, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../lib/form-errors';
import { formatCount, formatMoney } from '../../../lib/format';
import { es } from '../../../locales/es';
import type { AdminPlan, PlanCreate } from '../admin';
import { useAdminPlans, useCreatePlan, useDeletePlan, useUpdatePlan } from '../api/plans';
import { planChanges } from '../plan-form';
import { LoadFailure } from './LoadFailure';
import { PlanModal } from './PlanModal';

const FREE_PLAN = 'gratis';

/** Planes: every plan with its price, limits and subscribers; add, edit, delete one never used. */
export function PlansPanel() {
  const t = es.admin.plans;
  const { message } = App.useApp();
  const plans = useAdminPlans();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  // undefined: closed; null: a new plan; else the plan edited.
  const [editing, setEditing] = useState<AdminPlan | null | undefined>(undefined);
  const saving = editing ? update : create;

  const open = (plan: AdminPlan | null) => {
    create.reset();
    update.reset();
    setEditing(plan);
  };
  const save = (body: PlanCreate) => {
    const done = {
      onSuccess: () => {
        setEditing(undefined);
        void message.success(t.saved);
      },
    };
    if (editing) update.mutate({ id: editing.id, changes: planChanges(editing, body) }, done);
    else create.mutate(body, done);
  };

  let list;
  if (plans.isPending) list = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (plans.isError)
    list = <LoadFailure error={plans.error} onRetry={() => void plans.refetch()} />;
  else
    list = (
      <div className="rifa-admin-plans" data-testid="admin-plans">
        {plans.data.data.map((plan) => (
          <PlanCard key={plan.id} plan={plan} onEdit={() => open(plan)} />
        ))}
      </div>
    );

  return (
    <div className="rifa-admin__panel">
      <div className="rifa-admin__toolbar rifa-admin__toolbar--end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)}>
          {t.add}
        </Button>
      </div>
      {list}
      <PlanModal
        key={editing?.id ?? 'new'}
        open={editing !== undefined}
        plan={editing ?? null}
        busy={saving.isPending}
        error={saving.error}
        onSave={save}
        onClose={() => setEditing(undefined)}
      />
    </div>
  );
}

function PlanCard({ plan, onEdit }: { plan: AdminPlan; onEdit: () => void }) {
  const t = es.admin.plans;
  const { message } = App.useApp();
  const remove = useDeletePlan();
  const limit = (value: number | null) =>
    value === null ? es.admin.unlimited : formatCount(value);
  const allows = (value: boolean) => (value ? es.admin.yes : es.admin.no);
  const facts: [string, string][] = [
    [t.activeRaffles, limit(plan.max_active_raffles)],
    [t.ticketsPerRaffle, t.upTo(formatCount(plan.max_tickets_per_raffle))],
    [t.publicRaffles, allows(plan.can_create_public)],
    [t.privateRaffles, allows(plan.can_create_private)],
    [t.backOffice, allows(plan.has_admin_panel)],
  ];
  if (plan.has_admin_panel) facts.push([t.cashiers, limit(plan.max_cashiers)]);

  return (
    <article className="rifa-admin-plan" data-testid="admin-plan" aria-label={plan.name}>
      <header className="rifa-admin-plan__head">
        <h2 className="rifa-admin-plan__name">{plan.name}</h2>
        <Tag color={plan.is_active ? 'success' : 'default'}>
          {plan.is_active ? t.active : t.inactive}
        </Tag>
      </header>
      <strong className="rifa-admin-plan__price" data-testid="admin-plan-price">
        {plan.price === 0 ? t.free : t.perMonth(formatMoney(plan.price))}
      </strong>
      {plan.description ? (
        <Typography.Paragraph type="secondary" className="rifa-admin-plan__description">
          {plan.description}
        </Typography.Paragraph>
      ) : null}
      <dl className="rifa-admin-plan__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Typography.Text type="secondary" className="rifa-admin-plan__subscribers">
        {t.subscribers(
          plan.active_subscriptions,
          formatCount(plan.active_subscriptions),
          formatCount(plan.total_subscriptions),
        )}
      </Typography.Text>
      <div className="rifa-admin-plan__actions">
        {/* The free plan stays: users fall back to it (the server refuses its deletion). */}
        {plan.slug === FREE_PLAN ? null : (
          <Popconfirm
            title={t.deleteConfirm(plan.name)}
            description={t.deleteDetail}
            okText={t.deleteOk}
            cancelText={es.admin.cancel}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutate(plan.id, {
                onSuccess: () => void message.success(t.deleted),
                onError: (error) => void message.error(errorMessage(error, es.errors.unexpected)),
              })
            }
          >
            <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
              {t.delete}
            </Button>
          </Popconfirm>
        )}
        <Button icon={<EditOutlined />} onClick={onEdit}>
          {es.admin.edit}
        </Button>
      </div>
    </article>
  );
}
