import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, MailOutlined, ShopOutlined } from '@ant-design/icons';
import { isAuthApiError } from '@supabase/auth-js';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api/client';
import { authClient } from '../../../lib/auth-client';
import { es } from '../../../locales/es';
import { businessMeQuery } from '../api/business-me';
import { homeForRole } from '../identity';
import './business-login.css';

interface BusinessLoginValues {
  email: string;
  password: string;
}

const t = es.business;

/** A failed sign-in is "wrong credentials" unless the server or the network failed. */
function signInErrorMessage(error: unknown): string {
  if (isAuthApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) {
    return t.errors.badCredentials;
  }
  return t.errors.unexpected;
}

export default function BusinessLoginPage() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function onFinish({ email, password }: BusinessLoginValues) {
    setBusy(true);
    setError(null);
    try {
      const { data, error: signInError } = await authClient.signInWithPassword({
        email: email.trim(),
        password,
      });
      if (signInError) {
        setError(signInErrorMessage(signInError));
        return;
      }
      try {
        const me = await queryClient.fetchQuery(businessMeQuery(data.user.id));
        await navigate(homeForRole(me.role), { replace: true });
      } catch (accessError) {
        setError(
          isApiError(accessError) && accessError.status === 403
            ? accessError.message
            : t.errors.profile,
        );
      }
    } catch {
      setError(t.errors.unexpected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="rifa-centered-page rifa-business-login">
      <title>{`${t.login.title} · ${es.app.name}`}</title>
      <Card className="rifa-business-login__card" variant="borderless">
        <div className="rifa-business-login__icon" aria-hidden="true">
          <ShopOutlined />
        </div>
        <Typography.Title level={1} className="rifa-business-login__title">
          {t.login.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="rifa-business-login__subtitle">
          {t.login.subtitle}
        </Typography.Paragraph>
        {error ? (
          <Alert
            type="error"
            showIcon
            title={error}
            className="rifa-business-login__alert"
            data-testid="business-login-error"
          />
        ) : null}
        <Form<BusinessLoginValues>
          name="business-login-page"
          layout="vertical"
          requiredMark={false}
          size="large"
          disabled={busy}
          onFinish={(values) => void onFinish(values)}
        >
          <Form.Item
            label={es.auth.emailLabel}
            name="email"
            rules={[
              { required: true, whitespace: true, message: t.login.emailRequired },
              { type: 'email', message: es.auth.emailInvalid },
            ]}
          >
            <Input
              prefix={<MailOutlined />}
              type="email"
              autoComplete="username"
              inputMode="email"
              placeholder={es.auth.emailPlaceholder}
            />
          </Form.Item>
          <Form.Item
            label={es.auth.passwordLabel}
            name="password"
            rules={[{ required: true, message: t.login.passwordRequired }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {busy ? t.login.submitting : t.login.submit}
          </Button>
        </Form>
      </Card>
      <Link to="/" className="rifa-business-login__back">
        {t.login.backToSite}
      </Link>
    </main>
  );
}
