import { useEffect } from 'react';
import { Alert, Checkbox, Form, Input, Modal, Select } from 'antd';
import { es } from '../../../locales/es';
import {
  PAYMENT_METHOD_TYPES,
  type PaymentMethod,
  type PaymentMethodInput,
  type PaymentMethodType,
} from '../api/payment-methods';
import { useServerErrors } from '../../../lib/form-errors';
import {
  buildDetails,
  DETAIL_FIELDS,
  validateDetail,
  type DetailField,
} from '../payment-method-fields';

interface FormValues {
  type: PaymentMethodType;
  name: string;
  details: Partial<Record<DetailField, string>>;
  is_default?: boolean;
}

interface PaymentMethodModalProps {
  open: boolean;
  /** The method being edited; null adds a new one. */
  method: PaymentMethod | null;
  saving: boolean;
  error: unknown;
  onSubmit: (input: PaymentMethodInput) => void;
  onCancel: () => void;
}

/** Add or edit a payment method, with the fields of its type (spec §3). */
export function PaymentMethodModal({
  open,
  method,
  saving,
  error,
  onSubmit,
  onCancel,
}: PaymentMethodModalProps) {
  const t = es.paymentMethods;
  const [form] = Form.useForm<FormValues>();
  const type = Form.useWatch('type', form) ?? method?.type ?? 'pago_movil';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      method
        ? { type: method.type, name: method.name, details: { ...method.details } }
        : { type: 'pago_movil', name: '', details: {}, is_default: false },
    );
  }, [open, method, form]);

  const generalError = useServerErrors(form, error);

  const submit = (values: FormValues) => {
    onSubmit({
      type: values.type,
      name: values.name.trim(),
      details: buildDetails(values.type, values.details ?? {}),
      ...(method ? {} : { is_default: Boolean(values.is_default) }),
    });
  };

  return (
    <Modal
      open={open}
      title={method ? t.editTitle : t.addTitle}
      okText={t.save}
      cancelText={t.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      {generalError ? (
        <Alert type="error" showIcon title={generalError} className="rifa-form-alert" />
      ) : null}
      <Form<FormValues>
        name="payment-method-modal"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        data-testid="payment-method-form"
      >
        <Form.Item
          label={t.typeLabel}
          name="type"
          rules={[{ required: true, message: t.errors.required }]}
        >
          <Select
            aria-label={t.typeLabel}
            options={PAYMENT_METHOD_TYPES.map((value) => ({ value, label: t.types[value] }))}
          />
        </Form.Item>
        <Form.Item
          label={t.nameLabel}
          name="name"
          rules={[{ required: true, whitespace: true, message: t.nameRequired }]}
        >
          <Input placeholder={t.namePlaceholder} maxLength={80} />
        </Form.Item>
        {DETAIL_FIELDS[type].map((field) => (
          <Form.Item
            key={`${type}-${field}`}
            label={t.fields[field]}
            name={['details', field]}
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const problem = validateDetail(field, value);
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              },
            ]}
          >
            {field === 'notes' ? (
              <Input.TextArea rows={3} placeholder={t.placeholders.notes} maxLength={500} />
            ) : (
              <Input
                placeholder={t.placeholders[field]}
                inputMode={
                  field === 'account_number' ? 'numeric' : field === 'phone' ? 'tel' : undefined
                }
              />
            )}
          </Form.Item>
        ))}
        {method ? null : (
          <Form.Item name="is_default" valuePropName="checked">
            <Checkbox>{t.isDefaultLabel}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
