import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Link, Navigate, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { returnPath, signInPath } from '../../../lib/sign-in-return';
import { es } from '../../../locales/es';
import { AuthCard } from '../components/AuthCard';
import { SignInReason } from '../components/SignInReason';
import { useAuthSubmit } from '../use-auth-submit';

interface LoginValues {
  email: string;
  password: string;
}

/** /login: back to `?next=` (a raffle, the create form) afterwards; a signed-in visitor goes on. */
export default function LoginPage() {
  const t = es.auth;
  const next = returnPath(useLocation().search);
  const { user } = useAuth();
  const { error, submitting, onFinish } = useAuthSubmit(async (client, values: LoginValues) => {
    const { error: signInError } = await client.signInWithPassword({
      email: values.email.trim(),
      password: values.password,
    });
    return { error: signInError, to: next };
  });

  if (user) return <Navigate to={next} replace />;

  return (
    <AuthCard
      title={t.login.title}
      subtitle={t.login.subtitle}
      footer={
        <>
          {t.login.noAccount} <Link to={signInPath(next, '/register')}>{t.login.toRegister}</Link>
        </>
      }
    >
      <SignInReason next={next} />
      {error ? <Alert type="error" showIcon className="rifa-auth__alert" title={error} /> : null}
      <Form<LoginValues>
        name="login-page"
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
        <Form.Item
          label={t.passwordLabel}
          name="password"
          rules={[{ required: true, message: t.passwordRequired }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <div className="rifa-auth__row">
          <Link to="/reset-password">{t.login.forgot}</Link>
        </div>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t.login.submit}
        </Button>
      </Form>
    </AuthCard>
  );
}
