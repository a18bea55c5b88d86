import { useState } from 'react';
import { App, Button, Form, Input, Modal, Typography } from 'antd';
import { FlagOutlined } from '@ant-design/icons';
import { errorMessage, useServerErrors } from '../../../lib/form-errors';
import { es } from '../../../locales/es';
import { useReportRaffle } from '../api/report';

const REASON_MAX = 500;

/**
 * 'Denunciar rifa' under a raffle, for a signed-in user who did not create it: the reason goes to
 * the super administrator's queue. A second report of the same raffle, or too many in a day, is
 * refused by the server with its Spanish message.
 */
export function ReportRaffle({ raffleId }: { raffleId: string }) {
  const t = es.raffleDetail.report;
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const report = useReportRaffle();
  useServerErrors(form, report.error);
  const { message } = App.useApp();

  return (
    <div className="rifa-raffle__report">
      <Button
        type="link"
        size="small"
        icon={<FlagOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="report-raffle"
      >
        {t.open}
      </Button>
      <Modal
        open={open}
        title={t.title}
        okText={t.submit}
        cancelText={t.cancel}
        okButtonProps={{ loading: report.isPending, htmlType: 'submit', form: 'report-raffle' }}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        afterClose={() => {
          form.resetFields();
          report.reset();
        }}
      >
        <Typography.Paragraph type="secondary">{t.text}</Typography.Paragraph>
        <Form
          name="report-raffle-form"
          id="report-raffle"
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={({ reason }) =>
            report.mutate(
              { raffleId, reason: reason.trim() },
              {
                onSuccess: () => {
                  setOpen(false);
                  void message.success(t.sent);
                },
                onError: (error) => {
                  if ((error as { status?: number }).status !== 422)
                    void message.error(errorMessage(error, es.raffleDetail.loadError));
                },
              },
            )
          }
        >
          <Form.Item
            name="reason"
            label={t.reason}
            rules={[
              { required: true, whitespace: true, min: 5, message: t.required },
              { max: REASON_MAX, message: t.required },
            ]}
          >
            <Input.TextArea
              autoSize={{ minRows: 3, maxRows: 6 }}
              maxLength={REASON_MAX}
              showCount
              placeholder={t.placeholder}
            />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
