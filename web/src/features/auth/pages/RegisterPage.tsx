import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { es } from '../../../locales/es';
import { AuthCard } from '../components/AuthCard';
import { NotYetAvailableAlert } from '../components/NotYetAvailableAlert';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

/** Minimum password length (auth contract: at least 8 characters, no composition rules). */
const MIN_PASSWORD_LENGTH = 8;

export default function RegisterPage() {
  const [submitted, setSubmitted] = useState(false);
  const t = es.auth;

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
      {submitted ? <NotYetAvailableAlert /> : null}
      <Form<RegisterValues>
        layout="vertical"
        requiredMark={false}
        onFinish={() => setSubmitted(true)}
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
        <Button type="primary" htmlType="submit" block>
          {t.register.submit}
        </Button>
        <div className="rifa-auth__row rifa-auth__row--center">
          <Link to="/reset-password">{t.login.forgot}</Link>
        </div>
      </Form>
    </AuthCard>
  );
}
