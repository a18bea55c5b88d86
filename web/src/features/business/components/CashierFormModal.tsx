import { useEffect } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { Link } from 'react-router';
import { useServerErrors } from '../../../lib/form-errors';
import { es } from '../../../locales/es';
import type { Cashier } from '../api/cashiers';
import { createCashierError, isCashierLimit, refusalMessage } from '../cashier-rules';

const t = es.business.cashiers;

export interface CashierFormValues {
  email: string;
  name: string;
}

interface CashierFormModalProps {
  open: boolean;
  /** The cashier being renamed; null to add one. */
  cashier: Cashier | null;
  saving: boolean;
  error: unknown;
  onSubmit: (values: { email: string; name: string | undefined }) => void;
  onCancel: () => void;
}

/**
 * 'Agregar cajero' (e-mail of a registered user, optional name) or 'Editar cajero' (the name). The
 * server's refusals are shown as it words them (spec §8); a 422 lands on its field.
 */
export function CashierFormModal({
  open,
  cashier,
  saving,
  error,
  onSubmit,
  onCancel,
}: CashierFormModalProps) {
  const [form] = Form.useForm<CashierFormValues>();
  const editing = cashier !== null;
  const formError = useServerErrors(form, error);

  useEffect(() => {
    if (open) form.setFieldsValue({ email: cashier?.email ?? '', name: cashier?.name ?? '' });
  }, [open, cashier, form]);

  const problem =
    formError === null
      ? null
      : editing
        ? refusalMessage(error, t.errors.update)
        : createCashierError(error);

  return (
    <Modal
      open={open}
      title={editing ? t.modal.editTitle : t.modal.addTitle}
      okText={editing ? t.modal.save : t.modal.add}
      cancelText={t.modal.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      {problem ? (
        <Alert
          type="error"
          showIcon
          title={problem}
          data-testid="cashier-form-error"
          style={{ marginBottom: 16 }}
          action={
            isCashierLimit(error) ? <Link to="/app/profile#plan">{t.seePlans}</Link> : undefined
          }
        />
      ) : null}
      <Form<CashierFormValues>
        name="cashier-form-modal"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ email, name }) =>
          onSubmit({ email: email.trim(), name: name.trim() === '' ? undefined : name.trim() })
        }
      >
        <Form.Item
          label={t.modal.emailLabel}
          name="email"
          extra={editing ? undefined : t.modal.emailHint}
          rules={[
            { required: true, whitespace: true, message: t.modal.emailRequired },
            { type: 'email', message: es.auth.emailInvalid },
          ]}
        >
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            disabled={editing}
            placeholder={es.auth.emailPlaceholder}
          />
        </Form.Item>
        <Form.Item
          label={editing ? t.modal.nameEditLabel : t.modal.nameLabel}
          name="name"
          extra={editing ? undefined : t.modal.nameHint}
          rules={[
            { required: editing, whitespace: true, message: t.modal.nameRequired },
            {
              validator: (_: unknown, value: string | undefined) => {
                const length = (value ?? '').trim().length;
                return length === 0 || (length >= 2 && length <= 80)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t.modal.nameLength));
              },
            },
          ]}
        >
          <Input autoComplete="off" maxLength={80} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
