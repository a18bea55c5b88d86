import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { es } from '../../../locales/es';

/** Minimum password length (auth contract: at least 8 characters, no composition rules). */
const MIN_PASSWORD_LENGTH = 8;

/** A new password and its confirmation (fields `password` and `confirm`), for sign-up and reset. */
export function NewPasswordFields({ label, feedback }: { label: string; feedback?: boolean }) {
  const t = es.auth;
  return (
    <>
      <Form.Item
        label={label}
        name="password"
        rules={[
          { required: true, message: t.passwordRequired },
          { min: MIN_PASSWORD_LENGTH, message: t.passwordMin },
        ]}
        hasFeedback={feedback}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t.confirmLabel}
        name="confirm"
        dependencies={['password']}
        hasFeedback={feedback}
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
    </>
  );
}
