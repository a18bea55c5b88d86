import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { authErrorMessage } from '../../../lib/auth-errors';
import { es } from '../../../locales/es';
import { AuthCard } from '../components/AuthCard';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

/** Minimum password length (auth contract: at least 8 characters, no composition rules). */
const MIN_PASSWORD_LENGTH = 8;

export default function RegisterPage() {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const t = es.auth;

  const onFinish = async (values: RegisterValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const { authClient } = await import('../../../lib/auth-client');
      const { data, error: signUpError } = await authClient.signUp({
        email: values.email.trim(),
        password: values.password,
        options: { data: { name: values.name.trim() } },
      });
      if (signUpError) {
        setError(authErrorMessage(signUpError));
        return;
      }
      // Accounts are confirmed on sign-up (auth contract), so a session comes back.
      void navigate(data.session ? '/app' : '/login', { replace: true });
    } catch (cause) {
      setError(authErrorMessage(cause));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title={t.register.title}
      subtitle={t.register.subtitle}
      footer={
        <>
          {t.register.hasAccount} <Link to="/login">{t.register.toLogin}</Link>
        </>
      }
    >
      {error ? <Alert type="error" showIcon className="rifa-auth__alert" title={error} /> : null}
      <Form<RegisterValues>
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
        size="large"
      >
        <Form.Item
          label={t.nameLabel}
          name="name"
          rules={[{ required: true, whitespace: true, message: t.nameRequired }]}
        >
          <Input prefix={<UserOutlined />} autoComplete="name" placeholder={t.namePlaceholder} />
        </Form.Item>
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
        <Form.Item
          label={t.passwordLabel}
          name="password"
          rules={[
            { required: true, message: t.passwordRequired },
            { min: MIN_PASSWORD_LENGTH, message: t.passwordMin },
          ]}
          hasFeedback
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t.confirmLabel}
          name="confirm"
          dependencies={['password']}
          hasFeedback
          rules={[
            { required: true, message: t.confirmRequired },
            ({ getFieldValue }) => ({
              validator(_, value: string | undefined) {
                if (!value || getFieldValue('password') === value) return Promise.resolve();
                return Promise.reject(new Error(t.confirmMismatch));
              },
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t.register.submit}
        </Button>
        <div className="rifa-auth__row rifa-auth__row--center">
          <Link to="/reset-password">{t.login.forgot}</Link>
        </div>
      </Form>
    </AuthCard>
  );
}
