import { Alert, Button, Form, Input } from 'antd';
import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { es } from '../../../locales/es';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { useAuthSubmit } from '../use-auth-submit';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

export default function RegisterPage() {
  const t = es.auth;
  const { error, submitting, onFinish } = useAuthSubmit(async (client, values: RegisterValues) => {
    const { data, error: signUpError } = await client.signUp({
      email: values.email.trim(),
      password: values.password,
      options: { data: { name: values.name.trim() } },
    });
    // Accounts are confirmed on sign-up (auth contract), so a session comes back.
    return { error: signUpError, to: data.session ? '/app' : '/login' };
  });

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
        <NewPasswordFields label={t.passwordLabel} feedback />
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
