import { Form, Input, Modal, Select, Switch } from 'antd';
import { useServerErrors } from '../../../lib/form-errors';
import { formatCount } from '../../../lib/format';
import { es } from '../../../locales/es';
import type { AdminPlan, PlanCreate } from '../admin';
import { FormError } from './FormError';
import {
  countProps,
  NEW_PLAN,
  parsePrice,
  planBody,
  planFormValues,
  type PlanFormValues,
} from '../plan-form';

/** The plan's yes/no fields, as switches: what it allows, and whether it is offered. */
const FLAGS = [
  ['can_create_public', 'canPublic'],
  ['can_create_private', 'canPrivate'],
  ['has_admin_panel', 'adminPanel'],
  ['is_active', 'active'],
] as const satisfies readonly (readonly [
  keyof PlanFormValues,
  keyof typeof es.admin.plans.fields,
])[];

interface PlanModalProps {
  open: boolean;
  /** The plan edited; null adds one. */
  plan: AdminPlan | null;
  busy: boolean;
  error: unknown;
  onSave: (body: PlanCreate) => void;
  onClose: () => void;
}

/** 'Nuevo plan' / 'Editar plan …': price, description, limits, what it allows, active. */
export function PlanModal({ open, plan, busy, error, onSave, onClose }: PlanModalProps) {
  const t = es.admin.plans;
  const f = t.fields;
  const [form] = Form.useForm<PlanFormValues>();
  const formError = useServerErrors(form, error);
  return (
    <Modal
      open={open}
      title={plan ? t.editTitle(plan.name) : t.newTitle}
      okText={es.admin.save}
      cancelText={es.admin.cancel}
      okButtonProps={{ loading: busy, htmlType: 'submit', form: 'admin-plan' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PlanFormValues>
        name="plan-modal"
        id="admin-plan"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={plan ? planFormValues(plan) : NEW_PLAN}
        onFinish={(values) => onSave(planBody(values))}
      >
        <Form.Item
          name="name"
          label={f.name}
          rules={[{ required: true, whitespace: true, min: 2, max: 40, message: t.nameRequired }]}
        >
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label={f.description}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
        </Form.Item>
        <Form.Item
          name="price"
          label={f.price}
          rules={[
            {
              validator: (_: unknown, value: string | undefined) =>
                parsePrice(value) === null
                  ? Promise.reject(new Error(t.priceInvalid))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input prefix="$" inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <div className="rifa-admin-plan-form__row">
          <Form.Item
            name="max_active_raffles"
            label={f.maxActive}
            extra={f.emptyUnlimited}
            {...countProps}
          >
            <Input inputMode="numeric" autoComplete="off" maxLength={6} />
          </Form.Item>
          <Form.Item name="max_tickets_per_raffle" label={f.maxTickets}>
            <Select
              options={[100, 1000, 10000].map((value) => ({
                value,
                label: formatCount(value),
              }))}
            />
          </Form.Item>
        </div>
        <div className="rifa-admin-plan-form__row">
          <Form.Item
            name="max_cashiers"
            label={f.maxCashiers}
            extra={f.emptyUnlimited}
            {...countProps}
          >
            <Input inputMode="numeric" autoComplete="off" maxLength={5} />
          </Form.Item>
          <Form.Item name="sort_order" label={f.sortOrder} {...countProps}>
            <Input inputMode="numeric" autoComplete="off" maxLength={5} />
          </Form.Item>
        </div>
        {FLAGS.map(([name, label]) => (
          <Form.Item
            key={name}
            name={name}
            label={f[label]}
            valuePropName="checked"
            layout="horizontal"
            className="rifa-admin-plan-form__flag"
          >
            <Switch />
          </Form.Item>
        ))}
        <FormError message={formError} />
      </Form>
    </Modal>
  );
}
