import { Form, Input, Modal, Select, Switch } from 'antd';
import { useServerErrors } from '../../../lib/form-errors';
import { es } from '../../../locales/es';
import type { PaymentConfig, PaymentConfigCreate } from '../admin';
import { FormError } from './FormError';

type Method = PaymentConfigCreate['payment_method'];
const METHODS: Method[] = ['pago_movil', 'transferencia', 'zelle', 'efectivo'];

interface AccountValues {
  payment_method: Method;
  bank?: string;
  phone?: string;
  id_number?: string;
  holder?: string;
  instructions?: string;
  is_active: boolean;
}

/** The form's values as the API takes them: an empty text is null (cleared). */
function accountBody(values: AccountValues): PaymentConfigCreate {
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  return {
    payment_method: values.payment_method,
    bank: text(values.bank),
    phone: text(values.phone),
    id_number: text(values.id_number),
    holder: text(values.holder),
    instructions: text(values.instructions),
    is_active: values.is_active,
  };
}

interface PaymentAccountModalProps {
  open: boolean;
  /** The account edited; null adds one. */
  account: PaymentConfig | null;
  busy: boolean;
  error: unknown;
  onSave: (body: PaymentConfigCreate) => void;
  onClose: () => void;
}

/** 'Nueva cuenta' / 'Editar cuenta': where users send their subscription payments. */
export function PaymentAccountModal({
  open,
  account,
  busy,
  error,
  onSave,
  onClose,
}: PaymentAccountModalProps) {
  const t = es.admin.accounts;
  const [form] = Form.useForm<AccountValues>();
  const formError = useServerErrors(form, error);
  const initial: AccountValues = account
    ? {
        payment_method: account.payment_method,
        bank: account.bank ?? '',
        phone: account.phone ?? '',
        id_number: account.id_number ?? '',
        holder: account.holder ?? '',
        instructions: account.instructions ?? '',
        is_active: account.is_active,
      }
    : { payment_method: 'pago_movil', is_active: true };
  return (
    <Modal
      open={open}
      title={account ? t.editTitle : t.newTitle}
      okText={es.admin.save}
      cancelText={es.admin.cancel}
      okButtonProps={{ loading: busy, htmlType: 'submit', form: 'admin-account' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        name="payment-account-modal"
        id="admin-account"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={(values) => onSave(accountBody(values))}
      >
        <Form.Item name="payment_method" label={t.fields.method}>
          <Select
            options={METHODS.map((value) => ({ value, label: es.paymentMethods.types[value] }))}
          />
        </Form.Item>
        <Form.Item name="bank" label={t.fields.bank}>
          <Input autoComplete="off" maxLength={80} />
        </Form.Item>
        <Form.Item name="phone" label={t.fields.phone}>
          <Input inputMode="tel" autoComplete="off" maxLength={20} />
        </Form.Item>
        <Form.Item name="id_number" label={t.fields.idNumber}>
          <Input autoComplete="off" maxLength={20} />
        </Form.Item>
        <Form.Item name="holder" label={t.fields.holder}>
          <Input autoComplete="off" maxLength={80} />
        </Form.Item>
        <Form.Item name="instructions" label={t.fields.instructions}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} />
        </Form.Item>
        <Form.Item name="is_active" label={t.fields.active} valuePropName="checked">
          <Switch />
        </Form.Item>
        <FormError message={formError} />
      </Form>
    </Modal>
  );
}
