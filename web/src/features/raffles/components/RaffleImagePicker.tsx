import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { IMAGE_TYPES, imageFileProblem } from '../../../lib/image-file';
import { es } from '../../../locales/es';

interface RaffleImagePickerProps {
  /** The raffle's current image (editing), shown until another is chosen. */
  currentUrl?: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** The file input's accessible name (default 'Imagen del premio'). */
  label?: string;
}

/** Chooses the raffle's image with a local preview; refuses what the server would (type, 5 MB). */
export function RaffleImagePicker({
  currentUrl = null,
  file,
  onChange,
  disabled = false,
  label = es.createRaffle.fields.image,
}: RaffleImagePickerProps) {
  const t = es.createRaffle.fields;
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // The preview's object URL is released when it is replaced and when the picker goes away.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const problem = imageFileProblem(chosen);
    setError(problem ? es.createRaffle.image[problem] : null);
    if (problem) return;
    setPreview(URL.createObjectURL(chosen));
    onChange(chosen);
  };

  const src = (file ? preview : null) ?? currentUrl;
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      {src ? (
        <img
          className="rifa-raffle-form__preview"
          src={src}
          alt={t.imagePreviewAlt}
          data-testid="raffle-image-preview"
        />
      ) : null}
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        // Not `hidden`: antd's form styles give file inputs `display: block`.
        style={{ display: 'none' }}
        onChange={choose}
        data-testid="raffle-image-input"
        aria-label={label}
      />
      <Space wrap>
        <Button
          icon={<PictureOutlined />}
          onClick={() => input.current?.click()}
          disabled={disabled}
        >
          {src ? t.changeImage : t.chooseImage}
        </Button>
        {file ? (
          <Button
            icon={<DeleteOutlined />}
            onClick={() => {
              setError(null);
              onChange(null);
            }}
            disabled={disabled}
          >
            {t.removeImage}
          </Button>
        ) : null}
      </Space>
      <Typography.Text type="secondary">{t.imageHint}</Typography.Text>
      {error ? (
        <Alert type="error" showIcon title={error} data-testid="raffle-image-error" />
      ) : null}
    </Space>
  );
}
