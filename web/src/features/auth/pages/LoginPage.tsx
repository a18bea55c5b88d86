import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { es } from '../../../locales/es';
import { AuthCard } from '../components/AuthCard';
import { useAuthSubmit } from '../use-auth-submit';

interface LoginValues {
  email: string;
  password: string;
}

export default function LoginPage() {
  const t = es.auth;
  const { error, submitting, onFinish } = useAuthSubmit(async (client, values: LoginValues) =>
    client.signInWithPassword({ email: values.email.trim(), password: values.password }),
  );

  return (
    <AuthCard
      title={t.login.title}
      subtitle={t.login.subtitle}
      footer={
        <>
          {t.login.noAccount} <Link to="/register">{t.login.toRegister}</Link>
        </>
      }
    >
      {error ? <Alert type="error" showIcon className="rifa-auth__alert" title={error} /> : null}
      <Form<LoginValues>
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
