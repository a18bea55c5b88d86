import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { es } from '../../../locales/es';
import { AuthCard } from '../components/AuthCard';
import { NotYetAvailableAlert } from '../components/NotYetAvailableAlert';

interface ResetValues {
  email: string;
}

export default function ResetPasswordPage() {
  const [submitted, setSubmitted] = useState(false);
  const t = es.auth;

  return (
    <AuthCard
      title={t.reset.title}
      subtitle={t.reset.subtitle}
      footer={<Link to="/login">{t.reset.backToLogin}</Link>}
    >
      {submitted ? <NotYetAvailableAlert /> : null}
      <Form<ResetValues>
        layout="vertical"
        requiredMark={false}
        onFinish={() => setSubmitted(true)}
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
        <Button type="primary" htmlType="submit" block>
          {t.reset.submit}
        </Button>
      </Form>
    </AuthCard>
  );
}
