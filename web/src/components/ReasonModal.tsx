import { Form, Input, Modal, Typography } from 'antd';
import { useServerErrors } from '../lib/form-errors';
import { es } from '../locales/es';

const REASON_MAX = 500;

interface ReasonModalProps {
  open: boolean;
  title: string;
  /** What the action does, in words. */
  text: string;
  okText: string;
  busy: boolean;
  /** The failed request, if any: a 422 goes on the reason. */
  error: unknown;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** A moderation action that needs a reason (suspending a user, taking a raffle down). */
export function ReasonModal({
  open,
  title,
  text,
  okText,
  busy,
  error,
  onSubmit,
  onClose,
}: ReasonModalProps) {
  const t = es.admin;
  const [form] = Form.useForm<{ reason: string }>();
  useServerErrors(form, error);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t.cancel}
      okButtonProps={{ danger: true, loading: busy, htmlType: 'submit', form: 'admin-reason' }}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => form.resetFields()}
    >
      <Typography.Paragraph type="secondary">{text}</Typography.Paragraph>
      <Form
        name="admin-reason-form"
        id="admin-reason"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ reason }) => onSubmit(reason.trim())}
      >
        <Form.Item
          name="reason"
          label={t.reasonLabel}
          rules={[
            { required: true, whitespace: true, min: 5, message: t.reasonRequired },
            { max: REASON_MAX, message: t.reasonRequired },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
