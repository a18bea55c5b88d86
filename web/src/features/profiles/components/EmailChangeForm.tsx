import { useEffect, useState } from 'react';
import { Alert, App, Button, Form, Input } from 'antd';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { es } from '../../../locales/es';

/**
 * Changing the account's e-mail (GoTrue's `updateUser({email})`): a link goes to the new address
 * and the change happens when it is opened; the link lands back here with `?email_change=confirmed`.
 * While a change waits for its link the user carries `new_email`, so the notice survives a reload.
 */
export function EmailChangeForm() {
  const t = es.profile.account;
  const { message } = App.useApp();
  const [form] = Form.useForm<{ email: string }>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const waiting = sentTo ?? user?.new_email ?? null;

  useEffect(() => {
    if (params.get('email_change') !== 'confirmed') return;
    void message.success(t.emailChanged);
    void import('../../../lib/auth-client').then(({ authClient }) => authClient.refreshSession());
    setParams({}, { replace: true });
  }, [params, setParams, message, t.emailChanged]);

  const submit = async ({ email }: { email: string }) => {
    setSending(true);
    const { authClient } = await import('../../../lib/auth-client');
    const { error } = await authClient.updateUser(
      { email: email.trim() },
      { emailRedirectTo: `${window.location.origin}/app/profile` },
    );
    setSending(false);
    if (!error) {
      setSentTo(email.trim());
      form.resetFields();
      return;
    }
    const text =
      error.code === 'email_exists'
        ? t.emailTaken
        : error.code === 'over_email_send_rate_limit'
          ? t.tooSoon
          : t.emailChangeError;
    form.setFields([{ name: 'email', errors: [text] }]);
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
      <Form.Item
        name="email"
        label={t.newEmailLabel}
        rules={[{ required: true, type: 'email', message: t.newEmailInvalid }]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      {waiting ? (
        <Alert type="success" showIcon title={t.linkSent(waiting)} data-testid="email-link-sent" />
      ) : null}
      <Button htmlType="submit" loading={sending} style={{ marginTop: waiting ? 12 : 0 }}>
        {t.sendLink}
      </Button>
    </Form>
  );
}
