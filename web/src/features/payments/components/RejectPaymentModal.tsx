import { Form, Input, Modal, Typography } from 'antd';
import { useServerErrors } from '../../../lib/form-errors';
import { es } from '../../../locales/es';

interface RejectPaymentModalProps {
  open: boolean;
  busy: boolean;
  /** The failed request, if any: a 422 goes on the notes (the caller says anything else). */
  error: unknown;
  onReject: (notes: string) => void;
  onClose: () => void;
}

const NOTES_MIN = 3;
const NOTES_MAX = 500;

/** 'Rechazar pago': the notes are required (3–500 characters) so the buyer knows what to fix. */
export function RejectPaymentModal({
  open,
  busy,
  error,
  onReject,
  onClose,
}: RejectPaymentModalProps) {
  const t = es.pendingPayments;
  const [form] = Form.useForm<{ notes: string }>();
  useServerErrors(form, error);
  return (
    <Modal
      open={open}
      title={t.rejectTitle}
      okText={t.rejectOk}
      cancelText={t.back}
      okButtonProps={{ danger: true, loading: busy, htmlType: 'submit', form: 'reject-payment' }}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => form.resetFields()}
    >
      <Typography.Paragraph type="secondary">{t.rejectText}</Typography.Paragraph>
      <Form
        name="reject-payment-modal"
        id="reject-payment"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ notes }) => onReject(notes.trim())}
      >
        <Form.Item
          name="notes"
          label={t.rejectNotes}
          rules={[
            { required: true, whitespace: true, message: t.rejectNotesRequired },
            {
              validator: (_, value: string | undefined) => {
                const length = (value ?? '').trim().length;
                return length === 0 || (length >= NOTES_MIN && length <= NOTES_MAX)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t.rejectNotesLength));
              },
            },
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={NOTES_MAX}
            showCount
            placeholder={t.rejectPlaceholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
