import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Modal, Space, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api/client';
import { es } from '../../../locales/es';
import { useDeleteMyAccount, useDownloadMyData, type NotSettled } from '../api/account';
import { EmailChangeForm } from './EmailChangeForm';

/** Forgets the session in this browser (the server has already ended every session). */
async function signOutHere(): Promise<void> {
  const { authClient } = await import('../../../lib/auth-client');
  await authClient.signOut({ scope: 'local' });
}

/** The account's own life on the profile: download the data, delete the account. */
export function AccountCard() {
  const t = es.profile.account;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const download = useDownloadMyData();
  const remove = useDeleteMyAccount();
  const [confirming, setConfirming] = useState(false);
  const [unsettled, setUnsettled] = useState<NotSettled | null>(null);
  const [form] = Form.useForm<{ password: string }>();

  const submit = ({ password }: { password: string }) =>
    remove.mutate(password, {
      onSuccess: () => {
        setConfirming(false);
        void signOutHere().then(() => {
          void message.success(t.deleted);
          void navigate('/', { replace: true });
        });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'account_not_settled') {
          setConfirming(false);
          setUnsettled(error.details as NotSettled);
        } else if (isApiError(error) && error.code === 'validation_failed') {
          const detail = error.details?.['password'];
          form.setFields([
            { name: 'password', errors: [typeof detail === 'string' ? detail : t.deleteError] },
          ]);
        } else {
          void message.error(t.deleteError);
        }
      },
    });

  return (
    <Card title={t.title} data-testid="account-card">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text strong>{t.emailChange}</Typography.Text>
        <EmailChangeForm />
        <Typography.Text type="secondary">{t.exportHint}</Typography.Text>
        <Button
          icon={<DownloadOutlined />}
          loading={download.isPending}
          onClick={() =>
            download.mutate(undefined, { onError: () => void message.error(t.exportError) })
          }
        >
          {t.export}
        </Button>
        <Typography.Text type="secondary">{t.deleteHint}</Typography.Text>
        {unsettled ? (
          <Alert
            type="warning"
            showIcon
            data-testid="account-not-settled"
            title={t.settleFirst}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {unsettled.open_raffles.map((r) => (
                  <li key={r.id}>{t.openRaffle(r.title)}</li>
                ))}
                {unsettled.unpaid_tickets.map((ticket) => (
                  <li key={ticket.id}>
                    {t.unpaidTicket(ticket.raffle_title, ticket.numbers.join(', '))}
                  </li>
                ))}
              </ul>
            }
          />
        ) : null}
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => {
            form.resetFields();
            setConfirming(true);
          }}
        >
          {t.delete}
        </Button>
      </Space>
      <Modal
        open={confirming}
        title={t.confirmTitle}
        okText={t.confirm}
        cancelText={t.cancel}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t.confirmText}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="password"
            label={t.passwordLabel}
            rules={[{ required: true, message: t.passwordRequired }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
