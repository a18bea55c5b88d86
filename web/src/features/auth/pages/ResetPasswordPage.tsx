import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { authErrorMessage } from '../../../lib/auth-errors';
import { es } from '../../../locales/es';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { useAuthSubmit } from '../use-auth-submit';

interface ResetValues {
  email: string;
}

interface NewPasswordValues {
  password: string;
  confirm: string;
}

/** Whether the recovery link came back with an error (`?error_code=otp_expired`, also in the hash). */
function linkError(search: string, hash: string): boolean {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  return [query, fragment].some((p) => p.has('error_code') || p.has('error'));
}

/**
 * /reset-password (spec §2, auth contract): asks for the email and sends the recovery link; when
 * the link comes back (auth-js exchanges `?code=` and fires PASSWORD_RECOVERY) it asks for the new
 * password.
 */
export default function ResetPasswordPage() {
  const { passwordRecovery, user } = useAuth();
  const location = useLocation();
  const [expired, setExpired] = useState(() => linkError(location.search, location.hash));

  if (passwordRecovery && user !== null) return <NewPasswordForm />;
  return <RequestLinkForm expired={expired} onAskAgain={() => setExpired(false)} />;
}

function RequestLinkForm({ expired, onAskAgain }: { expired: boolean; onAskAgain: () => void }) {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const t = es.auth;

  const onFinish = async ({ email }: ResetValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const { authClient } = await import('../../../lib/auth-client');
      const { error: recoverError } = await authClient.resetPasswordForEmail(email.trim(), {
        redirectTo: `${window.location.origin}/reset-password`,
      });
      if (recoverError) setError(authErrorMessage(recoverError));
      else {
        setSent(true);
        onAskAgain();
      }
    } catch (cause) {
      setError(authErrorMessage(cause));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title={t.reset.title}
      subtitle={t.reset.subtitle}
      footer={<Link to="/login">{t.reset.backToLogin}</Link>}
    >
      {expired ? (
        <Alert
          type="warning"
          showIcon
          className="rifa-auth__alert"
          title={t.reset.expired}
          description={t.reset.askAgain}
          data-testid="reset-link-expired"
        />
      ) : null}
      {sent ? (
        <Alert
          type="success"
          showIcon
          className="rifa-auth__alert"
          title={t.reset.sent}
          data-testid="reset-link-sent"
        />
      ) : null}
      {error ? <Alert type="error" showIcon className="rifa-auth__alert" title={error} /> : null}
      <Form<ResetValues>
        name="reset-password-page"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
        size="large"
      >
        <Form.Item
          label={t.emailLabel}
          name="email"
          rules={[
            { required: true, message: t.emailRequired },
            { type: 'email', message: t.emailInvalid },
          ]}
        >
          <Input
            prefix={<MailOutlined />}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t.emailPlaceholder}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t.reset.submit}
        </Button>
      </Form>
    </AuthCard>
  );
}

function NewPasswordForm() {
  const t = es.auth;
  const { error, submitting, onFinish } = useAuthSubmit((client, { password }: NewPasswordValues) =>
    client.updateUser({ password }),
  );

  return (
    <AuthCard title={t.reset.newTitle} subtitle={t.reset.newSubtitle}>
      {error ? <Alert type="error" showIcon className="rifa-auth__alert" title={error} /> : null}
      <Form<NewPasswordValues>
        name="reset-password-page-2"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
        size="large"
      >
        <NewPasswordFields label={t.reset.newPasswordLabel} />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t.reset.newSubmit}
        </Button>
      </Form>
    </AuthCard>
  );
}
