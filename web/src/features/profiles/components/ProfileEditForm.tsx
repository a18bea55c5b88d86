import { Alert, App, Button, Form, Input, Space } from 'antd';
import type { Profile } from '../../../lib/profile';
import { es } from '../../../locales/es';
import { toProfilePatch, useUpdateProfile, type ProfileUpdate } from '../api/profile';
import { useServerErrors } from '../../../lib/form-errors';
import { PHONE_PATTERN } from '../../payment-methods';

/** Edits name, phone and bio (`PATCH /profiles/me`); the server's 422 details land on the fields. */
export function ProfileEditForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const t = es.profile;
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileUpdate>();
  const update = useUpdateProfile();

  const generalError = useServerErrors(form, update.error);

  return (
    <Form<ProfileUpdate>
      name="profile-edit-form"
      form={form}
      layout="vertical"
      requiredMark={false}
      data-testid="profile-form"
      initialValues={{ name: profile.name, phone: profile.phone ?? '', bio: profile.bio ?? '' }}
      onFinish={(values) =>
        update.mutate(toProfilePatch(values), {
          onSuccess: () => {
            void message.success(t.saved);
            onDone();
          },
        })
      }
    >
      {generalError ? <Alert type="error" showIcon title={generalError} /> : null}
      <Form.Item
        label={t.nameLabel}
        name="name"
        rules={[
          { required: true, whitespace: true, message: t.nameRequired },
          {
            validator: (_, value: string | undefined) => {
              const length = (value ?? '').trim().length;
              return length === 0 || (length >= 2 && length <= 80)
                ? Promise.resolve()
                : Promise.reject(new Error(t.nameLength));
            },
          },
        ]}
      >
        <Input autoComplete="name" maxLength={80} />
      </Form.Item>
      <Form.Item
        label={t.phoneLabel}
        name="phone"
        rules={[
          {
            validator: (_, value: string | undefined) => {
              const phone = (value ?? '').trim();
              return phone === '' || PHONE_PATTERN.test(phone)
                ? Promise.resolve()
                : Promise.reject(new Error(t.phoneInvalid));
            },
          },
        ]}
      >
        <Input autoComplete="tel" inputMode="tel" placeholder={t.phonePlaceholder} />
      </Form.Item>
      <Form.Item label={t.bioLabel} name="bio" rules={[{ max: 500, message: t.bioMax }]}>
        <Input.TextArea rows={3} maxLength={500} placeholder={t.bioPlaceholder} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t.save}
        </Button>
        <Button onClick={onDone} disabled={update.isPending}>
          {t.cancel}
        </Button>
      </Space>
    </Form>
  );
}
