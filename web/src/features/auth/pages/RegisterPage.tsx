import { Alert, Button, Form, Input } from 'antd';
import { MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { Link, Navigate, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { returnPath, signInPath } from '../../../lib/sign-in-return';
import { normalizePhone } from '../../../lib/whatsapp';
import { es } from '../../../locales/es';
import { AuthCard } from '../components/AuthCard';
import { SignInReason } from '../components/SignInReason';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { useAuthSubmit } from '../use-auth-submit';

interface RegisterValues {
  name: string;
  email: string;
  phone?: string;
  password: string;
  confirm: string;
}

/** /register: back to `?next=` (a raffle, the create form) afterwards; a signed-in visitor goes on. */
export default function RegisterPage() {
  const t = es.auth;
  const next = returnPath(useLocation().search);
  const { user } = useAuth();
  const { error, submitting, onFinish } = useAuthSubmit(async (client, values: RegisterValues) => {
    const { data, error: signUpError } = await client.signUp({
      email: values.email.trim(),
      password: values.password,
      // The phone (optional) becomes the profile's: the WhatsApp links to the buyer use it.
      options: { data: { name: values.name.trim(), phone: values.phone?.trim() ?? '' } },
    });
    // Accounts are confirmed on sign-up (auth contract), so a session comes back.
    return { error: signUpError, to: data.session ? next : signInPath(next) };
  });

  if (user) return <Navigate to={next} replace />;

  return (
    <AuthCard
      title={t.register.title}
      subtitle={t.register.subtitle}
      footer={
        <>
          {t.register.hasAccount} <Link to={signInPath(next)}>{t.register.toLogin}</Link>
        </>
      }
    >
      <SignInReason next={next} />
      {error ? <Alert type="error" showIcon className="rifa-auth__alert" title={error} /> : null}
      <Form<RegisterValues>
        name="register-page"
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
          label={t.phoneLabel}
          name="phone"
          extra={t.phoneHint}
          rules={[
            {
              validator: (_, value?: string) =>
                !value?.trim() || normalizePhone(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t.phoneInvalid)),
            },
          ]}
        >
          <Input
            prefix={<PhoneOutlined />}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={t.phonePlaceholder}
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
