import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Alert, App, Avatar, Button, Space, Typography } from 'antd';
import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import type { Profile } from '../../../lib/profile';
import { es } from '../../../locales/es';
import { AVATAR_TYPES, useUploadAvatar } from '../api/profile';
import { avatarFileError } from '../avatar-file';
import { errorMessage } from '../../../lib/form-errors';

/**
 * The avatar with a local preview of the chosen file before it is uploaded (also a business's
 * logo in the back-office settings, which reads its settings again `onUploaded`).
 */
export function AvatarEditor({
  profile,
  onUploaded,
}: {
  profile: Pick<Profile, 'name' | 'avatar_url'>;
  onUploaded?: () => void;
}) {
  const t = es.profile.avatar;
  const { message } = App.useApp();
  const upload = useUploadAvatar();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The preview's object URL is released when it is replaced and when the editor goes away.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    const problem = avatarFileError(chosen);
    setError(problem);
    if (problem) return;
    upload.reset();
    setFile(chosen);
    setPreview(chosen ? URL.createObjectURL(chosen) : null);
  };

  const discard = () => {
    setFile(null);
    setPreview(null);
    setError(null);
  };

  const save = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        discard();
        onUploaded?.();
        void message.success(t.saved);
      },
      onError: (cause) => setError(errorMessage(cause, es.errors.unexpected)),
    });
  };

  const src = preview ?? profile.avatar_url ?? undefined;
  return (
    <div className="rifa-avatar-editor">
      <Avatar
        size={96}
        src={
          src ? <img src={src} alt={t.alt(profile.name)} data-testid="profile-avatar" /> : undefined
        }
        icon={<UserOutlined />}
      />
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        hidden
        onChange={onChange}
        data-testid="avatar-input"
        aria-label={t.change}
      />
      {preview ? (
        <Space orientation="vertical" size={4}>
          <Typography.Text type="secondary">{t.previewHint}</Typography.Text>
          <Space>
            <Button type="primary" onClick={save} loading={upload.isPending}>
              {t.save}
            </Button>
            <Button onClick={discard} disabled={upload.isPending}>
              {t.cancel}
            </Button>
          </Space>
        </Space>
      ) : (
        <Button icon={<CameraOutlined />} onClick={() => input.current?.click()}>
          {t.change}
        </Button>
      )}
      {error ? <Alert type="error" showIcon title={error} data-testid="avatar-error" /> : null}
    </div>
  );
}
