import { Form, Input, Modal, Typography } from 'antd';
import { useServerErrors } from '../../../lib/form-errors';
import { es } from '../../../locales/es';
import type { Review } from '../api/mobile-payments';

const NOTES_MAX = 500;

interface ReviewModalProps {
  decision: Review['decision'] | null;
  /** What approving does, in words (the payer and the plan). */
  approveText: string;
  busy: boolean;
  /** The failed request, if any: a 422 goes on the notes (the caller says anything else). */
  error: unknown;
  onSubmit: (notes: string | null) => void;
  onClose: () => void;
}

/**
 * The confirmation of a decision: 'Aprobar pago' with an optional note for the payer, or
 * 'Rechazar pago' with the reason, which is required (the payer reads it to report again).
 */
export function ReviewModal({
  decision,
  approveText,
  busy,
  error,
  onSubmit,
  onClose,
}: ReviewModalProps) {
  const t = es.admin.payments;
  const [form] = Form.useForm<{ notes?: string }>();
  useServerErrors(form, error);
  const rejecting = decision === 'reject';
  const formId = `admin-review-${decision ?? 'closed'}`;
  return (
    <Modal
      open={decision !== null}
      title={rejecting ? t.rejectTitle : t.approveTitle}
      okText={rejecting ? t.rejectOk : t.approveOk}
      cancelText={es.admin.cancel}
      okButtonProps={{ danger: rejecting, loading: busy, htmlType: 'submit', form: formId }}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => form.resetFields()}
    >
      <Typography.Paragraph type="secondary">
        {rejecting ? t.rejectText : approveText}
      </Typography.Paragraph>
      <Form
        name="review-modal"
        id={formId}
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ notes }) => onSubmit(notes?.trim() ? notes.trim() : null)}
      >
        <Form.Item
          name="notes"
          label={rejecting ? t.rejectNotes : t.approveNotes}
          rules={[
            ...(rejecting ? [{ required: true, whitespace: true, message: t.rejectRequired }] : []),
            { max: NOTES_MAX, message: t.notesMax },
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={NOTES_MAX}
            showCount
            placeholder={rejecting ? t.rejectPlaceholder : undefined}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
